import { expect, test, type Page } from './support/test';
import { clickDay, pickCity, storeOneWaySearch, withoutHomePopups } from './support/home';
import { chineseDayLabel } from '@jc/shared/rules/dates';
import { shanghaiDate } from './support/clock';

/**
 * docs/rules.md: the Ticket page against the real search. "Today" is the test clock's
 * (server and browser share it), so dates are computed from it in Shanghai time.
 */

const cards = (page: Page) => page.getByTestId('flight-card');

/** Home form: 成都 → 广州 (a route with direct flights and connections), departing in a week. */
async function searchFromHome(page: Page, { roundTrip = false } = {}) {
  await withoutHomePopups(page);
  await page.goto('/');
  await pickCity(page, 'dep', '成都', 'CTU');
  await pickCity(page, 'arr', '广州', 'CAN');
  if (roundTrip) await page.getByRole('radio', { name: '往返' }).check();
  await page.locator('#search-departure-date').click();
  await clickDay(page, shanghaiDate(7));
  if (roundTrip) {
    // Picking the departure moves the return to two days later and opens its calendar.
    await clickDay(page, shanghaiDate(9));
  }
  await page.getByTestId('search-submit').click();
  await expect(page).toHaveURL(/\/Ticket$/);
  await expect(cards(page).first()).toBeVisible();
}

const departures = (page: Page) =>
  cards(page).evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.departure ?? ''));

/** The list shows the leg named `leg` (去程, 第2程…) from city to city (`route`, 成都 → 广州). */
async function expectLeg(page: Page, leg: string, route: string) {
  await expect(page.getByTestId('results-leg-title')).toContainText(leg);
  await expect(page.getByTestId('results-leg-title')).toContainText(route);
}

/** Opens the list's first flight and chooses its fare `fare` (0 the first); gives the card and its flight number. */
async function chooseFirstFlight(page: Page, fare = 0) {
  const card = cards(page).first();
  const flightNo = (await card.getByTestId('flight-no').textContent()) ?? '';
  await card.getByTestId('flight-toggle').click();
  await card.getByTestId('fare-choose').nth(fare).click();
  return { card, flightNo };
}

test('searches from the home page, moves the date on the strip, sorts, filters and reads a refund rule', async ({
  page,
}) => {
  await searchFromHome(page);
  await expect(page.getByTestId('ticket-route')).toContainText('成都');
  await expect(page.getByTestId('ticket-route')).toContainText('广州');
  const day7 = shanghaiDate(7);
  const day8 = shanghaiDate(8);
  expect((await departures(page)).every((d) => d.startsWith(day7))).toBe(true);
  await expect(page.getByTestId('date-strip').locator('[aria-current="date"]')).toHaveAttribute(
    'data-date',
    day7,
  );

  // The strip: the next day is searched and saved.
  const searched = page.waitForRequest(
    (r) => r.url().endsWith('/api/v1/ticket/query') && r.postDataJSON().legs[0].flightDate === day8,
  );
  await page.locator(`[data-testid="date-strip-day"][data-date="${day8}"]`).click();
  await searched;
  await expect(page.getByTestId('date-strip').locator('[aria-current="date"]')).toHaveAttribute(
    'data-date',
    day8,
  );
  await expect(page.getByTestId('ticket-departure-date')).toContainText(
    `${Number(day8.slice(5, 7))}月${Number(day8.slice(8))}日`,
  );
  await expect(cards(page).first()).toBeVisible();
  expect((await departures(page)).every((d) => d.startsWith(day8))).toBe(true);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('ticketSearch') ?? '{}'));
  expect(saved.flightDate).toBe(day8);
  // Days before today cannot be chosen.
  await expect(page.locator(`[data-testid="date-strip-day"][data-date="${shanghaiDate(-1)}"]`)).toHaveCount(
    0,
  );

  // Sorted by departure time first, then by price.
  const times = await departures(page);
  expect(times).toEqual([...times].sort());
  await page.getByTestId('sort-price').click();
  const prices = await cards(page).evaluateAll((els) =>
    els.map((el) => Number((el as HTMLElement).dataset.lowest || Number.MAX_SAFE_INTEGER)),
  );
  expect(prices.length).toBeGreaterThan(1);
  expect(prices).toEqual([...prices].sort((a, b) => a - b));

  // 仅看直飞: only the direct flights stay.
  const stops = await cards(page).evaluateAll((els) => els.map((el) => (el as HTMLElement).dataset.stops));
  expect(stops).toContain('1');
  await page.getByTestId('filter-direct').click();
  await expect(cards(page).locator('[data-testid="flight-stops"]').first()).toHaveText('直飞');
  const directStops = await cards(page).evaluateAll((els) =>
    els.map((el) => (el as HTMLElement).dataset.stops),
  );
  expect(directStops.length).toBe(stops.filter((s) => s === '0').length);
  expect(directStops.every((s) => s === '0')).toBe(true);

  // Fare families, with the refund rule readable before choosing.
  const first = cards(page).first();
  await first.getByTestId('flight-toggle').click();
  const families = first.getByTestId('fare-family');
  await expect(families).toHaveCount(4);
  await expect(families.nth(0)).toContainText('特惠经济');
  await expect(families.nth(3)).toContainText('公务舱');
  const saver = families.nth(0).getByTestId('fare-fee-table');
  await expect(saver).toContainText('退票费');
  await expect(saver.locator('tbody tr').first()).toContainText('起飞前7天以上');
  await expect(saver.getByTestId('refund-fee').first()).toHaveText(/^(\d+%|免费)$/);
  await expect(families.nth(2).getByTestId('fare-fee-table')).toContainText('免费');
});

