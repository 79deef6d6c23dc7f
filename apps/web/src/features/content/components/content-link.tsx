import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { isExternalUrl } from '../lib/urls';

interface ContentLinkProps {
  /** A link from the content management side: a site path or an absolute http(s) address. */
  href: string;
  children: ReactNode;
  className?: string;
  style?: CSSProperties;
  tabIndex?: number;
  title?: string;
  onClick?: () => void;
  'aria-label'?: string;
  'data-testid'?: string;
}

/**
 * Where operators' links lead: outside addresses open in a new tab, site paths through the
 * router, and anything else (empty, javascript:) is not a link at all.
 */
export function ContentLink({ href, children, onClick, ...rest }: ContentLinkProps) {
  const url = href.trim();
  if (isExternalUrl(url)) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" onClick={onClick} {...rest}>
        {children}
      </a>
    );
  }
  if (url.startsWith('/') && !url.startsWith('//')) {
    return (
      <Link to={url} onClick={onClick} {...rest}>
        {children}
      </Link>
    );
  }
  const { className, style, title } = rest;
  return (
    <span className={className} style={style} title={title} data-testid={rest['data-testid']}>
      {children}
    </span>
  );
}
