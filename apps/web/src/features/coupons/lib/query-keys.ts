/** Query keys of the coupons feature; every one starts with 'coupons' so logging out drops them all. */
export const couponKeys = {
  all: ['coupons'] as const,
  waiting: (token: string | null) => [...couponKeys.all, 'waiting', token] as const,
  mine: (token: string | null, status: string, pageNum: number, pageSize: number) =>
    [...couponKeys.all, 'mine', token, status, { pageNum, pageSize }] as const,
};
