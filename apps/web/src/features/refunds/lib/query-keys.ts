import { accountScopedRoots } from '@/lib/query-keys';

/** Query keys of the refunds feature: one account's data, dropped when another signs in. */
export const refundKeys = {
  all: accountScopedRoots.refunds,
  list: (token: string | null, pageNum: number, pageSize: number) =>
    [...refundKeys.all, 'list', token, { pageNum, pageSize }] as const,
  detail: (token: string | null, refundNo: string) => [...refundKeys.all, 'detail', token, refundNo] as const,
};

/** Accident (involuntary) refunds: the check of one order and the account's applications. */
export const accidentKeys = {
  all: [...accountScopedRoots.refunds, 'accident'] as const,
  check: (token: string | null, orderNo: string) => [...accidentKeys.all, 'check', token, orderNo] as const,
  list: (token: string | null, pageNum: number, pageSize: number) =>
    [...accidentKeys.all, 'list', token, { pageNum, pageSize }] as const,
};