test('picks a round trip: the outbound, then the return', async ({ page }) => {
  await searchFromHome(page, { roundTrip: true });
  await expect(page.getByTestId('ticket-trip-type')).toHaveText('往返');
  await expectLeg(page, '去程', '成都 → 广州');
  const { flightNo: outboundNo } = await chooseFirstFlight(page);

  // The return list, with the outbound pick summarised on top.
  await expectLeg(page, '返程', '广州 → 成都');
  await expect(page.getByTestId('picked-leg')).toContainText(outboundNo.split(' / ')[0]!.trim());
  await expect(page.getByTestId('picked-leg')).toContainText('重新选择');
  expect((await departures(page)).every((d) => d.startsWith(shanghaiDate(9)))).toBe(true);

  const { card: back } = await chooseFirstFlight(page, 1);

  const summary = page.getByTestId('selection-summary').first();
  await expect(summary).toContainText('去程');
  await expect(summary).toContainText('返程');
  await expect(summary).toContainText('总价（含税费）');
  await expect(summary.getByTestId('selection-continue')).toBeEnabled();
  await expect(back).toContainText('已选');

  // 重新选择 goes back to the outbound list.
  await page.getByTestId('picked-leg-reopen').click();
  await expect(page.getByTestId('results-leg-title')).toContainText('去程');
});

test('multi-leg: fills the second leg in 修改, then picks the flights leg by leg', async ({ page }) => {
  await withoutHomePopups(page);
  await page.goto('/');
  await pickCity(page, 'dep', '成都', 'CTU');
  await pickCity(page, 'arr', '西安', 'XIY');
  // docs/rules.md: 多程 saves the search and opens the Ticket page, where the legs are filled in.
  await page.getByRole('radio', { name: '多程' }).click();
  await expect(page).toHaveURL(/\/Ticket$/);
  await expect(page.getByTestId('results-incomplete')).toContainText('多程需至少2程');

  // An incomplete search opens 修改 by itself.
  await expect(page.getByTestId('modify-search-panel')).toBeVisible();
  await page.locator('#modify-departure-date').click();
  await clickDay(page, shanghaiDate(7));
  // The second leg starts where the first ends.
  await expect(page.getByTestId('modify-leg2-dep-city')).toHaveValue(/西安/);
  const arrival = page.getByTestId('modify-leg2-arr-city');
  await arrival.click();
  await arrival.fill('杭州');
  await page.getByTestId('city-panel').locator('[role="option"][data-code="HGH"]').click();
  await page.locator('#modify-leg2-date').click();
  await clickDay(page, shanghaiDate(10));

  const searched = page.waitForRequest((r) => r.url().endsWith('/api/v1/ticket/query'));
  await page.getByTestId('modify-submit').click();
  const body = (await searched).postDataJSON();
  expect(body.hasRt).toBe(2);
  expect(
    body.legs.map((l: { dep: string; arr: string; flightDate: string }) => [l.dep, l.arr, l.flightDate]),
  ).toEqual([
    ['CTU', 'XIY', shanghaiDate(7)],
    ['XIY', 'HGH', shanghaiDate(10)],
  ]);

  await expect(page.getByTestId('ticket-trip-type')).toHaveText('多程');
  await expect(page.getByRole('list', { name: '选择步骤' }).getByRole('listitem')).toHaveCount(2);
  await expectLeg(page, '第1程', '成都 → 西安');
  const { flightNo: firstNo } = await chooseFirstFlight(page);

  await expectLeg(page, '第2程', '西安 → 杭州');
  await expect(page.getByTestId('picked-leg')).toContainText(firstNo.split(' / ')[0]!.trim());
  expect((await departures(page)).every((d) => d.startsWith(shanghaiDate(10)))).toBe(true);
  await chooseFirstFlight(page);

  const summary = page.getByTestId('selection-summary').first();
  await expect(summary).toContainText('第1程');
  await expect(summary).toContainText('第2程');
  await expect(summary.getByTestId('selection-continue')).toBeEnabled();
});

