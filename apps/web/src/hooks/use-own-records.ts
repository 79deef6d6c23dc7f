import { useState } from 'react';
import { useAuthToken } from './use-auth-token';

/** The pager of a list a page at a time, but for the total, which comes with the page. */
export interface OwnRecordsPager {
  current: number;
  pageSize: number;
  onChange: (pageNum: number) => void;
}

/**
 * The signed-in passenger's records, a page at a time (我的升舱, 我的退票, 我的申请…): `useRecords`
 * (an endpoint's hook) asked for the page shown, for the account signed in, and its pager.
 */
export function useOwnRecords<T>(
  useRecords: (token: string | null, pageNum: number, pageSize: number) => T,
  pageSize: number,
): { records: T; pager: OwnRecordsPager } {
  const token = useAuthToken();
  const [pageNum, setPageNum] = useState(1);
  return {
    records: useRecords(token, pageNum, pageSize),
    pager: { current: pageNum, pageSize, onChange: setPageNum },
  };
}
