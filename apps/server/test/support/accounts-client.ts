import type { InjectOptions } from 'fastify';
import { setTestClock } from '../clock';
import { beforeAll, expect } from 'vitest';
import { TIME_ZONE } from '@jc/shared';
import type { App } from '../../src/app';
import { dayjs, now } from '../../src/lib/clock';
import { hashToken } from '../../src/lib/tokens';
import { buildTestApp } from '../helper';

/**
 * Test support for the account API: calls that remember every answer, so that a test file can
 * finally check that no answer carried a password hash or someone else's token.
 */
export function accountsClient(app: App) {
  const answers: { url: string; text: string; ownToken: string | null }[] = [];
  const tokens = new Set<string>();

  let clientCounter = 0;
  async function call(options: InjectOptions & { url: string }) {
    // Each call comes from its own client address unless the test names one, as calls from many
    // passengers would: the per-address limits are tested where a test sets remoteAddress.
    clientCounter += 1;
    const remoteAddress =
      options.remoteAddress ?? `10.200.${Math.floor(clientCounter / 250)}.${clientCounter % 250}`;
    const res = await app.inject({ ...options, remoteAddress });
    let ownToken: string | null = null;
    try {
      const body = res.json() as { token?: unknown; data?: { bindTicket?: unknown } };
      if (typeof body.token === 'string') ownToken = body.token;
      if (ownToken) tokens.add(ownToken);
      if (typeof body.data?.bindTicket === 'string') tokens.add(body.data.bindTicket);
    } catch {
      // not JSON (an HTML page)
    }
    answers.push({ url: options.url, text: res.body, ownToken });
    return res;
  }

  const post = (url: string, payload?: object, extra: Partial<InjectOptions> = {}) =>
    call({ method: 'POST', url, ...(payload === undefined ? {} : { payload }), ...extra } as InjectOptions & {
      url: string;
    });
  const authed = (token: string, url: string, payload: object = {}) =>
    post(url, payload, { headers: { authorization: `Bearer ${token}` } });

  let phoneCounter = 0;
  /** A phone number no seed account uses, different for each call within a file. */
  const newPhone = (prefix = '155') => {
    phoneCounter += 1;
    return `${prefix}${String(process.pid % 1000).padStart(3, '0')}${String(phoneCounter).padStart(5, '0')}`;
  };

  const sendSms = (phone: string, purpose: 'register' | 'login' | 'bind') =>
    post('/api/v1/auth/sms', { phone, purpose });

  /** The code the sandbox SMS gateway last delivered to a phone (read as the e2e tests do). */
  async function lastCode(phone: string): Promise<string> {
    const res = await call({ method: 'GET', url: `/api/v1/dev/outbox?phone=${phone}&limit=1` });
    expect(res.statusCode).toBe(200);
    const code = res.json().data[0]?.code as string | undefined;
    expect(code, `an SMS for ${phone}`).toMatch(/^\d{6}$/);
    return code!;
  }

  async function registerMember(phone = newPhone(), password = 'Passw0rd2026') {
    expect((await sendSms(phone, 'register')).statusCode).toBe(200);
    const res = await post('/api/v1/auth/register', {
      phone,
      code: await lastCode(phone),
      password,
      agree: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { phone, password, token: res.json().token as string, body: res.json() };
  }

  /** Checks every recorded answer: no password hash, no code hash, no token or ticket but the caller's own. */
  function expectNoLeaks(extraTokens: string[] = []) {
    for (const t of extraTokens) tokens.add(t);
    expect(answers.length).toBeGreaterThan(0);
    for (const a of answers) {
      expect(a.text, a.url).not.toMatch(/\$argon2/);
      expect(a.text, a.url).not.toMatch(/password_?hash|code_?hash|token_?hash|bind_?ticket_?hash/i);
      for (const t of tokens) {
        expect(a.text.includes(hashToken(t)), `${a.url} carries a token hash`).toBe(false);
        if (t !== a.ownToken && !a.text.includes(`"bindTicket":"${t}"`))
          expect(a.text.includes(t), `${a.url} carries another token`).toBe(false);
      }
    }
  }

  return { call, post, authed, newPhone, sendSms, lastCode, registerMember, expectNoLeaks, answers };
}

/**
 * Builds the test app and its `accountsClient` before the file's tests, hands both to `use` and
 * closes the app after them.
 */
export function withAccountsApp(use: (opened: { app: App; api: ReturnType<typeof accountsClient> }) => void) {
  beforeAll(async () => {
    const app = await buildTestApp();
    use({ app, api: accountsClient(app) });
    return () => app.close();
  });
}

const CHINA_NOON = () => dayjs(now()).tz(TIME_ZONE).startOf('day').add(12, 'hour');

/** Sets the server clock to China noon today plus `ms`, so day limits are never crossed by accident. */
export const clockAtNoonPlus = (ms: number) => setTestClock(CHINA_NOON().valueOf() + ms);
