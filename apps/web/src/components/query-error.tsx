import type { ReactNode } from 'react';
import { errorText } from '@/lib/api-client';
import { PageError } from './page-error';

interface QueryErrorProps {
  /** The query that failed: its error is shown, and the retry button fetches it again. */
  query: { error: unknown; refetch: () => unknown };
  title: string;
  /** Further actions beside the retry button, e.g. a link to the list. */
  extra?: ReactNode;
}

/** A page or section whose query failed: the server's message (else 请稍后重试) and a retry. */
export function QueryError({ query, title, extra }: QueryErrorProps) {
  return (
    <PageError
      title={title}
      description={errorText(query.error, '请稍后重试')}
      onRetry={() => void query.refetch()}
      extra={extra}
    />
  );
}
