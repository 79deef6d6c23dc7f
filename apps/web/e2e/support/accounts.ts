import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { makeIdCardNumber } from '@jc/shared';
import { E2E_START } from './clock';

/** The seeded member (README): birthday in the month the database was seeded, so birthday coupons wait. */
export const DEMO_MEMBER = { phone: '13800138000', password: 'Jincheng2026', name: '张伟' } as const;
/** The seeded non-member messaging-app identity (README), bound to 13900139000. */
export const DEMO_NON_MEMBER = { nickname: '旅客小林', phone: '13900139000' } as const;

export const PASSWORD = 'Travel2026';

/** A mainland mobile number no other test uses: 166 and eight random digits. */
export const freshPhone = () => `166${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

/** 138****5678, as the site shows a phone. */
export const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;

interface OutboxRow {
  id: number;
  code: string | null;
}

async function outbox(request: APIRequestContext, phone: string): Promise<OutboxRow[]> {
  const res = await request.get(`/api/v1/dev/outbox?phone=${phone}&channel=sms&limit=5`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data as OutboxRow[];
}

/** The id of the newest SMS sent to a phone so far (0 for none), to tell the next one apart. */
export async function lastSmsId(request: APIRequestContext, phone: string): Promise<number> {
  return (await outbox(request, phone))[0]?.id ?? 0;
}

/** The verification code of the first SMS sent to `phone` after `afterId`, read from the sandbox outbox. */
export async function smsCodeAfter(request: APIRequestContext, phone: string, afterId: number) {
  let code: string | null = null;
  await expect
    .poll(async () => {
      const newest = (await outbox(request, phone))[0];
      code = newest && newest.id > afterId ? newest.code : null;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

/** Registers a member through the API (as the Register page would) and returns its phone and token. */
export async function registerViaApi(request: APIRequestContext) {
  const phone = freshPhone();
  const before = await lastSmsId(request, phone);
  const sent = await request.post('/api/v1/auth/sms', { data: { phone, purpose: 'register' } });
  expect(sent.ok()).toBeTruthy();
  const code = await smsCodeAfter(request, phone, before);
  const res = await request.post('/api/v1/auth/register', {
    data: { phone, code, password: PASSWORD, agree: true },
  });
  expect(res.ok()).toBeTruthy();
  const { token } = (await res.json()) as { token: string };
  return { phone, password: PASSWORD, token };
}

/** A 30-day session (记住我) for an account: it outlives a test that moves the clock by days. */
export async function loginViaApi(request: APIRequestContext, phone: string, password: string) {
  const res = await request.post('/api/v1/auth/login', { data: { phone, password, remember: true } });
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { token: string }).token;
}

export interface PassengerSeed {
  name: string;
  certType: string;
  certNo: string;
  birthday: string;
  phone?: string;
}

export async function addPassengerViaApi(
  request: APIRequestContext,
  token: string,
  passenger: PassengerSeed,
) {
  const res = await request.post('/api/v1/passenger/add', {
    data: passenger,
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
}

/** Starts every page of this test logged in with `token` (docs/rules.md: a stored token). */
export async function useToken(page: Page, token: string) {
  await page.addInitScript((value) => localStorage.setItem('token', value), token);
}

/** A new account, signed in on the page (`useToken`) before its first load. */
export async function signedInViaApi(page: Page, request: APIRequestContext) {
  const account = await registerViaApi(request);
  await useToken(page, account.token);
  return account;
}

/** A resident ID number with a correct check character for a birth date (YYYY-MM-DD). */
export const idCard = (birthday: string, sequence = '123', area = '110101') =>
  makeIdCardNumber(birthday, sequence, area);

/** A calendar date `years` years before today in Shanghai, YYYY-MM-DD. */
export function yearsAgo(years: number, days = 0) {
  const now = new Date(E2E_START.getTime() + 8 * 3600_000);
  now.setUTCFullYear(now.getUTCFullYear() - years);
  now.setUTCDate(now.getUTCDate() - days);
  return now.toISOString().slice(0, 10);
}

/** Goes through the sandbox messaging-app QR page from /Login's 微信登录 tab. */
export async function openWechatSandbox(page: Page) {
  await page.goto('/Login');
  await page.getByRole('tab', { name: '微信登录' }).click();
  const go = page.getByTestId('wechat-login');
  await expect(go).toHaveAttribute('href', /\/sandbox\/wechat\/connect\/qrconnect\?/);
  await go.click();
  await expect(page).toHaveURL(/\/sandbox\/wechat\/connect\/qrconnect\?/);
  await expect(page.getByRole('heading', { name: '微信登录' })).toBeVisible();
}
