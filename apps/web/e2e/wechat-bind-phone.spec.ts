import { expect, test } from './support/test';
import { freshPhone, lastSmsId, masked, openWechatSandbox, smsCodeAfter } from './support/accounts';

/**
 * docs/rules.md, messaging-app login for an identity not bound yet: /Login's 微信登录
 * → the sandbox provider page (a new identity) → home with ?code → only openId and unionId come
 * back → BindPhone (replacing the home entry) → SMS code → logged in.
 */

test.use({ homePopups: false });

test('a new messaging-app identity binds a phone on BindPhone and is logged in', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const nickname = `测试${Math.random().toString(36).slice(2, 8)}`;
  const phone = freshPhone();

  await openWechatSandbox(page);
  const exchange = page.waitForRequest('**/api/v1/auth/wechat/login');
  await page.getByRole('textbox', { name: '新身份的微信昵称' }).fill(nickname);
  await page.getByRole('button', { name: '新建并确认登录' }).click();

  // The home page sends the provider's code encoded, then goes on to BindPhone in place of itself.
  const sent = (await exchange).postDataJSON() as { authCode: string };
  expect(sent.authCode).toMatch(/\S/);
  await expect(page).toHaveURL('/BindPhone');
  await expect(page.getByRole('heading', { name: '绑定手机号' })).toBeVisible();
  await expect(page.getByText(`微信用户「${nickname}」您好`)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  await page.getByTestId('bind-phone').fill(phone);
  const before = await lastSmsId(request, phone);
  await page.getByTestId('bind-send-code').click();
  const code = await smsCodeAfter(request, phone, before);
  await page.getByTestId('bind-code').fill(code);
  await page.getByTestId('bind-submit').click();

  await expect(page).toHaveURL('/');
  const header = page.getByTestId('site-header');
  await expect(header.getByRole('button', { name: masked(phone) })).toBeVisible();
  // A new phone makes a non-member account: the home page prompts to complete personal info.
  await expect(page.getByTestId('non-member-dialog').getByRole('dialog')).toBeVisible();

  // The bound identity now logs straight in, with no BindPhone step.
  await page.evaluate(() => localStorage.removeItem('token'));
  await openWechatSandbox(page);
  await page.getByRole('button', { name: new RegExp(nickname) }).click();
  await expect(page).toHaveURL('/');
  await expect(header.getByRole('button', { name: masked(phone) })).toBeVisible();
});

test('BindPhone without a bind ticket says so and leads back to Login', async ({ page }) => {
  await page.goto('/BindPhone');
  await expect(page.getByText('绑定凭证已失效，请重新扫码登录')).toBeVisible();
  await page.getByTestId('bind-login-again').click();
  await expect(page).toHaveURL('/Login');
});

test('an expired bind ticket shows the server message and a way to log in again', async ({
  page,
  request,
}) => {
  const phone = freshPhone();
  await page.route('**/api/v1/auth/wechat/login', (route) =>
    route.fulfill({
      json: {
        code: 200,
        msg: '请绑定手机号以完成登录',
        data: { openId: 'oE2eExpired', unionId: null, nickname: '过期测试', bindTicket: 'no-such-ticket' },
      },
    }),
  );
  await page.goto('/?code=e2e-code&state=e2e');
  await expect(page).toHaveURL('/BindPhone');
  await page.getByTestId('bind-phone').fill(phone);
  const before = await lastSmsId(request, phone);
  await page.getByTestId('bind-send-code').click();
  await page.getByTestId('bind-code').fill(await smsCodeAfter(request, phone, before));
  await page.getByTestId('bind-submit').click();
  await expect(page.getByText('绑定凭证已失效，请重新扫码登录')).toBeVisible();
  await expect(page.getByTestId('bind-login-again')).toHaveAttribute('href', '/Login');
});

test('a code the provider refuses shows the server message and leaves the home page clean', async ({
  page,
}) => {
  await page.goto('/?code=not-a-real-code&state=x&from=e2e');
  await expect(page.locator('.ant-message [role="alert"]')).toHaveText(['授权已失效，请重新扫码登录']);
  await expect(page).toHaveURL('/?from=e2e');
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
