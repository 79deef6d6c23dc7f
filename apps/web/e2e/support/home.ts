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

/** Types into a city box of the ticket search form and picks the suggestion with that airport code. */
export async function pickCity(page: Page, box: 'dep' | 'arr', text: string, code: string) {
  const input = page.getByTestId(box === 'dep' ? 'search-dep-city' : 'search-arr-city');
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
