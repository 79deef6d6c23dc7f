import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { PageBanner, type Crumb } from '@/components/page-banner';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useLoginGate } from './login-gate';
import styles from './orders-pages.module.css';

interface PurchaseFrameProps {
  title: string;
  crumbs: readonly Crumb[];
  subtitle?: string;
  /** A single column (pay, result) rather than the booking page's two. */
  narrow?: boolean;
  /** The page's body, from the URL's query parameters. */
  children: (params: URLSearchParams) => ReactNode;
}

/**
 * The frame of the purchase pages (booking, pay, result): login required (a visitor comes back to
 * the same URL after logging in), the title, the blue banner and the body column.
 */
export function PurchaseFrame({ title, crumbs, subtitle, narrow = false, children }: PurchaseFrameProps) {
  useDocumentTitle(title);
  const [params] = useSearchParams();
  const gate = useLoginGate();
  if (gate) return gate;
  return (
    <div className={styles.page}>
      <PageBanner crumbs={crumbs} title={title} subtitle={subtitle} />
      <div className={`jc-container ${styles.body} ${narrow ? styles.narrow : ''}`}>{children(params)}</div>
    </div>
  );
}
