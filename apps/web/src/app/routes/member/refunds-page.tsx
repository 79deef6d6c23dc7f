import { MyRefunds } from '@/features/refunds';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /refunds: 我的退票. */
export function RefundsRoute() {
  useDocumentTitle('我的退票');
  return <MyRefunds detailUrl={paths.refundDetail.url} />;
}
