import { describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { dbKind } from './helper';
import { bookOrder, type Member } from './factories';
import { ticketedOrder, withAfterSalesApp } from './support/after-sales';

/*
 * The passenger's routes with real data in them: the identifiers of a member's own ticketed and
 * pending orders (order, ticket, flight, day, passenger), so that each request reaches the rules
 * behind the schema. One field at a time is made hostile; no answer may be a 5xx or leave the
 * envelope. The same requests from another member must never show the first member's order,
 * ticket or passenger (docs/rules.md, "Limits on input" and its opening on whose data a passenger sees).
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  default?: unknown;
  minimum?: number;
};
type Operation = {
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema: Schema }> };
};

const CHINESE = /[\u4e00-\u9fa5]/;
const HOSTILE: unknown[] = [
  '',
  ' ',
  null,
  -1,
  0,
  2 ** 31,
  1.5,
  {},
  [],
  'x'.repeat(5_000),
  '2026-02-30',
  "' OR 1=1 --",
  '\u200b',
  '１２３',
];

describe(`hostile input on a member's own data (${dbKind()})`, () => {
  let app: App;
  let member: Member;
  let other: Member;
  withAfterSalesApp((opened) => ({ app, member, other } = opened));

  it('answers every route with real identifiers and one hostile field in the envelope, and never shows one member’s data to another', async () => {
    const ticketed = await ticketedOrder(app, member, { familyCode: 'STANDARD', daysAhead: 9 });
    const pending = await bookOrder(app, member, { daysAhead: 12 });
    const ticket = ticketed.tickets[0]!;
    const passenger = ticketed.booked.passengers[0]!;
    /** The member's real values, by field name; any other field gets a value of its schema. */
    const real = (orderNo: string): Record<string, unknown> => ({
      orderNo,
      ticketNo: ticket.ticketNo,
      ticketNos: [ticket.ticketNo],
      flightNo: ticket.flightNo,
      flightDate: ticket.flightDate,
      passengerName: passenger.name,
      name: passenger.name,
      certNo: passenger.certNo,
      birthday: passenger.birthday,
      fromDate: ticket.flightDate,
      toDate: ticket.flightDate,
      returnPath: '/orderList',
    });
    const secrets = [ticketed.booked.orderNo, pending.orderNo, ticket.ticketNo, passenger.certNo];

    const sample = (schema: Schema | undefined, known: Record<string, unknown>): unknown => {
      if (!schema) return undefined;
      if (schema.enum?.length) return schema.enum[0];
      if (schema.default !== undefined) return schema.default;
      if (schema.anyOf)
        return sample(
          schema.anyOf.find((s) => s.type !== 'null'),
          known,
        );
      const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
      if (type === 'object')
        return Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([k, p]) => [
            k,
            k in known ? known[k] : sample(p, known),
          ]),
        );
      if (type === 'array') return [sample(schema.items, known)];
      if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1);
      if (type === 'boolean') return true;
      return type === 'string' ? 'x' : undefined;
    };

    await app.ready();
    const paths = (app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
    const failures: string[] = [];
    let sent = 0;
    for (const [path, operations] of Object.entries(paths)) {
      const op = operations.post;
      const schema = op?.requestBody?.content?.['application/json']?.schema;
      // The member's routes: signed in, with a JSON body, not the back office's.
      if (!op?.security || !schema || path.startsWith('/api/admin') || path.includes('{')) continue;
      // Logging out would end the session the rest of the requests use.
      if (path === '/api/v1/auth/logout') continue;
      // Both orders where the route names an order; once where it does not.
      const names = (schema.properties ?? {}) as Record<string, unknown>;
      const orders =
        'orderNo' in names ? [ticketed.booked.orderNo, pending.orderNo] : [ticketed.booked.orderNo];
      for (const orderNo of orders) {
        const base = sample(schema, real(orderNo)) as Record<string, unknown>;
        const send = async (who: Member, payload: Record<string, unknown>, label: string) => {
          const res = await app.inject({ method: 'POST', url: path, headers: who.auth, payload });
          sent += 1;
          const where = `POST ${path} [${label}] → ${res.statusCode}`;
          if (res.statusCode >= 500) failures.push(`${where} ${res.body.slice(0, 120)}`);
          // A success may be a file (the itinerary's PDF); a refusal is always the envelope.
          else if (res.statusCode >= 400 && !String(res.headers['content-type']).includes('json'))
            failures.push(`${where} not JSON`);
          else if (res.statusCode >= 400 && !CHINESE.test(String(res.json().msg)))
            failures.push(`${where} msg ${res.json().msg}`);
          return res;
        };
        await send(member, base, 'as sent');
        const fromOther = await send(other, base, 'another member');
        // What the request itself carries may come back (a profile's own certificate number).
        const sentText = JSON.stringify(base);
        const leaked = secrets.filter((s) => !sentText.includes(s) && fromOther.body.includes(s));
        if (leaked.length) failures.push(`POST ${path} as another member shows ${leaked.join(', ')}`);
        for (const key of Object.keys(base))
          for (const value of HOSTILE)
            await send(member, { ...base, [key]: value }, `${key}=${JSON.stringify(value).slice(0, 20)}`);
      }
    }
    expect(sent).toBeGreaterThan(1_000);
    expect(failures).toEqual([]);
  }, 240_000);
});
