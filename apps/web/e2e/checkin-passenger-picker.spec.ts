import { expect, test, type Page } from './support/test';
import { addPassengerViaApi, idCard, registerViaApi, useToken, yearsAgo } from './support/accounts';
import { expectOnlyToast, toasts } from './support/home';

/**
 * docs/rules.md: a logged-in passenger's check-in form offers 选择乘机人 from
 * the saved passengers (currentPage 1, limit 500). Nothing chosen gives 请选择乘机人！, infants
 * cannot be chosen, only one passenger can be, and an account without any gets
 * 您的账号暂时没有乘机人，请到个人中心常用乘机人中添加！
 */

async function openCheckIn(page: Page) {
  await page.goto('/');
  await page.getByRole('tab', { name: '行程服务' }).click();
  await page.locator('.ant-segmented').getByText('在线值机').click();
  await expect(page.getByTestId('checkin-name')).toBeVisible();
}

const waitForToastsToGo = (page: Page) => expect(toasts(page)).toHaveCount(0, { timeout: 8_000 });

test.use({ homePopups: false });

test('pick one saved passenger: none chosen, infant refused, one at a time, form filled', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { token } = await registerViaApi(request);
  const adultBirthday = '1985-06-20';
  const adult = {
    name: '王小明',
    certType: '身份证',
    certNo: idCard(adultBirthday, '517'),
    birthday: adultBirthday,
    phone: '13612345678',
  };
  await addPassengerViaApi(request, token, adult);
  await addPassengerViaApi(request, token, {
    name: 'LI/SIQI',
    certType: '护照',
    certNo: 'E20160302',
    birthday: yearsAgo(8),
  });
  await addPassengerViaApi(request, token, {
    name: '王宝宝',
    certType: '护照',
    certNo: 'E99887766',
    birthday: yearsAgo(1),
  });

  await useToken(page, token);
  await openCheckIn(page);
  const list = page.waitForRequest('**/api/v1/passenger/list');
  await page.getByTestId('checkin-pick-passenger').click();
  expect((await list).postDataJSON()).toEqual({ currentPage: 1, limit: 500 });

  const picker = page.getByTestId('checkin-passenger-picker').getByRole('dialog', { name: '选择乘机人' });
  await expect(picker).toBeVisible();
  const options = picker.getByRole('radio');
  await expect(options).toHaveCount(3);
  // Listed masked, each with its type.
  const adultRow = options.filter({ hasText: adult.name });
  await expect(adultRow).toContainText('1101**********');
  await expect(adultRow).toContainText('成人');
  await expect(options.filter({ hasText: 'LI/SIQI' })).toContainText('儿童');
  const infantRow = options.filter({ hasText: '王宝宝' });
  await expect(infantRow).toContainText('婴儿');
  await expect(infantRow).toHaveAttribute('aria-disabled', 'true');

  await test.step('confirming with nobody chosen', async () => {
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await expectOnlyToast(page, '请选择乘机人！');
    await expect(picker).toBeVisible();
    await waitForToastsToGo(page);
  });

  await test.step('an infant is shown but cannot be chosen', async () => {
    // aria-disabled, so Playwright would wait for it to be enabled; a passenger can still tap it.
    await infantRow.click({ force: true });
    await expectOnlyToast(page, '婴儿乘机人不能选择！');
    await expect(infantRow).toHaveAttribute('aria-checked', 'false');
    await waitForToastsToGo(page);
  });

  await test.step('only one passenger is chosen at a time', async () => {
    await options.filter({ hasText: 'LI/SIQI' }).click();
    await expect(options.filter({ hasText: 'LI/SIQI' })).toHaveAttribute('aria-checked', 'true');
    await adultRow.click();
    await expect(adultRow).toHaveAttribute('aria-checked', 'true');
    await expect(picker.locator('[aria-checked="true"]')).toHaveCount(1);
  });

  await test.step('the chosen passenger fills name, full certificate number and phone', async () => {
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await expect(picker).toBeHidden();
    await expect(page.getByTestId('checkin-name')).toHaveValue(adult.name);
    await expect(page.getByTestId('checkin-certNo')).toHaveValue(adult.certNo);
    await expect(page.getByTestId('checkin-phone')).toHaveValue(adult.phone);
    await expect(page.getByTestId('checkin-flightNo')).toHaveValue('');
  });
});

test('an account without saved passengers is told where to add them', async ({ page, request }) => {
  const { token } = await registerViaApi(request);
  await useToken(page, token);
  await openCheckIn(page);
  await page.getByTestId('checkin-pick-passenger').click();
  await expectOnlyToast(page, '您的账号暂时没有乘机人，请到个人中心常用乘机人中添加！');
  await expect(page.getByRole('dialog', { name: '选择乘机人' })).toHaveCount(0);
});

test('a visitor has no passenger picker', async ({ page }) => {
  await openCheckIn(page);
  await expect(page.getByTestId('checkin-pick-passenger')).toHaveCount(0);
});
