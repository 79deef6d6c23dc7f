import { expect, test } from './support/test';
import { DEMO_NON_MEMBER, idCard, masked, openWechatSandbox } from './support/accounts';

/**
 * docs/rules.md: the seeded messaging-app identity 旅客小林 is bound to an account that
 * is not a member. After the login, user info says so and the non-member dialog offers 前往注册,
 * which replaces the home page with /personalInfo; completing it makes a member.
 * (Needs the fresh database the test run starts with: afterwards 旅客小林 is a member.)
 */

test.use({ homePopups: false });

test('旅客小林 sees the non-member dialog, and 前往注册 → /personalInfo makes a member', async ({ page }) => {
  test.setTimeout(60_000);
  await openWechatSandbox(page);
  await page.getByRole('button', { name: new RegExp(DEMO_NON_MEMBER.nickname) }).click();

  const dialog = page.getByTestId('non-member-dialog').getByRole('dialog');
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await expect(page).toHaveURL('/');
  await expect(
    page.getByTestId('site-header').getByRole('button', { name: masked(DEMO_NON_MEMBER.phone) }),
  ).toBeVisible();
  // The server's words: not yet a member, complete personal info in the personal centre, gifts.
  await expect(dialog.getByTestId('non-member-message')).toHaveText(
    '您还不是锦程航空会员，请前往个人中心完善个人信息，注册即送好礼！',
  );
  await expect(dialog.locator('.ant-modal-footer').getByRole('button')).toHaveText(['前往注册']);
  await dialog.getByRole('button', { name: '前往注册' }).click();

  await expect(page).toHaveURL('/personalInfo');
  await expect(page.getByTestId('non-member-alert')).toBeVisible();
  await expect(page.getByTestId('member-no')).toHaveText('尚未开通');

  // The shared rules' messages show before anything is sent.
  await page.getByTestId('info-submit').click();
  await expect(page.getByText('请输入乘机人姓名！')).toBeVisible();
  await expect(page.getByText('请选择性别')).toBeVisible();
  await expect(page.getByText('请选择出生日期')).toBeVisible();

  const birthday = '1992-03-15';
  await page.getByTestId('info-name').fill('林小');
  await page.getByTestId('info-gender').getByText('女').click();
  await page.getByTestId('info-birthday').fill(birthday);
  await page.getByTestId('info-birthday').press('Enter');
  await page.getByTestId('info-cert-no').fill(`${idCard(birthday).slice(0, 17)}0`);
  await page.getByTestId('info-email').fill('xiaolin@example.com');
  await page.getByTestId('info-submit').click();
  await expect(page.getByText('身份证号码校验位不正确，请核对后重新输入')).toBeVisible();

  await page.getByTestId('info-cert-no').fill(idCard(birthday));
  await page.getByTestId('info-submit').click();
  const welcome = page.getByTestId('member-welcome');
  await expect(welcome).toContainText('恭喜您成为锦程航空会员');
  await expect(welcome).toContainText(/JC\d{10}/);
  await expect(page.getByTestId('member-no')).toHaveText(/^JC\d{10}$/);
  await expect(page.getByTestId('site-header').getByRole('button', { name: '林小' })).toBeVisible();

  // A member now: the home page no longer shows the dialog.
  const info = page.waitForResponse('**/api/v1/user/info');
  await page.goto('/');
  expect((await info).status()).toBe(200);
  await expect(page.getByTestId('member-signup')).toHaveCount(0);
  await expect(page.getByTestId('service-shortcuts')).toBeVisible();
  await expect(page.getByTestId('non-member-dialog').getByRole('dialog')).toHaveCount(0);
});
