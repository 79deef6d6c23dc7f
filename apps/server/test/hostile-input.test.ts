import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeIdCardNumber } from '@jc/shared';
import type { App } from '../src/app';
import { queryRows } from '../src/db/client';
import { addDays, chinaToday } from '../src/lib/clock';
import { buildTestApp, createUser, dbKind } from './helper';

/*
 * Every route of the OpenAPI document, sent hostile input generated from its own schema: ids at
 * and past 2^31, negative and fractional numbers, nesting 5,000 deep, NUL and other control
 * characters, 1 MB strings, wrong types and unknown fields, days the calendar does not have, and
 * path parameters the router cannot read (docs/rules.md, "Limits on input").
 * No answer may be a 5xx, every answer is the JSON envelope with a Chinese message, and nothing is
 * stored.
 */

type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
  minimum?: number;
  $ref?: string;
};
type Operation = {
  requestBody?: { content?: Record<string, { schema: Schema }> };
  parameters?: { in: string; name: string; schema: Schema; required?: boolean }[];
};

const CHINESE = /[\u4e00-\u9fa5]/;
/** A value nested 5,000 levels deep, spliced in as text (JSON.stringify itself would overflow). */
const DEEP = '__deep__';
const DEEP_JSON = '{"a":'.repeat(5_000) + '1' + '}'.repeat(5_000);
const deep = (_depth: number) => DEEP;
const serialize = (payload: unknown) => JSON.stringify(payload).replaceAll(`"${DEEP}"`, DEEP_JSON);

/** Plausible values by field name, so that a request passes the other fields' checks. */
function sampleFor(name: string, schema: Schema): unknown {
  const today = chinaToday();
  const byName: Record<string, unknown> = {
    phone: '13800138000',
    mobile: '13800138000',
    contactPhone: '13800138000',
    email: 'a@example.com',
    password: 'Abc12345',
    code: '123456',
    smsCode: '123456',
    certNo: makeIdCardNumber('1990-01-01'),
    certType: '身份证',
    name: '张伟',
    dep: 'CTU',
    arr: 'PEK',
    depCity: 'CTU',
    arrCity: 'PEK',
    depCode: 'CTU',
    arrCode: 'PEK',
    flightNo: 'JC1001',
    ticketNo: '8801234567890',
    flightDate: addDays(today, 7),
    date: addDays(today, 7),
    startDate: today,
    endDate: addDays(today, 7),
    birthday: '1990-01-01',
    dialogContent: '怎么退票',
    keyword: '退票',
  };
  if (name in byName) return byName[name];
  return sample(schema);
}

function sample(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum.find((v) => v !== '') ?? schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice)
    return sample(choice.find((s) => s.type !== 'null' && !s.enum?.includes('')) ?? choice[0], depth);
  if (schema.allOf?.length) return sample(schema.allOf[0], depth);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, prop] of Object.entries(schema.properties ?? {})) {
        const value = sampleFor(key, prop);
        if (value !== undefined) out[key] = value;
      }
      return out;
    }
    case 'array':
      return [sample(schema.items, depth + 1)].filter((v) => v !== undefined);
    case 'integer':
    case 'number':
      return Math.max(1, schema.minimum ?? 1);
    case 'boolean':
      return true;
    case 'string':
      return 'x';
    default:
      return undefined;
  }
}

/** Days of the right shape that the calendar does not have, for every field that names a date. */
const IMPOSSIBLE_DAYS = ['2026-02-30', '2026-13-01', '9237-29-49'];
const isDateField = (name: string) => /date|birthday/i.test(name);

/** Path parameters the router itself must refuse in the envelope: a broken escape, an over-long one. */
const HOSTILE_PATH_PARAMS = ['%E0%A4%A', 'x'.repeat(200), '-1', "1'--", '%00'];

/** The hostile values a field of this schema gets, one at a time. */
function hostileValues(name: string, schema: Schema): unknown[] {
  const common = [{}, [], deep(5_000), 'a\u0000b', '\u0007\u001b[31m', 'x'.repeat(1_000_000)];
  if (isDateField(name)) common.push(...IMPOSSIBLE_DAYS);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number')
    return [...common, 2 ** 31 - 1, 2 ** 31, 2 ** 53, -1, -(2 ** 31) - 1, 1.5, 1e308, '12abc'];
  if (type === 'boolean') return [...common, 2 ** 31, -1, 'true'];
  return [...common, 2 ** 31, -1, 1.5, true];
}

/** Business tables that a refused request must leave untouched (logs of the attempt may grow). */
const LOG_TABLES = new Set([
  'faq_question_log',
  'login_attempts',
  'login_failures',
  'outbox',
  'idempotency_keys',
  'jobs',
  // Every notification a gateway sends is kept, malformed ones too, for the audit of payments.
  'payment_notifications',
]);

