import { maskCertNo } from '@jc/shared/rules/account';
import { expect, test, type Page } from './support/test';
import { idCard, registerViaApi, signedInViaApi, useToken } from './support/accounts';
import { toasts } from './support/home';

/**
 * The personal centre's lists and navigation: coupons waiting for the member are claimed from
 * 我的优惠券 (not only from the home pop-up), the phone menu and tabs reach every member page,
 * 我的退票 has the member lists' empty state, and 个人信息 shows the ID number masked.
 * Each test is a newly registered member (its welcome coupon waits), so that the seeded member's
 * birthday coupons stay for birthday-coupons.spec.ts. The home page's pop-ups are not stubbed: the
 * coupons' waiting list is what 我的优惠券 shows.
 */

/** The personal centre's pages, in the order of its side menu. */
const MEMBER_PAGES = ['个人信息', '常用乘机人', '我的优惠券', '我的订单', '我的退票', '我的升舱'];

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('a waiting coupon is claimed from 我的优惠券 and joins 未使用', async ({ page, request }) => {
  await signedInViaApi(page, request);
  await page.goto('/couponManage');
  await expect(page.getByRole('heading', { name: '我的优惠券', level: 1 })).toBeVisible();

  const waiting = page.getByTestId('coupons-waiting');
  await expect(waiting.getByRole('heading', { name: /待领取/ })).toBeVisible();
  const card = waiting.getByTestId('coupon-card').filter({ hasText: '新会员立减券' });
  await expect(card).toContainText('¥30');
  await expect(card).toContainText(/领取截止 \d{4}-\d{2}-\d{2}/);
  // Nothing held yet, but something waits: no "nothing here" empty state.
  await expect(page.getByText('暂无可用的优惠券')).toHaveCount(0);
  await expect(page.getByTestId('coupons-unused-note')).toBeVisible();

  const claim = card.getByRole('button', { name: '领取新会员立减券' });
  await test.step('code 101 shows its msg and asks for 待领取 again', async () => {
    await page.route('**/api/v1/coupon/claim', (route) =>
      route.fulfill({ status: 409, json: { code: 101, msg: '优惠券已领取或已领完' } }),
    );
    const again = page.waitForRequest('**/api/v1/coupon/waiting');
    await claim.click();
    await expect(toasts(page).filter({ hasText: '优惠券已领取或已领完' })).toBeVisible();
    await again;
    await page.unroute('**/api/v1/coupon/claim');
  });

  const claimed = page.waitForRequest('**/api/v1/coupon/claim');
  await claim.click();
  expect(((await claimed).postDataJSON() as { ids: number[] }).ids).toHaveLength(1);
  await expect(toasts(page).filter({ hasText: '领取成功' })).toBeVisible();

  await expect(waiting).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /未使用/ })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tab', { name: /未使用/ })).toContainText('1');
  const unused = page.getByTestId('coupons-unused').getByTestId('coupon-card');
  await expect(unused).toHaveCount(1);
  await expect(unused).toContainText('新会员立减券');
  await expect(unused).toContainText(/有效期至 \d{4}-\d{2}-\d{2}/);

  // Asked again, nothing waits any more and the coupon is held.
  await page.reload();
  await expect(page.getByTestId('coupons-unused').getByTestId('coupon-card')).toHaveCount(1);
  await expect(page.getByTestId('coupons-waiting')).toHaveCount(0);
});

test('with nothing waiting and nothing held, 未使用 shows the empty state', async ({ page, request }) => {
  const { token } = await registerViaApi(request);
  // The new member's welcome coupon is answered away: nothing waits.
  await page.route('**/api/v1/coupon/waiting', (route) =>
    route.fulfill({ json: { code: 200, msg: '操作成功', data: [] } }),
  );
  await useToken(page, token);
  await page.goto('/couponManage');
  const empty = page.getByTestId('coupons-empty-unused');
  await expect(empty.getByText('暂无可用的优惠券')).toBeVisible();
  await expect(empty.locator('.ant-empty-image')).toBeVisible();
  await expect(page.getByTestId('coupons-waiting')).toHaveCount(0);
  await expect(page.getByTestId('coupons-unused-note')).toHaveCount(0);
});

