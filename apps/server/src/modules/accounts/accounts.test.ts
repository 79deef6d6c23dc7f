import { eq, inArray } from 'drizzle-orm';
import { setTestClock, clockAfterStart } from '#test/clock';
import { describe, expect, it } from 'vitest';
import { checkIdCard } from '@jc/shared';
import type { App } from '../../app';
import { createUser, dbKind, withOtherApp, expectError } from '#test/helper';
import { loginFailures, smsCodes, users } from '../../db/schema';
import { DEMO_ACCOUNTS, demoIdCard, seedAccounts } from '../../db/seed/accounts';
import { chinaToday, now } from '../../lib/clock';
import { accountsClient, clockAtNoonPlus, withAccountsApp } from '#test/support/accounts-client';

const S = 1000;
const MIN = 60 * S;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const NOT_MEMBER = '您还不是锦程航空会员，请前往个人中心完善个人信息，注册即送好礼！';

describe(`accounts (${dbKind()})`, () => {
  let app: App;
  let api: ReturnType<typeof accountsClient>;
  withAccountsApp((opened) => ({ app, api } = opened));

  const { post, authed } = {
    post: (...args: Parameters<ReturnType<typeof accountsClient>['post']>) => api.post(...args),
    authed: (...args: Parameters<ReturnType<typeof accountsClient>['authed']>) => api.authed(...args),
  };
  const userInfo = (token: string) => authed(token, '/api/v1/user/info');
  /** A member registered at noon and sent a login code once the minute between codes has passed; its phone. */
  async function memberSentLoginCode() {
    clockAtNoonPlus(0);
    const { phone } = await api.registerMember();
    clockAtNoonPlus(61 * S);
    await api.sendSms(phone, 'login');
    return phone;
  }
  /** A registration, its body valid but for the fields given. */
  const register = (fields: { phone: string; code?: string; password?: string; agree?: boolean }) =>
    post('/api/v1/auth/register', { code: '123456', password: 'Passw0rd2026', agree: true, ...fields });

  describe('SMS codes', () => {
    it('sends a 6-digit code through the sandbox outbox and stores only its hash', async () => {
      const phone = api.newPhone();
      const res = await api.sendSms(phone, 'register');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        code: 200,
        msg: '验证码已发送',
        data: { expiresInSeconds: 300, resendInSeconds: 60 },
      });
      const outbox = (await api.call({ method: 'GET', url: `/api/v1/dev/outbox?phone=${phone}` })).json()
        .data;
      expect(outbox).toHaveLength(1);
      expect(outbox[0]).toMatchObject({ channel: 'sms', recipient: phone, subject: null });
      expect(outbox[0].body).toMatch(/^【锦程航空】您的注册验证码为\d{6}，5分钟内有效。/);
      const code = outbox[0].code as string;
      const rows = await app.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
      expect(rows).toHaveLength(1);
      expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(rows[0]!.codeHash).not.toContain(code);
      expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBe(5 * MIN);
    });

    it('allows one code per phone per 60 seconds and says how long to wait', async () => {
      clockAtNoonPlus(0);
      const phone = api.newPhone();
      expect((await api.sendSms(phone, 'register')).statusCode).toBe(200);
      const again = await api.sendSms(phone, 'register');
      expectError(again, 429, '发送过于频繁，请60秒后再试');
      // The seconds left are rounded up; the clock is set from the code's own time so that the
      // request's duration (under a second) does not change the answer.
      const [sent] = await app.db.select().from(smsCodes).where(eq(smsCodes.phone, phone));
      const after = (ms: number) => setTestClock(sent!.createdAt.getTime() + ms);
      after(45 * S);
      expect((await api.sendSms(phone, 'register')).json().msg).toBe('发送过于频繁，请15秒后再试');
      // the limit is per phone, whatever the purpose
      after(50 * S);
      expect((await api.sendSms(phone, 'bind')).json().msg).toBe('发送过于频繁，请10秒后再试');
      after(60 * S);
      expect((await api.sendSms(phone, 'register')).statusCode).toBe(200);
      // another phone is not held back
      expect((await api.sendSms(api.newPhone(), 'register')).statusCode).toBe(200);
    });

    it('allows at most 10 codes per phone per China day', async () => {
      const phone = api.newPhone();
      for (let i = 0; i < 10; i++) {
        clockAtNoonPlus(i * 61 * S);
        expect((await api.sendSms(phone, 'register')).statusCode, `send ${i + 1}`).toBe(200);
      }
      clockAtNoonPlus(10 * 61 * S);
      const refused = await api.sendSms(phone, 'register');
      expectError(refused, 429, '今日验证码发送次数已达上限，请明天再试');
      clockAtNoonPlus(5 * HOUR);
      expect((await api.sendSms(phone, 'bind')).json().msg).toBe('今日验证码发送次数已达上限，请明天再试');
      clockAtNoonPlus(DAY);
      expect((await api.sendSms(phone, 'register')).statusCode).toBe(200);
    });

    it('allows 20 codes an hour to one client address, whatever the phones, then 429 until the hour has passed', async () => {
      clockAtNoonPlus(0);
      const address = { remoteAddress: '10.0.9.1' };
      for (let i = 0; i < 20; i++) {
        const res = await api.post(
          '/api/v1/auth/sms',
          { phone: api.newPhone(), purpose: 'register' },
          address,
        );
        expect(res.statusCode, `send ${i + 1}`).toBe(200);
      }
      const refused = await api.post(
        '/api/v1/auth/sms',
        { phone: api.newPhone(), purpose: 'register' },
        address,
      );
      expectError(refused, 429, '当前网络获取验证码过于频繁，请1小时后再试');
      // Another address is not held back.
      const other = await api.post(
        '/api/v1/auth/sms',
        { phone: api.newPhone(), purpose: 'register' },
        {
          remoteAddress: '10.0.9.2',
        },
      );
      expect(other.statusCode).toBe(200);
      // The window slides: one minute before the first codes are an hour old, still refused; after, allowed.
      clockAtNoonPlus(HOUR - MIN);
      expect(
        (await api.post('/api/v1/auth/sms', { phone: api.newPhone(), purpose: 'register' }, address))
          .statusCode,
      ).toBe(429);
      clockAtNoonPlus(HOUR + MIN);
      expect(
        (await api.post('/api/v1/auth/sms', { phone: api.newPhone(), purpose: 'register' }, address))
          .statusCode,
      ).toBe(200);
    });

    it('sends at most 2,000 codes an hour across the whole site', async () => {
      clockAtNoonPlus(0);
      const at = now();
      const filler = Array.from({ length: 2_000 }, (_, i) => ({
        phone: `1990000${String(i).padStart(4, '0')}`,
        purpose: 'register' as const,
        codeHash: `filler-${i}`,
        createdAt: at,
        expiresAt: new Date(at.getTime() + 5 * MIN),
        ip: `10.1.${Math.floor(i / 200)}.${i % 200}`,
      }));
      const ids = await app.db.insert(smsCodes).values(filler).returning({ id: smsCodes.id });
      try {
        const refused = await api.sendSms(api.newPhone(), 'register');
        expectError(refused, 429, '验证码发送繁忙，请稍后再试');
      } finally {
        await app.db.delete(smsCodes).where(
          inArray(
            smsCodes.id,
            ids.map((r) => r.id),
          ),
        );
      }
    });

    it('locks a code after 5 wrong tries, saying how many are left before that', async () => {
      clockAtNoonPlus(0);
      const phone = api.newPhone();
      await api.sendSms(phone, 'register');
      const code = await api.lastCode(phone);
      const wrong = code === '000000' ? '111111' : '000000';
      const attempt = (c: string) => register({ phone, code: c });
      for (const left of [4, 3, 2, 1]) {
        const res = await attempt(wrong);
        expectError(res, 400, `验证码错误，还可尝试${left}次`);
      }
      expect((await attempt(wrong)).json().msg).toBe('验证码错误次数过多，请重新获取');
      const right = await attempt(code);
      expectError(right, 400, '验证码错误次数过多，请重新获取');
      // a new code works
      clockAtNoonPlus(61 * S);
      await api.sendSms(phone, 'register');
      expect((await attempt(await api.lastCode(phone))).statusCode).toBe(200);
    });

    it('expires a code after 5 minutes', async () => {
      clockAtNoonPlus(0);
      const phone = api.newPhone();
      await api.sendSms(phone, 'register');
      const code = await api.lastCode(phone);
      clockAtNoonPlus(5 * MIN + 5 * S);
      const res = await register({ phone, code });
      expectError(res, 400, '验证码已过期，请重新获取');
    });

    it('accepts a code once, and only the last one sent for that purpose', async () => {
      const phone = await memberSentLoginCode();
      const first = await api.lastCode(phone);
      clockAtNoonPlus(122 * S);
      await api.sendSms(phone, 'login');
      const second = await api.lastCode(phone);
      if (first !== second) {
        expect((await post('/api/v1/auth/login', { phone, code: first })).json().msg).toBe(
          '验证码错误，还可尝试4次',
        );
      }
      expect((await post('/api/v1/auth/login', { phone, code: second })).statusCode).toBe(200);
      const reused = await post('/api/v1/auth/login', { phone, code: second });
      expectError(reused, 400, '验证码已使用，请重新获取');
      // a code for one purpose does not serve another
      const other = await post('/api/v1/auth/wechat/bind', { bindTicket: 'x', phone, code: second });
      expect(other.statusCode).toBe(400);
    });

    it('refuses register for a registered phone and login for an unknown one', async () => {
      const registered = await api.sendSms(DEMO_ACCOUNTS.member.phone, 'register');
      expectError(registered, 409, '该手机号已注册，请直接登录');
      const unknown = await api.sendSms(api.newPhone(), 'login');
      expectError(unknown, 404, '该手机号尚未注册');
      const notRequested = await post('/api/v1/auth/login', {
        phone: DEMO_ACCOUNTS.operator.phone,
        code: '123456',
      });
      expect(notRequested.json().msg).toBe('请先获取短信验证码');
    });

    it('validates the phone and purpose', async () => {
      const bad = await post('/api/v1/auth/sms', { phone: '12345', purpose: 'register' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().msg).toContain('请输入正确的手机号');
      const purpose = await post('/api/v1/auth/sms', { phone: api.newPhone(), purpose: 'spam' });
      expect(purpose.json().msg).toContain('验证码用途不正确');
    });

    it('does not count a code the gateway failed to send, and says so', async () => {
      const sms = {
        SMS_PROVIDER: 'http',
        SMS_API_URL: 'https://sms.example.com/send',
        SMS_API_KEY: 'k',
      } as const;
      const fetch = async () => new Response('{"ok":false,"message":"余额不足"}', { status: 200 });
      await withOtherApp(app, { env: sms, fetch }, async (failing) => {
        const phone = api.newPhone();
        const res = await failing.inject({
          method: 'POST',
          url: '/api/v1/auth/sms',
          payload: { phone, purpose: 'register' },
        });
        expectError(res, 503, '短信发送失败，请稍后再试');
        expect(await app.db.select().from(smsCodes).where(eq(smsCodes.phone, phone))).toHaveLength(0);
      });
    });
  });

  describe('registration', () => {
    it('registers a member with an argon2id password hash and logs in', async () => {
      const { phone, body, token } = await api.registerMember();
      expect(body).toMatchObject({ code: 200, msg: '注册成功' });
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(Date.parse(body.expiresAt) - now().getTime()).toBeGreaterThan(11.9 * HOUR);
      expect(Date.parse(body.expiresAt) - now().getTime()).toBeLessThanOrEqual(12 * HOUR);
      expect(body.data).toMatchObject({
        phone: `${phone.slice(0, 3)}****${phone.slice(7)}`,
        isMember: true,
        role: 'passenger',
        name: null,
        certNo: null,
      });
      expect(body.data.memberNo).toMatch(/^JC\d{10}$/);
      const [row] = await app.db.select().from(users).where(eq(users.phone, phone));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row!.passwordHash).not.toContain('Passw0rd2026');
      const info = await userInfo(token);
      expect(info.statusCode).toBe(200);
      expect(info.json().data.memberNo).toBe(body.data.memberNo);
    });

    it('offers a new member the welcome coupons, waiting to be claimed', async () => {
      const { token } = await api.registerMember();
      const waiting = await app.inject({
        method: 'POST',
        url: '/api/v1/coupon/waiting',
        headers: { authorization: `Bearer ${token}` },
        payload: { type: 0 },
      });
      expect(waiting.statusCode).toBe(200);
      const names = waiting.json().data.map((c: { couponName: string }) => c.couponName);
      expect(names).toContain('新会员立减券');
    });

    it('checks the password strength and the agreement', async () => {
      const phone = api.newPhone();
      const weak = await register({ phone, password: 'abcdefgh' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().msg).toContain('密码需为8-20位，且同时包含字母和数字');
      const noAgree = await register({ phone, agree: false });
      expect(noAgree.statusCode).toBe(400);
      expect(noAgree.json().msg).toContain('请阅读并同意会员服务协议');
    });

    it('refuses a phone that is already registered', async () => {
      const res = await register({ phone: DEMO_ACCOUNTS.member.phone });
      expectError(res, 409, '该手机号已注册，请直接登录');
    });
  });

  describe('login', () => {
    /**
     * The 20 failed logins an address may make within 15 minutes, each with a new phone, sent by
     * `login` (given the try's payload and number); each answers 400.
     */
    async function failTwentyLogins(login: (payload: object, i: number) => ReturnType<typeof post>) {
      for (let i = 0; i < 20; i++) {
        const res = await login({ phone: api.newPhone('166'), password: 'Wrong2026x' }, i);
        expect(res.statusCode, `try ${i + 1}`).toBe(400);
      }
    }

    it('logs the demo member in with a password: masked info, 12-hour session', async () => {
      const res = await post('/api/v1/auth/login', {
        phone: DEMO_ACCOUNTS.member.phone,
        password: DEMO_ACCOUNTS.member.password,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({ code: 200, msg: '登录成功' });
      expect(Date.parse(body.expiresAt) - now().getTime()).toBeGreaterThan(11.9 * HOUR);
      expect(Date.parse(body.expiresAt) - now().getTime()).toBeLessThanOrEqual(12 * HOUR);
      expect(body.data).toMatchObject({
        phone: '138****8000',
        memberNo: 'JC1000000001',
        isMember: true,
        name: '张伟',
        gender: 'M',
        certType: '身份证',
        role: 'passenger',
      });
      expect(body.data.certNo).toMatch(/^1101\*{10}\d{3}[\dX]$/);
      expect(body.data.birthday.slice(5, 7)).toBe(chinaToday().slice(5, 7));
    });

    it('logs in with an SMS code', async () => {
      const phone = await memberSentLoginCode();
      expect(
        (await api.call({ method: 'GET', url: `/api/v1/dev/outbox?phone=${phone}&limit=1` })).json().data[0]
          .body,
      ).toContain('登录验证码');
      const res = await post('/api/v1/auth/login', { phone, code: await api.lastCode(phone) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ code: 200, msg: '登录成功', data: { isMember: true } });
      expect((await userInfo(res.json().token)).statusCode).toBe(200);
    });

    it('gives one answer for a wrong password and an unknown phone', async () => {
      const ip = { remoteAddress: '10.0.0.1' };
      const wrong = await post(
        '/api/v1/auth/login',
        { phone: DEMO_ACCOUNTS.member.phone, password: 'Wrong2026x' },
        ip,
      );
      const unknown = await post('/api/v1/auth/login', { phone: api.newPhone(), password: 'Wrong2026x' }, ip);
      const noPassword = await post(
        '/api/v1/auth/login',
        { phone: DEMO_ACCOUNTS.nonMember.phone, password: 'Wrong2026x' },
        ip,
      );
      for (const res of [wrong, unknown, noPassword]) {
        expectError(res, 400, '手机号或密码错误');
      }
      const neither = await post('/api/v1/auth/login', { phone: DEMO_ACCOUNTS.member.phone }, ip);
      expect(neither.json().msg).toContain('请输入密码或短信验证码');
    });

    it('remember me gives a 30-day session, otherwise 12 hours; expired tokens answer 401', async () => {
      const { phone, password } = await api.registerMember();
      const short = (await post('/api/v1/auth/login', { phone, password })).json();
      const long = (await post('/api/v1/auth/login', { phone, password, remember: true })).json();
      expect(Date.parse(long.expiresAt) - now().getTime()).toBeGreaterThan(29.9 * DAY);
      expect(Date.parse(long.expiresAt) - now().getTime()).toBeLessThanOrEqual(30 * DAY);

      clockAfterStart(11 * HOUR);
      expect((await userInfo(short.token)).statusCode).toBe(200);
      clockAfterStart(12 * HOUR + S);
      const expired = await userInfo(short.token);
      expectError(expired, 401, '请先登录');
      expect((await userInfo(long.token)).statusCode).toBe(200);
      clockAfterStart(30 * DAY + S);
      expectError(await userInfo(long.token), 401, '请先登录');
    });

    it('refuses the next try after 5 failures for a phone within 15 minutes', async () => {
      clockAtNoonPlus(0);
      const { phone, password } = await api.registerMember();
      const ip = { remoteAddress: '10.0.1.1' };
      for (let i = 0; i < 5; i++) {
        const res = await post('/api/v1/auth/login', { phone, password: `Wrong${i}2026` }, ip);
        expect(res.json().msg, `try ${i + 1}`).toBe('手机号或密码错误');
      }
      const blocked = await post('/api/v1/auth/login', { phone, password }, { remoteAddress: '10.0.1.2' });
      expectError(blocked, 429, '登录尝试过于频繁，请15分钟后再试');
      clockAtNoonPlus(10 * MIN);
      expect((await post('/api/v1/auth/login', { phone, password }, ip)).statusCode).toBe(429);
      // another phone from the same address is not held back
      expect((await post('/api/v1/auth/login', DEMO_ACCOUNTS.operator, ip)).statusCode).toBe(200);
      clockAtNoonPlus(16 * MIN);
      const ok = await post('/api/v1/auth/login', { phone, password }, ip);
      expect(ok.statusCode).toBe(200);
      // success clears the phone's failures
      expect(await app.db.select().from(loginFailures).where(eq(loginFailures.phone, phone))).toHaveLength(0);
    });

    it('refuses an address after 20 failures within 15 minutes, whatever the phones', async () => {
      clockAtNoonPlus(0);
      const ip = { remoteAddress: '10.0.2.1' };
      await failTwentyLogins((payload) => post('/api/v1/auth/login', payload, ip));
      const blocked = await post('/api/v1/auth/login', DEMO_ACCOUNTS.operator, ip);
      expectError(blocked, 429, '登录尝试过于频繁，请15分钟后再试');
      expect(
        (await post('/api/v1/auth/login', DEMO_ACCOUNTS.operator, { remoteAddress: '10.0.2.2' })).statusCode,
      ).toBe(200);
      clockAtNoonPlus(16 * MIN);
      expect((await post('/api/v1/auth/login', DEMO_ACCOUNTS.operator, ip)).statusCode).toBe(200);
    });

    it('believes no X-Forwarded-For by default: a forged header does not escape the address limit', async () => {
      clockAtNoonPlus(0);
      const ip = { remoteAddress: '10.0.4.1' };
      await failTwentyLogins((payload, i) =>
        post('/api/v1/auth/login', payload, { ...ip, headers: { 'x-forwarded-for': `203.0.113.${i + 1}` } }),
      );
      const forged = await post('/api/v1/auth/login', DEMO_ACCOUNTS.operator, {
        ...ip,
        headers: { 'x-forwarded-for': '198.51.100.77' },
      });
      expect(forged.statusCode).toBe(429);
    });

    it('believes the configured proxy (TRUST_PROXY) about the client behind it', async () => {
      clockAtNoonPlus(0);
      await withOtherApp(app, { env: { TRUST_PROXY: '10.0.5.1' } }, async (behindProxy) => {
        /** A login through the proxy on behalf of `client`. */
        const loginFrom = (client: string, payload: object) =>
          behindProxy.inject({
            method: 'POST',
            url: '/api/v1/auth/login',
            payload,
            remoteAddress: '10.0.5.1',
            headers: { 'x-forwarded-for': client },
          });
        await failTwentyLogins((payload) => loginFrom('203.0.113.9', payload));
        expect((await loginFrom('203.0.113.9', DEMO_ACCOUNTS.operator)).statusCode).toBe(429);
        expect((await loginFrom('203.0.113.10', DEMO_ACCOUNTS.operator)).statusCode).toBe(200);
      });
    });

    it('counts wrong SMS codes as login failures too', async () => {
      const phone = await memberSentLoginCode();
      const code = await api.lastCode(phone);
      const wrong = code === '000000' ? '111111' : '000000';
      await post('/api/v1/auth/login', { phone, code: wrong }, { remoteAddress: '10.0.3.1' });
      expect(await app.db.select().from(loginFailures).where(eq(loginFailures.phone, phone))).toHaveLength(1);
    });

    it('logs the operator in with the operator role', async () => {
      const res = await post('/api/v1/auth/login', DEMO_ACCOUNTS.operator);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ role: 'operator', isMember: true, phone: '137****7000' });
    });
  });

  describe('logout', () => {
    it('revokes the caller’s session only; revoked tokens answer 401 请先登录', async () => {
      const { phone, password, token: first } = await api.registerMember();
      const second = (await post('/api/v1/auth/login', { phone, password })).json().token as string;
      const res = await authed(first, '/api/v1/auth/logout');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ code: 200, msg: '已退出登录', data: null });
      for (const url of ['/api/v1/user/info', '/api/v1/user/profile', '/api/v1/auth/logout']) {
        const after = await authed(first, url);
        expectError(after, 401, '请先登录', url);
      }
      expect((await userInfo(second)).statusCode).toBe(200);
    });

    it('logs out everywhere with all: true', async () => {
      const { phone, password, token: first } = await api.registerMember();
      const second = (await post('/api/v1/auth/login', { phone, password })).json().token as string;
      expect((await authed(first, '/api/v1/auth/logout', { all: true })).statusCode).toBe(200);
      expect((await userInfo(second)).statusCode).toBe(401);
    });

    it('needs a token', async () => {
      const res = await post('/api/v1/auth/logout', {});
      expect(res.statusCode).toBe(401);
      expect(
        (await post('/api/v1/user/info', {}, { headers: { authorization: 'Bearer nonsense' } })).statusCode,
      ).toBe(401);
    });
  });

  describe('user info and profile', () => {
    it('masks the phone and certificate number in user info, shows them to the owner in the profile', async () => {
      const { token } = (await createUser(app, {
        name: '李娜',
        gender: 'F',
        birthday: '1990-03-07',
        certType: '身份证',
        certNo: demoIdCard('110105', '1990-03-07', '002'),
      })) as { token: string };
      const info = (await userInfo(token)).json().data;
      const certNo = demoIdCard('110105', '1990-03-07', '002');
      expect(info.certNo).toBe(`1101**********${certNo.slice(-4)}`);
      expect(info.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
      const profile = (await authed(token, '/api/v1/user/profile')).json().data;
      expect(profile.certNo).toBe(certNo);
      expect(profile.phone).toBe(info.phone);
      expect(Object.keys(info).sort()).toEqual([
        'birthday',
        'certNo',
        'certType',
        'email',
        'gender',
        'id',
        'isMember',
        'memberNo',
        'name',
        'phone',
        'role',
      ]);
    });

    it('answers a non-member with 403 and the complete-your-info message; completing the profile makes a member', async () => {
      const { token } = await createUser(app, { memberNo: null });
      const info = await userInfo(token);
      expectError(info, 403, NOT_MEMBER);

      const profile = await authed(token, '/api/v1/user/profile');
      expect(profile.statusCode).toBe(200);
      expect(profile.json().data).toMatchObject({ isMember: false, memberNo: null });

      const form = {
        name: '王小林',
        gender: 'M',
        birthday: '1995-06-18',
        certType: '身份证',
        certNo: demoIdCard('110105', '1995-06-18', '001'),
        email: 'xiaolin@example.com',
      };
      expect(checkIdCard(form.certNo)).toBeNull();
      const badCheck = `${form.certNo.slice(0, 17)}${form.certNo.endsWith('1') ? '2' : '1'}`;
      const cases: [object, string][] = [
        [{ certNo: badCheck }, '身份证号码校验位不正确，请核对后重新输入'],
        [{ birthday: '1995-06-19' }, '出生日期与身份证号码不一致'],
        [{ name: 'Wang小林' }, '乘机人姓名需全英文或全中文！'],
        [{ name: '王' }, '乘机人中文姓名需2-12位！'],
        [{ certType: '护照', certNo: 'E1' }, '护照号码需为5-17位字母或数字'],
        [{ birthday: '2999-01-01' }, '出生日期不能晚于今天'],
        [{ email: 'not-an-email' }, '请输入正确的电子邮箱'],
      ];
      for (const [change, msg] of cases) {
        const res = await authed(token, '/api/v1/user/profile/update', { ...form, ...change });
        expect(res.statusCode, msg).toBe(400);
        expect(res.json().msg).toContain(msg);
      }
      expect((await userInfo(token)).statusCode).toBe(403);

      const saved = await authed(token, '/api/v1/user/profile/update', form);
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        code: 200,
        msg: '个人信息已保存，您已成为锦程航空会员',
        data: { ...form, isMember: true },
      });
      const memberNo = saved.json().data.memberNo;
      expect(memberNo).toMatch(/^JC\d{10}$/);
      const nowInfo = await userInfo(token);
      expect(nowInfo.statusCode).toBe(200);
      expect(nowInfo.json().data).toMatchObject({
        isMember: true,
        memberNo,
        certNo: `1101**********${form.certNo.slice(-4)}`,
      });

      // editing again keeps the membership number
      const again = await authed(token, '/api/v1/user/profile/update', { ...form, email: '' });
      expect(again.json()).toMatchObject({ msg: '个人信息已保存', data: { memberNo, email: null } });
    });

    it('needs a token', async () => {
      for (const url of ['/api/v1/user/info', '/api/v1/user/profile', '/api/v1/user/profile/update']) {
        const res = await post(url, {});
        expectError(res, 401, '请先登录', url);
      }
    });
  });

  describe('demo accounts', () => {
    it('seeds a member with a birthday this month, a messaging-app non-member and an operator, idempotently', async () => {
      const before = await app.db.select().from(users);
      await seedAccounts(app.db);
      expect(await app.db.select().from(users)).toHaveLength(before.length);
      const byPhone = new Map(before.map((u) => [u.phone, u]));
      const member = byPhone.get('13800138000')!;
      expect(member).toMatchObject({ name: '张伟', memberNo: 'JC1000000001', role: 'passenger' });
      expect(member.birthday!.slice(5, 7)).toBe(chinaToday().slice(5, 7));
      expect(checkIdCard(member.certNo!, { birthday: member.birthday! })).toBeNull();
      expect(byPhone.get('13900139000')).toMatchObject({ memberNo: null, passwordHash: null });
      expect(byPhone.get('13700137000')).toMatchObject({ role: 'operator' });
    });
  });

  it('never answers with a password hash or a token other than the caller’s own', () => {
    api.expectNoLeaks();
  });
});
