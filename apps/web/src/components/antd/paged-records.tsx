import type { ReactNode } from 'react';
import { Skeleton } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { OwnRecordsPager } from '@/hooks/use-own-records';
import { PageError } from '../page-error';
import { ListPager } from './list-pager';

/**
 * A member page's records as cards (我的升舱, 我的申请): a skeleton until the first page arrives,
 * the error with a retry, `empty` when there are none, else `card` of each row and the pager.
 */
export function PagedRecords<R>({
  records,
  pager,
  loadingRows,
  errorTitle,
  empty,
  className,
  testId,
  card,
}: {
  records: UseQueryResult<{ rows: R[]; total: number }>;
  pager: OwnRecordsPager;
  loadingRows: number;
  /** e.g. 升舱记录加载失败 */
  errorTitle: string;
  empty: ReactNode;
  className?: string;
  testId: string;
  /** One row's card, with its key. */
  card: (row: R) => ReactNode;
}) {
  if (records.isPending) return <Skeleton active paragraph={{ rows: loadingRows }} />;
  if (records.isError)
    return <PageError title={errorTitle} description="请稍后重试" onRetry={() => void records.refetch()} />;
  const { rows, total } = records.data;
  if (rows.length === 0) return empty;
  return (
    <div className={className} data-testid={testId}>
      {rows.map(card)}
      <ListPager {...pager} total={total} />
    </div>
  );
}
