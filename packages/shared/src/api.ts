import { z } from 'zod';

export * from './codes';

export const ErrorEnvelope = z
  .object({
    code: z.number().int(),
    msg: z.string(),
  })
  .meta({ id: 'ErrorEnvelope', description: '失败：业务码与可读的中文说明' });
export type ErrorEnvelope = z.infer<typeof ErrorEnvelope>;

/** `{ code, msg, data }`: the envelope of every single-result call. */
export const okEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ code: z.number().int(), msg: z.string(), data });

/** `{ code, msg, rows, total }`: the envelope of every paged list. */
export const pageEnvelope = <T extends z.ZodType>(row: T) =>
  z.object({
    code: z.number().int(),
    msg: z.string(),
    rows: z.array(row),
    total: z.number().int().nonnegative(),
  });

export type OkEnvelope<T> = { code: number; msg: string; data: T };
export type PageEnvelope<T> = { code: number; msg: string; rows: T[]; total: number };

/** Paging query shared by list calls (pageNum is 1-based, as the spec's client sends it). */
export const PageQuery = z.object({
  pageNum: z.coerce.number().int().min(1, '页码需为正整数').default(1),
  pageSize: z.coerce.number().int().min(1, '每页条数需为正整数').max(500, '每页最多500条').default(10),
});
export type PageQuery = z.infer<typeof PageQuery>;

export const EmptyRequest = z.object({}).meta({ description: '无参数' });
