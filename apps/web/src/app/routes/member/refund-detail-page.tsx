import { useSearchParams } from 'react-router';
import { RefundDetailView } from '@/features/refunds';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /refundDetail?no=RF…: one refund and its progress. */
export function RefundDetailRoute() {
  useDocumentTitle('退票详情');
  const [params] = useSearchParams();
  return <RefundDetailView refundNo={params.get('no') ?? ''} />;
}
