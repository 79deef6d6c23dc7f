import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ITINERARY_CODE_ALPHABET } from '@jc/shared';
import type { Db } from '../../db/client';
import { now } from '../../lib/clock';
import { findOrderOfTicket, readOrCreateSecret } from './itinerary.repository';

/**
 * Verification codes (验真码) of the site's documents: 40 bits of an HMAC-SHA256, under a secret
 * only the server holds, of what the document states, written as 8 characters of an alphabet
 * without 0/O/1/I. The itinerary's covers the order number and its ticket numbers; a delay
 * certificate's (modules/delay-certificates) covers what the certificate states. Anyone holding the
 * code can have the site confirm the document is genuine and unaltered; nobody can make one
 * without the secret.
 */

const SECRET_NAME = 'itinerary-hmac';
const secrets = new WeakMap<Db, Promise<string>>();

function itinerarySecret(db: Db): Promise<string> {
  let secret = secrets.get(db);
  if (!secret) {
    secret = readOrCreateSecret(db, SECRET_NAME, randomBytes(32).toString('base64url'), now());
    secrets.set(db, secret);
    secret.catch(() => secrets.delete(db));
  }
  return secret;
}

/** The code of a document's content, e.g. 7KQ4-M2XD. */
export async function signedCode(db: Db, content: string): Promise<string> {
  const mac = createHmac('sha256', await itinerarySecret(db))
    .update(content)
    .digest();
  let bits = 0n;
  for (let i = 0; i < 5; i++) bits = (bits << 8n) | BigInt(mac[i]!);
  let code = '';
  for (let i = 7; i >= 0; i--) code += ITINERARY_CODE_ALPHABET[Number((bits >> BigInt(5 * i)) & 31n)];
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

/** Whether a code as a person typed it (any case, with or without the dash) is `expected`. */
export function sameCode(given: string, expected: string): boolean {
  const a = Buffer.from(given.trim().toUpperCase().replace('-', ''));
  const b = Buffer.from(expected.replace('-', ''));
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The code for an order and its ticket numbers (in any order). */
export const itineraryCode = (db: Db, orderNo: string, ticketNos: readonly string[]) =>
  signedCode(db, `${orderNo}|${[...ticketNos].sort().join(',')}`);

/** Whether `code` is the verification code of the itinerary that holds this ticket number. */
export async function checkItineraryCode(db: Db, ticketNo: string, code: string): Promise<boolean> {
  const found = await findOrderOfTicket(db, ticketNo);
  if (!found) return false;
  return sameCode(code, await itineraryCode(db, found.orderNo, found.ticketNos));
}
