import { z } from 'zod';
import { isCalendarDate } from './rules/dates';

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

/*
 * The bounds every route's input shares (docs/rules.md, "Limits on input"). Ids are PostgreSQL
 * integers: a larger one cannot exist and is refused before any query.
 */
export const MAX_ID = 2_147_483_647;
export const MAX_PAGE_NUM = 10_000;

/**
 * A whole number given as a JSON number or, in a query string or path, as its decimal text.
 * Anything else (arrays, booleans, empty text) is refused, unlike z.coerce, which turns [] into 0.
 */
export const integer = (
  message: string,
  min: number,
  max: number,
  messages: { min?: string; max?: string } = {},
) =>
  z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+$/)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(
      z
        .number({ error: message })
        .int(message)
        .min(min, messages.min ?? message)
        .max(max, messages.max ?? message),
    );

/** A record's id, in a body, a query or a path. */
export const Id = integer('编号不正确', 1, MAX_ID);
/** A 1-based page number. */
export const PageNum = integer('页码需为正整数', 1, MAX_PAGE_NUM, { max: '页码过大' }).default(1);
/** A page size from 1 to `max`, `fallback` when absent. */
export const pageSizeOf = (max: number, fallback: number) =>
  integer('每页条数需为正整数', 1, max, { max: `每页最多${max}条` }).default(fallback);

/** The paging fields of a list request: pageNum, and pageSize from 1 to `max` (`fallback` when absent). */
export const pageFields = (max: number, fallback: number) => ({
  pageNum: PageNum,
  pageSize: pageSizeOf(max, fallback),
});

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/** Free text: trimmed, at most `max` characters, no control characters; `message` for any failure. */
export const Text = (max: number, message: string) =>
  z
    .string({ message })
    .trim()
    .max(max, message)
    .refine((s) => !CONTROL_CHARACTERS.test(s), message);

/**
 * A day of the calendar, 'YYYY-MM-DD', that exists (not 2026-02-30): `message` for a wrong shape or
 * day, `required` when it is missing. Every date a request carries is read through this, so that no
 * impossible day reaches a rule or the database.
 */
export const CalendarDay = (message: string, required = message) =>
  z
    .string({ message: required })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message)
    .refine(isCalendarDate, message);

/** Paging query shared by list calls (pageNum is 1-based, as the site's clients send it). */
export const PageQuery = z.object({ pageNum: PageNum, pageSize: pageSizeOf(500, 10) });
export type PageQuery = z.infer<typeof PageQuery>;

export const EmptyRequest = z.object({}).meta({ description: '无参数' });
