import { createHash, randomBytes } from 'node:crypto';

/** A random bearer token (256 bits, URL-safe). Only its hash is ever stored. */
export const newToken = () => randomBytes(32).toString('base64url');

/** Crockford's base 32: no I, L, O or U to misread. */
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * `length` random characters of Crockford's base 32 (5 bits each), for the numbers a passenger
 * reads and types (orders, refunds, quotes, proofs), so that none is guessed from another.
 */
export function randomCode(length: number): string {
  let code = '';
  for (const b of randomBytes(length)) code += CROCKFORD[b & 31];
  return code;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