test('PoliceTicket: the hero search shows the certificate notice and hero fares (50% of the full fare, or the adult fare when lower)', async ({
  page,
}) => {
  await withoutHomePopups(page);
  await page.goto('/');
  await pickCity(page, 'dep', '成都', 'CTU');
  await pickCity(page, 'arr', '西安', 'XIY');
  await page.locator('#search-departure-date').click();
  await clickDay(page, shanghaiDate(7));
  await page.getByRole('checkbox', { name: '伤残军人/伤残人民警察' }).check();
  const searched = page.waitForRequest((r) => r.url().endsWith('/api/v1/ticket/query'));
  await page.getByTestId('search-submit').click();
  await expect(page).toHaveURL(/\/PoliceTicket$/);
  const heroBody = (await searched).postDataJSON();
  expect(heroBody.hero).toBe(true);

  await expect(page.getByTestId('ticket-hero-notice')).toContainText('证件');
  await expect(page.getByTestId('ticket-passengers')).toContainText('伤残军警');
  // The strip's prices are adult fares: on a hero search it only says which days have flights.
  await expect(
    page.locator('[data-testid="date-strip-day"][aria-current="date"] [data-testid="date-strip-price"]'),
  ).toHaveText('有航班');

  const card = cards(page).first();
  const flightNo = ((await card.getByTestId('flight-no').textContent()) ?? '').split(' / ')[0]!.trim();
  await card.getByTestId('flight-toggle').click();
  const families = card.getByTestId('fare-family');
  await expect(families.first().getByTestId('fare-passenger')).toHaveText('/伤残军警');

  // The same search for an adult, through the API: the hero fare is half the full economy fare.
  const adult = await page.request.post('/api/v1/ticket/query', { data: { ...heroBody, hero: false } });
  const offers: {
    segments: { flightNo: string }[];
    prices: { familyCode: string; passengers: { type: string; fare: number }[] }[];
  }[] = (await adult.json()).data.legs[0].offers;
  const offer = offers.find((o) =>
    o.segments
      .map((s) => s.flightNo)
      .join(' / ')
      .includes(flightNo),
  )!;
  const fullEconomy = offer.prices.find((p) => p.familyCode === 'FLEX')!.passengers[0]!.fare;
  // A hero pays 50% of Y (rounded to ¥10) in every economy family, or the adult class fare when
  // that is lower (a deep 特惠 class). FLEX is Y rounded to ¥10, so half of it can differ from the
  // hero fare by that rounding only.
  const yuan = (text: string | null) => Number((text ?? '').replace(/[¥,]/g, ''));
  const shownFor = async (code: string) => {
    const price = card
      .locator(`[data-testid="fare-family"][data-family="${code}"]`)
      .getByTestId('fare-price');
    return (await price.count()) > 0 ? yuan(await price.textContent()) : null;
  };
  const half = await shownFor('FLEX');
  expect(half).not.toBeNull();
  expect(half! % 10).toBe(0);
  expect(Math.abs(half! - fullEconomy / 100 / 2)).toBeLessThanOrEqual(10);
  const standard = await shownFor('STANDARD');
  if (standard !== null) expect(standard).toBe(half);
  const saver = await shownFor('SAVER');
  const adultSaver = offer.prices.find((p) => p.familyCode === 'SAVER')?.passengers[0]?.fare;
  if (saver !== null && adultSaver !== undefined) expect(saver).toBe(Math.min(half!, adultSaver / 100));
});