describe(`hostile input on every route (${dbKind()})`, () => {
  let app: App;
  let paths: Record<string, Record<string, Operation>>;
  let member: { authorization: string };
  let operator: { authorization: string };

  const tableCounts = async () => {
    const tables = await queryRows<{ name: string }>(
      app.db,
      sql`SELECT table_name AS name FROM information_schema.tables
          WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      if (LOG_TABLES.has(name) || name.startsWith('__drizzle')) continue;
      const [row] = await queryRows<{ n: number }>(
        app.db,
        sql.raw(`SELECT count(*)::int AS n FROM "${name}"`),
      );
      counts[name] = row!.n;
    }
    return counts;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    await app.ready();
    paths = (app.swagger() as { paths: typeof paths }).paths;
    member = (await createUser(app)).auth;
    operator = (await createUser(app, { role: 'operator' })).auth;
  });
  afterAll(async () => {
    await app.close();
  });

  it('answers every hostile request with a 4xx (or a 2xx) in the envelope, and stores nothing', async () => {
    const failures: string[] = [];
    let sent = 0;

    for (const [openapiPath, operations] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(operations)) {
        // Path parameters get a plausible id; the hostile ones go through the body and query.
        const url = openapiPath.replace(/\{[^}]+\}/g, '1');
        const headers = { ...(url.startsWith('/api/admin') ? operator : member) };
        const bodySchema = op.requestBody?.content?.['application/json']?.schema;
        const queryParams = (op.parameters ?? []).filter((p) => p.in === 'query');
        // A path parameter with a list of values (a gateway's name) is tried with each of them.
        const pathChoices = (op.parameters ?? []).find((p) => p.in === 'path' && p.schema.enum)?.schema.enum;
        const plausibleUrls = pathChoices
          ? pathChoices.map((v) => openapiPath.replace(/\{[^}]+\}/g, String(v)))
          : [url];

        const requests: {
          payload?: unknown;
          query?: Record<string, string>;
          url?: string;
          label: string;
        }[] = [];
        if (url !== openapiPath)
          for (const param of HOSTILE_PATH_PARAMS)
            requests.push({
              url: openapiPath.replace(/\{[^}]+\}/g, param),
              label: `path ${param.slice(0, 20)}`,
            });
        if (bodySchema) {
          const base = (sample(bodySchema) ?? {}) as Record<string, unknown>;
          requests.push({ payload: { ...base, unknownField: '\u0000' }, label: 'unknown field' });
          requests.push({ payload: { ...base, extra: deep(5_000) }, label: 'nested 5000' });
          for (const target of plausibleUrls)
            for (const whole of [[], 'text', 42, null])
              requests.push({
                url: target,
                payload: whole,
                label: `body ${JSON.stringify(whole)} ${target}`,
              });
          for (const [key, prop] of Object.entries(bodySchema.properties ?? {}))
            for (const value of hostileValues(key, prop))
              requests.push({
                payload: { ...base, [key]: value },
                label: `${key}=${String(value).slice(0, 20)}`,
              });
        }
        for (const param of queryParams) {
          const base = Object.fromEntries(
            queryParams.map((p) => [p.name, String(sampleFor(p.name, p.schema) ?? '')]),
          );
          const values = ['2147483648', '-1', '1.5', 'a\u0000b', '%00', 'x'.repeat(10_000), '[]'];
          if (isDateField(param.name)) values.push(...IMPOSSIBLE_DAYS);
          for (const value of values)
            requests.push({
              query: { ...base, [param.name]: value },
              label: `?${param.name}=${value.slice(0, 20)}`,
            });
        }
        if (!bodySchema && queryParams.length === 0) requests.push({ label: 'plain' });

        const before = await tableCounts();
        for (const r of requests) {
          sent += 1;
          const res = await app.inject({
            method: method.toUpperCase() as 'GET',
            url: r.url ?? url,
            headers: r.payload === undefined ? headers : { ...headers, 'content-type': 'application/json' },
            ...(r.query ? { query: r.query } : {}),
            ...(r.payload === undefined ? {} : { payload: serialize(r.payload) }),
          });
          const where = `${method.toUpperCase()} ${openapiPath} [${r.label}] → ${res.statusCode}`;
          if (res.statusCode >= 500) {
            failures.push(`${where} ${res.body.slice(0, 120)}`);
            continue;
          }
          const type = String(res.headers['content-type'] ?? '');
          if (!type.includes('json')) continue; // a sandbox page answers HTML by design
          let body: { code?: unknown; msg?: unknown };
          try {
            body = res.json();
          } catch {
            failures.push(`${where} not JSON`);
            continue;
          }
          if (typeof body.code !== 'number' || typeof body.msg !== 'string')
            failures.push(`${where} no envelope`);
          else if (res.statusCode >= 400 && !CHINESE.test(body.msg))
            failures.push(`${where} msg ${body.msg}`);
        }
        const after = await tableCounts();
        for (const [table, n] of Object.entries(after))
          if (before[table] !== n) failures.push(`${method.toUpperCase()} ${url} stored into ${table}`);
      }
    }

    expect(sent).toBeGreaterThan(1_000);
    expect(failures).toEqual([]);
  }, 240_000);
});
