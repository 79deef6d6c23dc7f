import { defaultFlightSearchForm } from '@jc/shared';
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

/** docs/rules.md: the ticket booking tab of the home page's search panel. */

const TODAY = '2026-12-10';

const dep = (page: Page) => page.getByTestId('search-dep-city');
const arr = (page: Page) => page.getByTestId('search-arr-city');
const panel = (page: Page) => page.getByTestId('city-panel');
const departureDate = (page: Page) => page.locator('#search-departure-date');
const returnDate = (page: Page) => page.locator('#search-return-date');
const submit = (page: Page) => page.getByTestId('search-submit').click();

async function pickRoute(page: Page) {
  await pickCity(page, 'dep', 'chengdu', 'CTU');
  await pickCity(page, 'arr', 'beijing', 'PEK');
}

const savedSearch = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('ticketSearch') ?? 'null') as Record<string, unknown>);

test.use({ homePopups: false });

test.beforeEach(async ({ page }) => {
  await setToday(page, TODAY);
  await page.goto('/');
  await expect(dep(page)).toBeVisible();
});

test.describe('validation messages, each for its own case', () => {
  test('each incomplete route is refused with its own message', async ({ page }) => {
    await expectIncompleteRoutesRefused(page, 'search', {
      dep: ['成都', 'CTU'],
      sameCity: [
        ['PEK', 'PEK'],
        ['PKX', 'PKX'],
      ],
      unpicked: '上海',
      afterUnpicked: () => expect(page.getByTestId('search-cities')).toContainText('请从列表中选择'),
    });
  });

  test('出发日期不能为空!', async ({ page }) => {
    await pickRoute(page);
    await page.getByTestId('search-dep-date').hover();
    await page.getByTestId('search-dep-date').locator('.ant-picker-clear').click();
    await expect(departureDate(page)).toHaveValue('');
    await submit(page);
    await expectOnlyToast(page, '出发日期不能为空!');
  });

  test('返程日期不能小于出发日期!', async ({ page }) => {
    await pickRoute(page);
    await page.getByRole('radio', { name: '往返' }).check();
    await departureDate(page).click();
    await clickDay(page, '2026-12-20');
    // The return moved to 12-22 and its calendar opened; pick a day before the departure.
    await expect(returnDate(page)).toHaveValue('2026-12-22');
    await clickDay(page, '2026-12-18');
    await expect(returnDate(page)).toHaveValue('2026-12-18');
    await expect(page.getByTestId('search-ret-date')).toContainText('返程早于出发日期');
    await submit(page);
    await expectOnlyToast(page, '返程日期不能小于出发日期!');
  });

  const openPassengers = async (page: Page) =>
    page.getByTestId('search-passengers').getByRole('button').first().click();
  const add = (page: Page, who: '成人' | '儿童' | '婴儿', times = 1) =>
    (async () => {
      for (let i = 0; i < times; i += 1) await page.getByRole('button', { name: `增加${who}` }).click();
    })();
  const notice = (page: Page) => page.getByTestId('search-passengers-notice');

  const passengerCases: {
    message: string;
    steps: [who: '成人' | '儿童' | '婴儿', times: number][];
    counts: string;
  }[] = [
    { message: '最多添加5位成人！', steps: [['成人', 5]], counts: '5成人' },
    {
      message: '最多添加5位成人，4位儿童（含婴儿）！',
      steps: [
        ['成人', 4],
        ['儿童', 3],
        ['婴儿', 2],
      ],
      counts: '5成人 3儿童 1婴儿',
    },
    { message: '一个成人最多可携带3名儿童（含至多1名婴儿）！', steps: [['儿童', 4]], counts: '1成人 3儿童' },
    {
      message: '最多添加4名儿童（含婴儿）！',
      steps: [
        ['成人', 1],
        ['儿童', 5],
      ],
      counts: '2成人 4儿童',
    },
    { message: '一个成人最多可携带1名婴儿！', steps: [['婴儿', 2]], counts: '1成人 1婴儿' },
  ];

  for (const { message, steps, counts } of passengerCases) {
    test(message, async ({ page }) => {
      await openPassengers(page);
      for (const [who, times] of steps) await add(page, who, times);
      // The step that breaks the rule is refused with the rule's message, and only that message.
      await expect(notice(page)).toHaveText(message);
      await expect(page.getByTestId('search-passengers-summary')).toHaveText(counts);
      await expect(toasts(page)).toHaveCount(0);
    });
  }

  test('a complete search shows no message, saves ticketSearch and opens /Ticket', async ({ page }) => {
    await pickRoute(page);
    await submit(page);
    await expect(page).toHaveURL('/Ticket');
    await expect(toasts(page)).toHaveCount(0);
    // The form's defaults (one adult, one way, today: flight-search.test.ts spells them out) and the route.
    expect(await savedSearch(page)).toEqual({
      ...defaultFlightSearchForm(TODAY),
      dep: 'CTU',
      arr: 'PEK',
      depCity: '成都',
      arrCity: '北京',
    });
    const summary = page.getByTestId('ticket-search-summary');
    await expect(summary.getByTestId('ticket-route')).toContainText('成都');
    await expect(summary.getByTestId('ticket-route')).toContainText('北京');
    await expect(summary.getByTestId('ticket-trip-type')).toHaveText('单程');
    await expect(summary.getByTestId('ticket-departure-date')).toHaveText('12月10日 周四');
    await expect(summary.getByTestId('ticket-passengers')).toHaveText('1成人');
    // 修改 opens the same search form on the results page.
    await summary.getByTestId('ticket-modify').click();
    await expect(page.getByTestId('modify-search-panel')).toBeVisible();
  });

  test('伤残军人/伤残人民警察 sends the search to /PoliceTicket', async ({ page }) => {
    await pickRoute(page);
    await page.getByRole('checkbox', { name: '伤残军人/伤残人民警察' }).check();
    await submit(page);
    await expect(page).toHaveURL('/PoliceTicket');
    expect((await savedSearch(page)).hero).toBe(true);
    await expect(page.getByTestId('ticket-hero-notice')).toContainText('伤残军人/伤残人民警察优待票');
  });
});

