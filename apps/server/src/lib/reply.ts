import { ResultCode, type OkEnvelope, type PageEnvelope } from '@jc/shared';

export const ok = <T>(data: T, msg = '成功'): OkEnvelope<T> => ({ code: ResultCode.Ok, msg, data });

/** One page of a list as a service finds it: the page's rows and how many there are in all. */
export const page = <T>({ rows, total }: { rows: T[]; total: number }, msg = '成功'): PageEnvelope<T> => ({
  code: ResultCode.Ok,
  msg,
  rows,
  total,
});
