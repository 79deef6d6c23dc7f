import { ResultCode, type OkEnvelope, type PageEnvelope } from '@jc/shared';

export const ok = <T>(data: T, msg = '成功'): OkEnvelope<T> => ({ code: ResultCode.Ok, msg, data });

export const page = <T>(rows: T[], total: number, msg = '成功'): PageEnvelope<T> => ({
  code: ResultCode.Ok,
  msg,
  rows,
  total,
});
