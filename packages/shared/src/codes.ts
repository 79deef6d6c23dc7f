// Kept free of zod so the browser can import it without the schema library.

/**
 * Business result codes carried in every envelope. 200 is success (docs/rules.md); failures
 * map to an HTTP status so clients and proxies see a meaningful one too.
 */
export const ResultCode = {
  Ok: 200,
  /** Coupon claim: already claimed or none left (docs/rules.md). */
  CouponUnavailable: 101,
  BadRequest: 400,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  PayloadTooLarge: 413,
  UnsupportedMediaType: 415,
  TooManyRequests: 429,
  Internal: 500,
  Unavailable: 503,
} as const;
export type ResultCode = (typeof ResultCode)[keyof typeof ResultCode];

/** HTTP status for a business code: the few business codes below 400 still answer 200 or 4xx. */
export function httpStatusOf(code: number): number {
  if (code === ResultCode.CouponUnavailable) return 409;
  if (code >= 400 && code < 600) return code;
  return 200;
}