test.describe('trip type', () => {
  test('round-trip sets the return to departure + 2 days; one-way clears it', async ({ page }) => {
    await departureDate(page).click();
    await clickDay(page, '2026-12-30');
    await page.getByRole('radio', { name: '往返' }).check();
    await expect(returnDate(page)).toHaveValue('2027-01-01');

    await page.getByRole('radio', { name: '单程' }).check();
    await expect(returnDate(page)).toHaveCount(0);
    await expect(page.getByTestId('search-ret-date')).toContainText('添加返程');

    await pickRoute(page);
    await submit(page);
    await expect(page).toHaveURL('/Ticket');
    expect(await savedSearch(page)).toMatchObject({ hasRt: 0, endTime: '', flightDate: '2026-12-30' });
  });

  test('multi-leg saves the search and goes to the Ticket page', async ({ page }) => {
    await pickRoute(page);
    await page.getByRole('radio', { name: '多程' }).click();
    await expect(page).toHaveURL('/Ticket');
    expect(await savedSearch(page)).toMatchObject({ hasRt: 2, dep: 'CTU', arr: 'PEK' });
    await expect(page.getByTestId('ticket-trip-type')).toHaveText('多程');
  });

  test('picking a departure on or after the return moves the return and opens its calendar', async ({
    page,
  }) => {
    await page.getByRole('radio', { name: '往返' }).check();
    await expect(returnDate(page)).toHaveValue('2026-12-12');
    await departureDate(page).click();
    await clickDay(page, '2026-12-12');
    await expect(departureDate(page)).toHaveValue('2026-12-12');
    await expect(returnDate(page)).toHaveValue('2026-12-14');
    // The return calendar is the one open now, showing the new return day selected.
    await expect(openCalendar(page)).toHaveCount(1);
    await expect(openCalendar(page).locator('td.ant-picker-cell-selected')).toHaveAttribute(
      'title',
      '2026-12-14',
    );

    // A departure before the return leaves the return alone.
    await departureDate(page).click();
    await clickDay(page, '2026-12-13');
    await expect(returnDate(page)).toHaveValue('2026-12-14');
  });

  test('days before today cannot be picked', async ({ page }) => {
    await departureDate(page).click();
    const calendar = openCalendar(page);
    await expect(calendar.locator('td[title="2026-12-09"]')).toHaveClass(/ant-picker-cell-disabled/);
    await expect(calendar.locator('td[title="2026-12-10"]')).not.toHaveClass(/ant-picker-cell-disabled/);
  });
});

