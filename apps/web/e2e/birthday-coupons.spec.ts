import { expect, test, type Route } from './support/test';
import { DEMO_MEMBER } from './support/accounts';
import { expectOnlyToast, toasts } from './support/home';

/**
 * docs/rules.md: the seeded member 张伟 (birthday this month) logs in; on the home
 * page the activity pop-up and the announcement come first, then the waiting coupons (argument 0)
 * in a dialog. 一键领取 handles code 101 (msg, waiting list asked again), other codes (msg) and a
 * failed call (its msg); code 200 says 领取成功 and opens /couponManage.
 * (Needs the fresh database the test run starts with: the birthday coupons are claimed once a year.)
 */

const POPUP_WAIT = { timeout: 10_000 };

test('the birthday coupons follow the pop-ups and are claimed into /couponManage', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/Login');
  await page.getByTestId('login-phone').fill(DEMO_MEMBER.phone);
  await page.getByTestId('login-password').fill(DEMO_MEMBER.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL('/');

  const coupons = page.getByTestId('coupon-dialog').getByRole('dialog');

  await test.step('the activity pop-up and the announcement come first', async () => {
    const activity = page.getByTestId('activity-popup');
    await expect(activity).toBeVisible(POPUP_WAIT);
    await expect(coupons).toHaveCount(0);
    await page.getByTestId('activity-popup').getByRole('button', { name: '关闭活动弹窗' }).click();
    const announcement = page.getByTestId('announcement-popup');
    await expect(announcement).toBeVisible(POPUP_WAIT);
    await expect(coupons).toHaveCount(0);
    await announcement.getByRole('button', { name: '我知道了' }).click();
  });

  await test.step('then the waiting coupons: name, amount, threshold, deadline, instruction', async () => {
    await expect(coupons).toBeVisible(POPUP_WAIT);
    await expect(coupons).toContainText(`生日快乐，${DEMO_MEMBER.name}！`);
    const cards = coupons.getByTestId('coupon-card');
    await expect(cards).toHaveCount(2);
    const fixed = cards.filter({ hasText: '生日专享立减券' });
    await expect(fixed).toContainText('¥100');
    await expect(fixed).toContainText('无门槛');
    await expect(fixed).toContainText(/领取截止 \d{4}-\d{2}-\d{2} 23:59/);
    await expect(fixed).toContainText('会员生日月专享');
    const discount = cards.filter({ hasText: '生日专享9.5折券' });
    await expect(discount).toContainText('9.5折');
    await expect(discount).toContainText('满¥500可用');
  });

  const claim = coupons.getByRole('button', { name: '一键领取' });
  // 一键领取 answered by `answer`: `message` is the one toast, gone before the next step.
  const claimRefused = async (answer: (route: Route) => Promise<void>, message: string) => {
    await page.route('**/api/v1/coupon/claim', answer);
    await claim.click();
    await expectOnlyToast(page, message);
    await page.unroute('**/api/v1/coupon/claim');
    await expect(toasts(page)).toHaveCount(0, { timeout: 8_000 });
  };

  await test.step('a failed call shows its message', () =>
    claimRefused((route) => route.abort('connectionrefused'), '网络连接失败，请检查网络后重试'));

  await test.step('another code shows its msg', () =>
    claimRefused(
      (route) => route.fulfill({ status: 503, json: { code: 503, msg: '优惠券服务繁忙，请稍后再试' } }),
      '优惠券服务繁忙，请稍后再试',
    ));

  await test.step('code 101 shows its msg and asks for the waiting coupons again', async () => {
    await page.route('**/api/v1/coupon/claim', (route) =>
      route.fulfill({ status: 409, json: { code: 101, msg: '优惠券已领取或已领完' } }),
    );
    const again = page.waitForRequest('**/api/v1/coupon/waiting');
    await claim.click();
    await expectOnlyToast(page, '优惠券已领取或已领完');
    expect((await again).postDataJSON()).toEqual({ type: 0 });
    await expect(coupons).toBeVisible();
    await page.unroute('**/api/v1/coupon/claim');
  });

  await test.step('code 200: 领取成功 and /couponManage lists them as unused', async () => {
    const sent = page.waitForRequest('**/api/v1/coupon/claim');
    await claim.click();
    expect(((await sent).postDataJSON() as { ids: number[] }).ids).toHaveLength(2);
    await expect(toasts(page).filter({ hasText: '领取成功' })).toBeVisible();
    await expect(page).toHaveURL('/couponManage');
    await expect(page.getByRole('heading', { name: '我的优惠券' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /未使用/ })).toHaveAttribute('aria-selected', 'true');
    const unused = page.getByTestId('coupons-unused').getByTestId('coupon-card');
    await expect(unused).toHaveCount(2);
    await expect(unused.filter({ hasText: '生日专享立减券' })).toContainText(/有效期至 \d{4}-\d{2}-\d{2}/);
    await page.getByRole('tab', { name: /已使用/ }).click();
    await expect(page.getByText('暂无已使用的优惠券')).toBeVisible();
  });

  await test.step('back on the home page nothing is waiting any more', async () => {
    const waiting = page.waitForResponse('**/api/v1/coupon/waiting');
    await page.goto('/');
    await page.getByTestId('activity-popup').getByRole('button', { name: '关闭活动弹窗' }).click(POPUP_WAIT);
    await page.getByTestId('announcement-popup').getByRole('button', { name: '我知道了' }).click(POPUP_WAIT);
    const body = (await (await waiting).json()) as { data: unknown[] };
    expect(body.data).toEqual([]);
    await expect(coupons).toHaveCount(0);
  });
});
