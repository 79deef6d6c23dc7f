import { ResultCode } from '@jc/shared/codes';
import type { OkEnvelope, PageEnvelope } from '@jc/shared';

/**
 * SPEC section 8: "banner and list loads with a non-200 code silently empty the lists". The
 * home page's blocks read the raw envelope through these, so a refusal shows as an empty block
 * instead of an error.
 */
export const dataOr = <T>(envelope: OkEnvelope<T>, fallback: T): T =>
  envelope.code === ResultCode.Ok && envelope.data != null ? envelope.data : fallback;

export const rowsOr = <T>(envelope: PageEnvelope<T>): { rows: T[]; total: number } =>
  envelope.code === ResultCode.Ok && Array.isArray(envelope.rows)
    ? { rows: envelope.rows, total: envelope.total }
    : { rows: [], total: 0 };
