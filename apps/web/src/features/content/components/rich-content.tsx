import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { sanitizeHtml } from '../lib/sanitize-html';
import styles from './rich-content.module.css';

/**
 * Rich text from the server (notices, activities, announcements), cleaned once more in the
 * browser before it is rendered. Links to the site's own pages navigate inside the app.
 */
export function RichContent({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const navigate = useNavigate();

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target === '_blank' || !href.startsWith('/')) return;
    event.preventDefault();
    void navigate(href);
  };

  return (
    // The click handler only routes clicks on the links inside (Enter on a link is a click too).
    <div
      className={className ? `${styles.content} ${className}` : styles.content}
      onClick={onClick}
      data-testid="rich-content"
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
