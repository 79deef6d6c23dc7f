import { expect, test, type Page } from './support/test';
import {
  clickDay,
  expectIncompleteRoutesRefused,
  expectOnlyToast,
  openCalendar,
  pickCity,
  setToday,
  toasts,
} from './support/home';

/** docs/rules.md, flight status: the 航班动态 form of the trip services tab. */

const TODAY = '2026-12-10';
const TOMORROW = '2026-12-11';

const dep = (page: Page) => page.getByTestId('status-dep-city');
const arr = (page: Page) => page.getByTestId('status-arr-city');
const flightDate = (page: Page) => page.locator('#status-flight-date');
const submit = (page: Page) => page.getByTestId('status-submit').click();

/** 查询, then the parameters of the /flightDynamics address it opened. */
async function submitForDynamics(page: Page) {
  await submit(page);
  await expect(page).toHaveURL(/\/flightDynamics\?/);
  return new URL(page.url()).searchParams;
}

test.use({ homePopups: false });

test.beforeEach(async ({ page }) => {
  await setToday(page, TODAY);
  await page.goto('/');
  await page.getByRole('tab', { name: '行程服务' }).click();
  await expect(page.getByRole('radio', { name: '按航线' })).toBeChecked();
});

test.describe('by route', () => {
  test('each incomplete route is refused with its own message', async ({ page }) => {
    await expectIncompleteRoutesRefused(page, 'status', {
      dep: ['chengdu', 'CTU'],
      sameCity: [
        ['sh', 'PVG'],
        ['SHA', 'SHA'],
      ],
      unpicked: '北京',
    });
  });

  test('a complete route opens /flightDynamics with type 1, the airports and tomorrow', async ({ page }) => {
    await pickCity(page, 'dep', '成都', 'CTU', 'status');
    await expect(arr(page)).toHaveAttribute('aria-expanded', 'true');
    await pickCity(page, 'arr', 'bj', 'PEK', 'status');
    expect(Object.fromEntries(await submitForDynamics(page))).toEqual({
      type: '1',
      orgCity: 'CTU',
      dstCity: 'PEK',
      depCity: '成都',
      arrCity: '北京',
      flightDate: TOMORROW,
    });
  });

  test('swap exchanges the cities', async ({ page }) => {
    await pickCity(page, 'dep', '成都', 'CTU', 'status');
    await pickCity(page, 'arr', 'bj', 'PEK', 'status');
    await page.getByTestId('status-swap').click();
    await expect(dep(page)).toHaveValue('北京');
    await expect(arr(page)).toHaveValue('成都');
    const query = await submitForDynamics(page);
    expect(query.get('orgCity')).toBe('PEK');
    expect(query.get('dstCity')).toBe('CTU');
  });
});

test.describe('by flight number', () => {
  test.beforeEach(async ({ page }) => {
    await page.getByRole('radio', { name: '按航班号' }).check();
  });

  test('an empty or malformed flight number is refused', async ({ page }) => {
    await page.getByTestId('status-flight-no').fill('   ');
    await submit(page);
    await expectOnlyToast(page, '航班号不能为空!');
    // The clock is fixed, so the first toast stays (see 'by route').
    await page.getByTestId('status-flight-no').fill('JC12');
    await submit(page);
    await expect(toasts(page)).toHaveText(['航班号不能为空!', '请输入正确的航班号']);
  });

  test('a flight number opens /flightDynamics with type 2', async ({ page }) => {
    await page.getByTestId('status-flight-no').fill(' jc1001 ');
    expect(Object.fromEntries(await submitForDynamics(page))).toEqual({
      type: '2',
      flightNo: 'JC1001',
      flightDate: TOMORROW,
    });
  });
});

test.describe('date', () => {
  test('defaults to tomorrow and allows 3 months back to 3 days ahead', async ({ page }) => {
    await expect(flightDate(page)).toHaveValue(TOMORROW);
    await flightDate(page).click();
    const calendar = openCalendar(page);
    await expect(calendar.locator('td[title="2026-12-13"]')).not.toHaveClass(/ant-picker-cell-disabled/);
    await expect(calendar.locator('td[title="2026-12-14"]')).toHaveClass(/ant-picker-cell-disabled/);
    for (let i = 0; i < 3; i += 1) await calendar.locator('.ant-picker-header-prev-btn').click();
    await expect(calendar.locator('td[title="2026-09-10"]')).not.toHaveClass(/ant-picker-cell-disabled/);
    await expect(calendar.locator('td[title="2026-09-09"]')).toHaveClass(/ant-picker-cell-disabled/);
    await clickDay(page, '2026-09-10');
    await expect(flightDate(page)).toHaveValue('2026-09-10');

    await page.getByRole('radio', { name: '按航班号' }).check();
    await page.getByTestId('status-flight-no').fill('JC1001');
    await submit(page);
    await expect(page).toHaveURL(/flightDate=2026-09-10/);
  });

  test('a date is required', async ({ page }) => {
    await page.getByRole('radio', { name: '按航班号' }).check();
    await page.getByTestId('status-flight-no').fill('JC1001');
    await page.getByTestId('status-date').hover();
    await page.getByTestId('status-date').locator('.ant-picker-clear').click();
    await submit(page);
    await expectOnlyToast(page, '航班日期不能为空!');
  });
});
