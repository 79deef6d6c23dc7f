import { expect, test } from './support/test';
import { withoutHomePopups } from './support/home';

/**
 * The airline's information pages linked from the footer (docs/pages.md): each opens from the
 * footer with its title, and the baggage and fee figures come from the fares themselves.
 */

const FOOTER_PAGES = [
  { link: '公司简介', url: '/about', title: '公司简介' },
  { link: '客规', url: '/conditionsOfCarriage', title: '旅客运输总条件' },
  { link: '行李规定', url: '/baggageRules', title: '行李规定' },
] as const;

for (const { link, url, title } of FOOTER_PAGES) {
  test(`the footer's ${link} opens ${url}`, async ({ page }) => {
    await page.goto('/ServiceNotice');
    await page.getByTestId('site-footer').getByRole('link', { name: link, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} - 锦程航空`);
  });
}

test('the baggage page lists each fare family’s free allowance', async ({ page }) => {
  await page.goto('/baggageRules');
  const cards = page.getByTestId('baggage-allowances').locator('> div');
  await expect(cards).toHaveCount(4);
  await expect(cards.nth(0)).toContainText('特惠经济（经济舱）');
  await expect(cards.nth(0)).toContainText('免费托运：不含');
  await expect(cards.nth(1)).toContainText('免费托运：20 公斤');
});

test('the conditions of carriage show the refund and change fee bands by fare family', async ({ page }) => {
  await page.goto('/conditionsOfCarriage');
  const refund = page.getByRole('region', { name: '退票费率' });
  await expect(refund.getByRole('columnheader')).toHaveText([
    '距航班起飞',
    '特惠经济经济舱',
    '标准经济经济舱',
    '全价经济经济舱',
    '公务舱',
  ]);
  await expect(refund.getByRole('row', { name: /起飞前7天（含）以上/ }).getByRole('cell')).toHaveText([
    '票面价 20%',
    '票面价 5%',
    /./,
    /./,
  ]);
  const change = page.getByRole('region', { name: '改期费率' });
  await expect(change.getByRole('row', { name: /起飞前7天（含）以上/ }).getByRole('cell')).toHaveText([
    '票面价 10%',
    '票面价 5%',
    '免费',
    '免费',
  ]);
});

test('the help centre leads to the self-service pages and the FAQ by category', async ({ page }) => {
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('帮助中心');
  await page
    .getByRole('link', { name: /行李规定/ })
    .first()
    .click();
  await expect(page).toHaveURL('/baggageRules');
  await page.goto('/help');
  await page.getByRole('link', { name: /^退改签/ }).click();
  await expect(page).toHaveURL(/\/faq\?category=/);
  // The side bar's 意见反馈 lands on a section of its own.
  await withoutHomePopups(page);
  await page.goto('/');
  await page.getByRole('link', { name: '意见反馈' }).click();
  await expect(page).toHaveURL('/help#feedback');
  await expect(page.getByRole('region', { name: '意见反馈' })).toContainText('客服热线');
});

test('at phone width the pages fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const url of ['/about', '/conditionsOfCarriage', '/baggageRules', '/help']) {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, url).toBeLessThanOrEqual(0);
  }
  // The fee tables of four fare families stack on a phone: a card per time band, each fee beside
  // its family's name, and nothing left to scroll sideways.
  await page.goto('/conditionsOfCarriage');
  const refund = page.getByRole('region', { name: '退票费率' });
  await expect(refund.getByRole('row', { name: /起飞前7天（含）以上/ })).toBeVisible();
  const widths = await refund.evaluate((el) => [el.scrollWidth, el.clientWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1]!);
  const firstFee = refund
    .getByRole('row', { name: /起飞前7天（含）以上/ })
    .getByRole('cell')
    .first();
  await expect(firstFee).toHaveAttribute('data-label', '特惠经济（经济舱）');
  const label = await firstFee.evaluate((el) => getComputedStyle(el, '::before').content);
  expect(label).toContain('特惠经济');
});