/** Holds the files `pattern` matches until the returned function is called: a slow connection. */
async function holdFiles(page: Page, pattern: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('while the page’s code comes, its first script already says which search is on its way; the page then replaces it whole', async ({
  page,
}) => {
  const date = shanghaiDate(7);
  await storeOneWaySearch(page, date);
  const release = await holdFiles(page, /\/assets\/ticket-page-[^/]+\.js$/);
  await page.goto('/Ticket');
  const searching = page.locator('#root > .jc-first-screen').getByRole('status');
  await expect(searching).toHaveText(`正在查询成都至广州 ${chineseDayLabel(date)}的航班…`);
  release();
  await expect(cards(page).first()).toBeVisible();
  await expect(page.locator('.jc-first-screen')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: '正在查询' })).toHaveCount(0);
});

test('the first script writes a stored city as text, and says only 正在查询航班… without a search', async ({
  page,
}) => {
  await page.route(/\/assets\/index-[^/]+\.js$/, () => {}); // the app never comes
  await page.addInitScript(() => {
    if (sessionStorage.getItem('stored')) return;
    sessionStorage.setItem('stored', '1');
    localStorage.setItem(
      'ticketSearch',
      JSON.stringify({
        dep: 'CTU',
        arr: 'CAN',
        depCity: '<img src=x onerror="window.hacked=1">',
        arrCity: '广州',
        flightDate: '2026-12-01',
        endTime: '',
        hasRt: 0,
        adultNum: 1,
        childNum: 0,
        infantNum: 0,
      }),
    );
  });
  await page.goto('/PoliceTicket');
  const drawn = page.locator('.jc-first-screen-tip');
  await expect(drawn).toHaveText('正在查询<img src=x onerror="window.hacked=1">至广州 12月1日 周二的航班…');
  await expect(page.locator('#root img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();

  await page.evaluate(() => localStorage.removeItem('ticketSearch'));
  await page.reload();
  await expect(drawn).toHaveText('正在查询航班…');
});

test('on a phone 筛选 opens the filters as a sheet; the results page loads no antd', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await storeOneWaySearch(page, shanghaiDate(7));
  await page.goto('/Ticket');
  await expect(cards(page).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('link[rel="stylesheet"][href*="/assets/antd-"]')).toHaveCount(0);
  // The date strip scrolls on a phone: the searched day is brought into the middle of it.
  const chosenDay = (await page
    .locator('[data-testid="date-strip-day"][aria-current="date"]')
    .boundingBox())!;
  const days = (await page.getByTestId('date-strip').locator('ol').boundingBox())!;
  expect(Math.abs(chosenDay.x + chosenDay.width / 2 - (days.x + days.width / 2))).toBeLessThan(8);
  // It scrolls by whole days: each day is wholly in view or wholly scrolled away, none cut under an arrow.
  const cells = await page
    .getByTestId('date-strip-day')
    .evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect()).map((r) => ({ left: r.left, right: r.right })),
    );
  for (const { left, right } of cells) {
    const inside = left >= days.x - 2 && right <= days.x + days.width + 2;
    const outside = right <= days.x + 2 || left >= days.x + days.width - 2;
    expect(
      inside || outside,
      `a day at ${left}–${right} in a strip at ${days.x}–${days.x + days.width}`,
    ).toBe(true);
  }
  expect(
    cells.filter(({ left, right }) => left >= days.x - 2 && right <= days.x + days.width + 2).length,
  ).toBe(5);

  const all = await cards(page).count();
  await page.getByTestId('open-filters').click();
  const sheet = page.getByRole('dialog', { name: '筛选航班' });
  await expect(sheet).toBeVisible();
  await sheet.getByRole('switch', { name: '仅看直飞' }).click();
  await expect(sheet.getByRole('switch', { name: '仅看直飞' })).toHaveAttribute('aria-checked', 'true');
  const direct = await cards(page).count();
  expect(direct).toBeLessThan(all);
  await sheet.getByRole('button', { name: `查看${direct}个航班` }).click();
  await expect(sheet).toBeHidden();
  // The count of filters in use on the button.
  await expect(page.getByTestId('open-filters').locator('..')).toContainText('1');

  // Choosing the fare of the only leg brings the summary's 下一步 into view (it is under the list).
  await chooseFirstFlight(page);
  await expect(page.getByTestId('phone-summary').getByTestId('selection-continue')).toBeInViewport();
});