test.describe('city boxes', () => {
  test('picking the departure opens the arrival panel', async ({ page }) => {
    await dep(page).click();
    await expect(panel(page)).toContainText('热门');
    await panel(page).locator('button[data-code="CTU"]').click();
    await expect(dep(page)).toHaveValue('成都');
    await expect(arr(page)).toHaveAttribute('aria-expanded', 'true');
    await expect(panel(page)).toBeVisible();
    await panel(page).getByRole('button', { name: 'GHJ' }).click();
    await panel(page).locator('button[data-code="HGH"]').click();
    await expect(arr(page)).toHaveValue('杭州');
    await expect(panel(page)).toHaveCount(0);
  });

  test('swap exchanges departure and arrival', async ({ page }) => {
    await pickRoute(page);
    await page.getByTestId('search-swap').click();
    await expect(dep(page)).toHaveValue('北京');
    await expect(arr(page)).toHaveValue('成都');
    await expect(page.getByTestId('search-cities')).toContainText('PEK · 首都');
    await submit(page);
    expect(await savedSearch(page)).toMatchObject({
      dep: 'PEK',
      depCity: '北京',
      arr: 'CTU',
      arrCity: '成都',
    });
  });

  // One page for all the spellings: each fill replaces the box's text and its suggestions.
  test('typing Beijing in any spelling suggests it, and an empty match list shows 输入有误', async ({
    page,
  }) => {
    for (const text of ['北京', 'beijing', 'BeiJing', 'bj', 'PEK', 'pek']) {
      await test.step(`typing ${text} suggests Beijing`, async () => {
        await dep(page).fill(text);
        await expect(panel(page).getByRole('option').first()).toContainText('北京');
        await expect(panel(page).locator('[role="option"][data-code="PEK"]')).toBeVisible();
      });
    }
    await dep(page).fill('xyzq');
    await expect(panel(page)).toContainText('输入有误');
    await expect(panel(page).getByRole('option')).toHaveCount(0);
  });

  test('typing clears the picked code; Enter picks the first suggestion', async ({ page }) => {
    await pickCity(page, 'dep', '成都', 'CTU');
    await dep(page).fill('西');
    await expect(page.getByTestId('search-cities')).toContainText('请从列表中选择');
    await dep(page).fill('xian');
    await page.keyboard.press('Enter');
    await expect(dep(page)).toHaveValue('西安');
    await expect(page.getByTestId('search-cities')).toContainText('XIY');
  });

  test('the airport list is fetched once and cached locally as flightCity', async ({ page }) => {
    await dep(page).click();
    await expect(panel(page).locator('button[data-code="PEK"]')).toBeVisible();
    const cached = await page.evaluate(
      () => JSON.parse(localStorage.getItem('flightCity') ?? '[]') as { airportCode: string }[],
    );
    expect(cached.map((a) => a.airportCode)).toEqual(expect.arrayContaining(['PEK', 'CTU', 'PVG']));
  });
});

test.describe('the saved search on reload', () => {
  const saved = {
    dep: 'XIY',
    arr: 'HGH',
    depCity: '西安',
    arrCity: '杭州',
    flightDate: '2026-12-01',
    endTime: '2026-12-20',
    adultNum: 2,
    childNum: 1,
    infantNum: 0,
    hero: false,
  };

  const seed = (page: Page, search: object) =>
    page.addInitScript((value) => localStorage.setItem('ticketSearch', value), JSON.stringify(search));

  test('flightDate goes back to today and multi-leg back to one-way', async ({ page }) => {
    await seed(page, { ...saved, hasRt: 2 });
    await page.reload();
    await expect(dep(page)).toHaveValue('西安');
    await expect(arr(page)).toHaveValue('杭州');
    await expect(departureDate(page)).toHaveValue(TODAY);
    await expect(page.getByRole('radio', { name: '单程' })).toBeChecked();
    await expect(returnDate(page)).toHaveCount(0);
    await expect(page.getByTestId('search-passengers-summary')).toHaveText('2成人 1儿童');
  });

  test('a round-trip keeps its return, with the departure back to today', async ({ page }) => {
    await seed(page, { ...saved, hasRt: 1 });
    await page.reload();
    await expect(page.getByRole('radio', { name: '往返' })).toBeChecked();
    await expect(departureDate(page)).toHaveValue(TODAY);
    await expect(returnDate(page)).toHaveValue('2026-12-20');
  });
});
