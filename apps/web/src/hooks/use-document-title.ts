import { useEffect } from 'react';
import { useSiteConfig } from '@/lib/site-config';

/**
 * Sets the tab title: "<page> - <airline>", or "<airline> - 官方网站" for the home page (as index.html has it).
 * An effect rather than React 19's <title> element: index.html already has a <title> for the first
 * paint, and the browser would keep showing that first one.
 */
export function useDocumentTitle(pageTitle?: string) {
  const { name } = useSiteConfig();
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} - ${name}` : `${name} - 官方网站`;
  }, [pageTitle, name]);
}
