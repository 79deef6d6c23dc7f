import type { AddressInfo } from 'node:net';
import { clockAfterStart } from '#test/clock';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { dbKind, withOtherApp, expectError } from '#test/helper';
import { users, wechatIdentities } from '../../db/schema';
import { DEMO_ACCOUNTS } from '../../db/seed/accounts';
import { now } from '../../lib/clock';
import { SANDBOX_WECHAT_APP } from '../../providers/identity';
import { accountsClient, clockAtNoonPlus, withAccountsApp } from '#test/support/accounts-client';

const MIN = 60_000;
const NOT_MEMBER = '您还不是锦程航空会员，请前往个人中心完善个人信息，注册即送好礼！';
const SITE = 'www.jincheng.test';

describe(`messaging-app login (${dbKind()})`, () => {
  let app: App;
  let api: ReturnType<typeof accountsClient>;
  withAccountsApp((opened) => ({ app, api } = opened));

  /** The site's authorize URL, as the Login page asks for it. */
  async function authorizeUrl(redirectUri = '/', target: App = app) {
    const res = await target.inject({
      method: 'POST',
      url: '/api/v1/auth/wechat/authorize-url',
      headers: { host: SITE },
      payload: { redirectUri },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.url as string;
  }

  /** The tester on the sandbox QR page: confirm as an identity (openid) or a new one (nickname). */
  async function scan(url: string, as: { openid: string } | { nickname: string }, provider: App = app) {
    const page = await provider.inject({
      method: 'GET',
      url: url.replace(/#.*$/, ''),
      headers: { host: SITE },
    });
    expect(page.statusCode, page.body).toBe(200);
    const q = new URL(url, `http://${SITE}`).searchParams;
    const form = new URLSearchParams({
      appid: q.get('appid')!,
      redirect_uri: q.get('redirect_uri')!,
      state: q.get('state')!,
      ...as,
    });
    const res = await provider.inject({
      method: 'POST',
      url: '/sandbox/wechat/connect/authorize',
      headers: { host: SITE, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
    });
    expect(res.statusCode, res.body).toBe(303);
    const back = new URL(res.headers.location as string);
    expect(back.searchParams.get('state')).toBe(q.get('state'));
    return { code: back.searchParams.get('code')!, back };
  }

  const wechatLogin = (code: string) =>
    api.post('/api/v1/auth/wechat/login', { authCode: encodeURIComponent(code) });
  /** Scans the site's QR code as an identity and logs in with the code; the login's answer body. */
  const scanAndLogin = async (as: { openid: string } | { nickname: string }) =>
    (await wechatLogin((await scan(await authorizeUrl(), as)).code)).json();
  /** Binds a phone to a bind ticket with the code the sandbox SMS gateway just sent it. */
  async function bindWithSms(bindTicket: string, phone: string) {
    expect((await api.sendSms(phone, 'bind')).statusCode).toBe(200);
    return api.post('/api/v1/auth/wechat/bind', { bindTicket, phone, code: await api.lastCode(phone) });
  }

  describe('authorize URL', () => {
    it('points at the sandbox QR page in the open platform’s shape, returning to this site', async () => {
      const url = await authorizeUrl('/?from=login');
      expect(url).toMatch(/^\/sandbox\/wechat\/connect\/qrconnect\?appid=wx7c2a0c9e5d8b4f31&redirect_uri=/);
      expect(url.endsWith('#wechat_redirect')).toBe(true);
      const q = new URL(url, 'http://x').searchParams;
      expect(q.get('appid')).toBe(SANDBOX_WECHAT_APP.appId);
      expect(q.get('redirect_uri')).toBe(`http://${SITE}/?from=login`);
      expect(q.get('response_type')).toBe('code');
      expect(q.get('scope')).toBe('snsapi_login');
      expect(q.get('state')).toMatch(/^[\w-]{16,}$/);
      expect(new URL(await authorizeUrl('/'), 'http://x').searchParams.get('state')).not.toBe(q.get('state'));
    });

    it('accepts only a path on this site', async () => {
      for (const redirectUri of [
        '//evil.example.com/',
        'https://evil.example.com/',
        'javascript:alert(1)',
        '/\\evil',
      ]) {
        const res = await api.post('/api/v1/auth/wechat/authorize-url', { redirectUri });
        expectError(res, 400, '登录回跳地址不正确', redirectUri);
      }
    });
  });

  describe('sandbox identity provider', () => {
    it('shows a QR login page with the existing identities and a form for a new one', async () => {
      const url = await authorizeUrl();
      const res = await app.inject({ method: 'GET', url: url.replace(/#.*$/, ''), headers: { host: SITE } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<title>微信登录</title>');
      expect(res.body).toContain('请使用微信扫描二维码登录');
      expect(res.body).toContain('“锦程航空”');
      expect(res.body).toContain('旅客小林');
      expect(res.body).toContain(`value="${DEMO_ACCOUNTS.nonMember.openId}"`);
      expect(res.body).toContain('name="nickname"');
      expect(res.body).toContain('<svg');
    });

    it('refuses a wrong app id, scope or a redirect to another site', async () => {
      const url = new URL((await authorizeUrl()).replace(/#.*$/, ''), 'http://x');
      const variants: [string, string, string][] = [
        ['appid', 'wx0000000000000000', 'AppID 参数错误'],
        ['scope', 'snsapi_userinfo', 'Scope 参数错误或没有 Scope 权限'],
        ['redirect_uri', 'https://evil.example.com/', 'redirect_uri 参数错误：域名与应用不一致'],
      ];
      for (const [key, value, msg] of variants) {
        const q = new URLSearchParams(url.search);
        q.set(key, value);
        const res = await app.inject({ method: 'GET', url: `${url.pathname}?${q}`, headers: { host: SITE } });
        expect(res.statusCode, key).toBe(400);
        expect(res.body).toContain(msg);
      }
    });

    it('escapes what a tester types', async () => {
      const url = await authorizeUrl();
      await scan(url, { nickname: '<img src=x>' });
      const page = await app.inject({ method: 'GET', url: url.replace(/#.*$/, ''), headers: { host: SITE } });
      expect(page.body).not.toContain('<img src=x>');
      expect(page.body).toContain('&lt;img src=x&gt;');
    });

    it('answers the token calls in the open platform’s shape, errors included', async () => {
      const { code } = await scan(await authorizeUrl(), { openid: DEMO_ACCOUNTS.nonMember.openId });
      const token = (query: Record<string, string>) =>
        app.inject({
          method: 'GET',
          url: `/sandbox/wechat/sns/oauth2/access_token?${new URLSearchParams(query)}`,
        });
      const good = { ...SANDBOX_WECHAT_APP, code, grant_type: 'authorization_code' };
      const base = { appid: good.appId, secret: good.appSecret, code, grant_type: good.grant_type };
      expect((await token({ ...base, secret: 'nope' })).json()).toEqual({
        errcode: 40125,
        errmsg: 'invalid appsecret',
      });
      expect((await token({ ...base, code: 'nope' })).json()).toEqual({
        errcode: 40029,
        errmsg: 'invalid code',
      });
      const first = (await token(base)).json();
      expect(first).toMatchObject({
        expires_in: 7200,
        openid: DEMO_ACCOUNTS.nonMember.openId,
        unionid: DEMO_ACCOUNTS.nonMember.unionId,
        scope: 'snsapi_login',
      });
      expect(first.access_token).toMatch(/^[\w-]{40,}$/);
      expect(first.refresh_token).toMatch(/^[\w-]{40,}$/);
      expect((await token(base)).json()).toEqual({ errcode: 40163, errmsg: 'code been used' });

      const info = (query: Record<string, string>) =>
        app.inject({ method: 'GET', url: `/sandbox/wechat/sns/userinfo?${new URLSearchParams(query)}` });
      expect((await info({ access_token: first.access_token, openid: first.openid })).json()).toMatchObject({
        openid: DEMO_ACCOUNTS.nonMember.openId,
        unionid: DEMO_ACCOUNTS.nonMember.unionId,
        nickname: '旅客小林',
      });
      expect((await info({ access_token: 'nope', openid: first.openid })).json().errcode).toBe(40001);
      expect((await info({ access_token: first.access_token, openid: 'other' })).json().errcode).toBe(40003);
      clockAfterStart(2 * 60 * MIN + 1000);
      expect((await info({ access_token: first.access_token, openid: first.openid })).json().errcode).toBe(
        42001,
      );
    });

    it('lets a code be used for 5 minutes only', async () => {
      const { code } = await scan(await authorizeUrl(), { openid: DEMO_ACCOUNTS.nonMember.openId });
      clockAfterStart(5 * MIN + 1000);
      const res = await wechatLogin(code);
      expectError(res, 400, '授权已失效，请重新扫码登录');
    });

    it('refuses a code that is no code (bad escapes, control characters, spaces) as an expired one', async () => {
      for (const authCode of ['%', '%00', 'abc%0Adef', '%E4%B8%AD', 'a b']) {
        const res = await wechatLogin(authCode);
        expectError(res, 400, '授权已失效，请重新扫码登录', authCode);
      }
    });
  });

  describe('login', () => {
    it('logs a bound identity in; a non-member then gets 403 from user info and becomes a member by completing the profile', async () => {
      const { code } = await scan(await authorizeUrl(), { openid: DEMO_ACCOUNTS.nonMember.openId });
      expect(code).toMatch(/^[\w-]{20,}$/);
      const res = await wechatLogin(code);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body).toMatchObject({
        code: 200,
        msg: '登录成功',
        data: {
          openId: DEMO_ACCOUNTS.nonMember.openId,
          unionId: DEMO_ACCOUNTS.nonMember.unionId,
          nickname: '旅客小林',
        },
      });
      expect(body.data.bindTicket).toBeUndefined();
      expect(body.token).toMatch(/^[\w-]{43}$/);
      expect(Date.parse(body.expiresAt)).toBeGreaterThan(now().getTime());

      const info = await api.authed(body.token, '/api/v1/user/info');
      expectError(info, 403, NOT_MEMBER);

      const saved = await api.authed(body.token, '/api/v1/user/profile/update', {
        name: '林晓',
        gender: 'F',
        birthday: '1996-02-29',
        certType: '护照',
        certNo: 'E12345678',
      });
      expect(saved.json()).toMatchObject({ code: 200, msg: '个人信息已保存，您已成为锦程航空会员' });
      const member = await api.authed(body.token, '/api/v1/user/info');
      expect(member.statusCode).toBe(200);
      expect(member.json().data).toMatchObject({ isMember: true, phone: '139****9000', certNo: 'E1*****78' });
    });

    it('gives an unbound identity only its ids and a bind ticket; binding a new phone creates a non-member and logs in', async () => {
      // Noon first: the SMS day limits then hold whatever the start instant, and the bind ticket is
      // issued on the same clock that later checks it.
      clockAtNoonPlus(0);
      const { code } = await scan(await authorizeUrl(), { nickname: '测试用户甲' });
      const res = await wechatLogin(code);
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg']);
      expect(res.body).not.toMatch(/token|expiresAt/);
      expect(body).toMatchObject({
        code: 200,
        msg: '请绑定手机号以完成登录',
        data: { nickname: '测试用户甲' },
      });
      expect(body.data.openId).toMatch(/^o[\w-]{27}$/);
      expect(body.data.unionId).toMatch(/^u[\w-]{27}$/);
      expect(body.data.bindTicket).toMatch(/^[\w-]{43}$/);
      const [stored] = await app.db
        .select()
        .from(wechatIdentities)
        .where(eq(wechatIdentities.openId, body.data.openId));
      expect(stored!.userId).toBeNull();
      expect(stored!.bindTicketHash).not.toBe(body.data.bindTicket);

      const phone = api.newPhone('177');
      expect((await api.sendSms(phone, 'bind')).statusCode).toBe(200);
      const smsCode = await api.lastCode(phone);
      const wrong = smsCode === '000000' ? '111111' : '000000';
      const bad = await api.post('/api/v1/auth/wechat/bind', {
        bindTicket: body.data.bindTicket,
        phone,
        code: wrong,
      });
      expectError(bad, 400, '验证码错误，还可尝试4次');

      const bound = await api.post('/api/v1/auth/wechat/bind', {
        bindTicket: body.data.bindTicket,
        phone,
        code: smsCode,
      });
      expect(bound.statusCode).toBe(200);
      expect(bound.json()).toMatchObject({
        code: 200,
        msg: '绑定成功',
        data: { isMember: false, memberNo: null, phone: `${phone.slice(0, 3)}****${phone.slice(7)}` },
      });
      const token = bound.json().token as string;
      expectError(await api.authed(token, '/api/v1/user/info'), 403, NOT_MEMBER);
      const [account] = await app.db.select().from(users).where(eq(users.phone, phone));
      expect(account).toMatchObject({ memberNo: null, passwordHash: null });

      // the ticket worked once
      clockAtNoonPlus(2 * MIN);
      const again = await bindWithSms(body.data.bindTicket, phone);
      expectError(again, 400, '绑定凭证已失效，请重新扫码登录');

      // next time the same identity logs straight in
      const next = await scanAndLogin({ openid: body.data.openId });
      expect(next).toMatchObject({ code: 200, msg: '登录成功', data: { openId: body.data.openId } });
      expect(next.token).toMatch(/^[\w-]{43}$/);
      expect(next.data.bindTicket).toBeUndefined();
    });

    it('binds an identity to an existing member', async () => {
      clockAtNoonPlus(0);
      const { phone } = await api.registerMember(api.newPhone('188'));
      const first = await scanAndLogin({ nickname: '会员本人' });
      clockAtNoonPlus(61_000);
      const bound = await bindWithSms(first.data.bindTicket, phone);
      expect(bound.json()).toMatchObject({ code: 200, data: { isMember: true } });
      expect((await api.authed(bound.json().token, '/api/v1/user/info')).statusCode).toBe(200);

      // a second identity cannot take the same phone
      const other = await scanAndLogin({ nickname: '另一个' });
      clockAtNoonPlus(122_000);
      const refused = await bindWithSms(other.data.bindTicket, phone);
      expectError(refused, 409, '该手机号已绑定其他微信账号');
    });

    it('lets a bind ticket live 10 minutes', async () => {
      clockAtNoonPlus(0);
      const first = await scanAndLogin({ nickname: '迟到的人' });
      clockAtNoonPlus(11 * MIN);
      const res = await bindWithSms(first.data.bindTicket, api.newPhone('177'));
      expectError(res, 400, '绑定凭证已失效，请重新扫码登录');
    });

    it('refuses a used, unknown or malformed code', async () => {
      const { code } = await scan(await authorizeUrl(), { openid: DEMO_ACCOUNTS.nonMember.openId });
      expect((await wechatLogin(code)).statusCode).toBe(200);
      for (const authCode of [encodeURIComponent(code), 'not-a-code', '%E0%A4%A']) {
        const res = await api.post('/api/v1/auth/wechat/login', { authCode });
        expectError(res, 400, '授权已失效，请重新扫码登录', authCode);
      }
    });
  });

  describe('configuration', () => {
    /** The site's authorize-url call on `site`, an app configured otherwise. */
    const authorize = (site: App) =>
      site.inject({
        method: 'POST',
        url: '/api/v1/auth/wechat/authorize-url',
        payload: { redirectUri: '/' },
      });

    it('talks to a provider over the network when WECHAT_API_BASE is set', async () => {
      // this app plays the provider on a real port; a second app on the same data is the site
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const env = {
        WECHAT_API_BASE: `http://127.0.0.1:${port}/sandbox/wechat`,
        WECHAT_AUTHORIZE_URL: `http://127.0.0.1:${port}/sandbox/wechat/connect/qrconnect`,
        WECHAT_APP_ID: SANDBOX_WECHAT_APP.appId,
        WECHAT_APP_SECRET: SANDBOX_WECHAT_APP.appSecret,
        SITE_ORIGIN: `http://${SITE}`,
      };
      await withOtherApp(app, { env }, async (site) => {
        const url = (await authorize(site)).json().data.url as string;
        expect(url.startsWith(`http://127.0.0.1:${port}/sandbox/wechat/connect/qrconnect?`)).toBe(true);
        const { code } = await scan(url.replace(`http://127.0.0.1:${port}`, ''), {
          openid: DEMO_ACCOUNTS.nonMember.openId,
        });
        const res = await site.inject({
          method: 'POST',
          url: '/api/v1/auth/wechat/login',
          payload: { authCode: encodeURIComponent(code) },
        });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json()).toMatchObject({ code: 200, data: { openId: DEMO_ACCOUNTS.nonMember.openId } });
        expect(res.json().token).toBeTruthy();
      });
    });

    it('answers 503 when the provider cannot be reached', async () => {
      const env = {
        WECHAT_API_BASE: 'https://api.weixin.example',
        WECHAT_APP_ID: 'wx1',
        WECHAT_APP_SECRET: 's',
      };
      const fetch = async () => {
        throw new TypeError('fetch failed');
      };
      await withOtherApp(app, { env, fetch }, async (site) => {
        const url = (await authorize(site)).json().data.url as string;
        expect(url.startsWith('https://open.weixin.qq.com/connect/qrconnect?appid=wx1&')).toBe(true);
        const res = await site.inject({
          method: 'POST',
          url: '/api/v1/auth/wechat/login',
          payload: { authCode: 'abc' },
        });
        expectError(res, 503, '微信登录服务暂不可用，请稍后再试');
      });
    });

    it('with SANDBOX off and no provider: no sandbox pages, and the login says it is not available', async () => {
      await withOtherApp(app, { env: { SANDBOX: false } }, async (site) => {
        for (const url of [
          '/dev/outbox',
          '/api/v1/dev/outbox',
          '/sandbox/wechat/connect/qrconnect?appid=x',
          '/sandbox/wechat/sns/userinfo',
        ]) {
          const res = await site.inject({ method: 'GET', url });
          expect(res.statusCode, url).toBe(404);
        }
        const res = await authorize(site);
        expectError(res, 503, '微信登录暂未开通');
      });
    });
  });
  it('never answers with a password hash or a token other than the caller’s own', () => {
    api.expectNoLeaks();
  });
});