test.describe('phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the menu lists every member page, 我的退票 and 我的升舱 among them', async ({ page, request }) => {
    await signedInViaApi(page, request);
    await page.goto('/personalInfo');
    await expect(page.getByRole('heading', { name: '个人信息', level: 1 })).toBeVisible();

    await page.getByTestId('nav-menu-button').click();
    const account = page.getByTestId('drawer-account-nav');
    await expect(account).toBeVisible();
    // 我的订单 is among the main items above.
    await expect(account.getByRole('link')).toHaveText(MEMBER_PAGES.filter((p) => p !== '我的订单'));
    await expect(page.getByTestId('drawer-nav').getByRole('link', { name: '我的订单' })).toBeVisible();

    await account.getByRole('link', { name: '我的升舱' }).click();
    await expect(page).toHaveURL('/upgrades');
    await expect(page.getByRole('heading', { name: '我的升舱', level: 1 })).toBeVisible();

    await page.getByTestId('nav-menu-button').click();
    await page.getByTestId('drawer-account-nav').getByRole('link', { name: '我的退票' }).click();
    await expect(page).toHaveURL('/refunds');
    await expect(page.getByRole('heading', { name: '我的退票', level: 1 })).toBeVisible();
  });

  test('the section tabs scroll with the current one in view and a faded edge', async ({ page, request }) => {
    await signedInViaApi(page, request);
    await page.goto('/refunds');
    const tabs = page.getByTestId('member-tabs');
    await expect(tabs.getByRole('link')).toHaveText(MEMBER_PAGES);
    const active = tabs.getByRole('link', { name: '我的退票' });
    await expect(active).toHaveAttribute('aria-current', 'page');

    // The current tab lies wholly inside the strip, and the cut side fades.
    await expect
      .poll(async () => {
        const strip = (await tabs.boundingBox())!;
        const tab = (await active.boundingBox())!;
        return tab.x >= strip.x && tab.x + tab.width <= strip.x + strip.width;
      })
      .toBe(true);
    await expect(tabs).toHaveAttribute('data-more', /start|both/);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);

    // Scrolled back to the start, the faded edge moves to the end.
    await tabs.evaluate((el) => el.scrollTo({ left: 0 }));
    await expect(tabs).toHaveAttribute('data-more', 'end');
  });
});

test('我的退票 with no refunds shows the member lists’ illustrated empty state', async ({
  page,
  request,
}) => {
  await signedInViaApi(page, request);
  await page.goto('/refunds');
  const empty = page.getByTestId('refund-empty');
  await expect(empty).toBeVisible();
  await expect(empty.getByText('暂无退票记录')).toBeVisible();
  await expect(empty.locator('.ant-empty-image')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);

  await page.getByRole('tab', { name: '非自愿退票' }).click();
  const accident = page.getByTestId('accident-refund-list');
  await expect(accident.getByText('暂无非自愿退票申请')).toBeVisible();
  await expect(accident.locator('.ant-empty-image')).toBeVisible();
});

test('个人信息 shows the ID number masked, and in full only to edit it', async ({ page, request }) => {
  const { token } = await registerViaApi(request);
  const birthday = '1988-11-08';
  const certNo = idCard(birthday, '032');
  const saved = await request.post('/api/v1/user/profile/update', {
    data: { name: '林晓', gender: 'F', birthday, certType: '身份证', certNo, email: '' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();

  await useToken(page, token);
  await page.goto('/personalInfo');
  const masked = page.getByTestId('info-cert-no-masked');
  await expect(masked).toHaveValue(maskCertNo(certNo));
  await expect(masked).toHaveValue(/^1101\*{10}\d{3}[\dX]$/);
  await expect(page.getByTestId('info-cert-no')).toHaveCount(0);
  expect(await page.locator('body').innerText()).not.toContain(certNo);
  await expect(page.getByRole('textbox', { name: '证件号码' })).toHaveValue(maskCertNo(certNo));

  // 修改 opens the number in full, ready to edit; saving masks it again.
  await page.getByTestId('info-cert-no-edit').click();
  const input = page.getByTestId('info-cert-no');
  await expect(input).toHaveValue(certNo);
  await expect(input).toBeFocused();
  await page.getByTestId('info-submit').click();
  await expect(toasts(page).filter({ hasText: '个人信息已保存' })).toBeVisible();
  await expect(page.getByTestId('info-cert-no-masked')).toHaveValue(maskCertNo(certNo));
});
