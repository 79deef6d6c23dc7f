import { expect, type Page } from '@playwright/test';

/**
 * The home page opens with the activity pop-up, the announcement and, for members, the coupons
 * waiting to be claimed (a new member has welcome coupons); tests of the search panel answer those
 * calls with "none" so no dialog covers the form.
 */
export async function withoutHomePopups(page: Page) {
  await page.route(/\/api\/v1\/(banner\/open|announcement)$/, (route) =>
    route.fulfill({ json: { code: 200, msg: '成功', data: null } }),
  );
  await page.route(/\/api\/v1\/coupon\/waiting$/, (route) =>
    route.fulfill({ json: { code: 200, msg: '成功', data: [] } }),
  );
}

/**
 * The home page's HTML carries the banner list (docs/web.md, "First screens before the app"):
 * a test that answers the banner call itself takes that copy out, so the page asks the API.
 */
export async function withoutBootData(page: Page) {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script type="application\/json" id="jc-boot">.*?<\/script>/s,
        '',
      );
      await route.fulfill({ response, body });
    },
  );
}

/** Fixes "today" in the browser (Asia/Shanghai) while timers keep running for animations. */
export async function setToday(page: Page, date: string) {
  await page.clock.setFixedTime(new Date(`${date}T10:00:00+08:00`));
}

/** The toasts on screen (antd message), to assert that exactly one given warning shows. */
export const toasts = (page: Page) => page.locator('.ant-message [role="alert"]');

export async function expectOnlyToast(page: Page, text: string) {
  await expect(toasts(page)).toHaveText([text]);
}

/** The home forms with a city pair (one component, its test ids prefixed): ticket search, flight status. */
export type CityForm = 'search' | 'status';

/** Types into a city box of a home form (the ticket search's by default) and picks the suggestion with that airport code. */
export async function pickCity(
  page: Page,
  box: 'dep' | 'arr',
  text: string,
  code: string,
  form: CityForm = 'search',
) {
  const input = page.getByTestId(`${form}-${box}-city`);
  await input.click();
  await input.fill(text);
  await page.getByTestId('city-panel').locator(`[role="option"][data-code="${code}"]`).click();
}

/** Clicks a day in whichever date picker calendar is open. */
export async function clickDay(page: Page, date: string) {
  await expect(openCalendar(page)).toHaveCount(1);
  // The calendar grows in with a scale animation anchored on one edge: wait until it has settled.
  await expect(openCalendar(page)).not.toHaveClass(/-(enter|appear)/);
  await openCalendar(page).locator(`td[title="${date}"]`).click();
  // A calendar that opens next (the return) would preview the day under the pointer in its input.
  await page.mouse.move(1, 1);
}

/** The date picker calendar on screen, leaving aside one that is fading out as another opens. */
export const openCalendar = (page: Page) =>
  page.locator('.ant-picker-dropdown:visible:not([class*="-leave"]):not(.ant-picker-dropdown-hidden)');

/**
 * Refusals that follow one another on one page whose clock is fixed (setToday): no toast times out,
 * so the n-th refusal is the n-th toast, and the whole list shows each submit raised exactly its
 * own message, staying on the home page.
 */
export function refusalsInOrder(page: Page, submit: () => Promise<void>) {
  const seen: string[] = [];
  return async (message: string) => {
    seen.push(message);
    await submit();
    await expect(toasts(page)).toHaveText(seen);
    await expect(page).toHaveURL('/');
  };
}

/** A city pick in a route form: what is typed, and the airport code of the suggestion chosen. */
type CityPick = readonly [text: string, code: string];

/**
 * docs/rules.md: the four refusals of an incomplete route, each with its own message, on one page
 * (setToday), each step set up on what the one before left: no departure; no arrival; two airports
 * of one city (`sameCity`); an arrival typed (`unpicked`) but not picked from the list, after which
 * `afterUnpicked` checks what the form says about it. `form` is the test id prefix of the home
 * form whose route it is (its city boxes and its submit button).
 */
export async function expectIncompleteRoutesRefused(
  page: Page,
  form: CityForm,
  cities: {
    dep: CityPick;
    sameCity: readonly [CityPick, CityPick];
    unpicked: string;
    afterUnpicked?: () => Promise<void>;
  },
) {
  const pick = (box: 'dep' | 'arr', [text, code]: CityPick) => pickCity(page, box, text, code, form);
  const expectRefusal = refusalsInOrder(page, () => page.getByTestId(`${form}-submit`).click());
  await expectRefusal('出发城市不能为空!');
  await pick('dep', cities.dep);
  await expectRefusal('到达城市不能为空!');
  await pick('dep', cities.sameCity[0]);
  await pick('arr', cities.sameCity[1]);
  await expectRefusal('到达城市和出发城市不能相同!');
  await pick('dep', cities.dep);
  await page.getByTestId(`${form}-arr-city`).fill(cities.unpicked);
  await page.keyboard.press('Escape');
  await cities.afterUnpicked?.();
  await expectRefusal('您当前选择的行程不完整，请重新操作!');
}

/** 成都 → 广州 one way on `flightDate`, stored as the home form leaves it, before the page's scripts run. */
export async function storeOneWaySearch(page: Page, flightDate: string) {
  await page.addInitScript((date) => {
    localStorage.setItem(
      'ticketSearch',
      JSON.stringify({
        dep: 'CTU',
        arr: 'CAN',
        depCity: '成都',
        arrCity: '广州',
        flightDate: date,
        endTime: '',
        hasRt: 0,
        adultNum: 1,
        childNum: 0,
        infantNum: 0,
      }),
    );
  }, flightDate);
}
