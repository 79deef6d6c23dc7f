import AxeBuilder from '@axe-core/playwright';
import { paths } from '../src/config/paths';
import { expect, test, type APIRequestContext, type Page } from './support/test';
import { registerViaApi } from './support/accounts';
import { findOffer, placedOrderViaApi, ticketedOrderViaApi } from './support/orders';
import { shanghaiDate } from './support/clock';

/**
 * Every page of the site under axe-core's default rules at desktop and phone width: no serious or
 * critical violation (docs/web.md). The list is the router's: each entry of config/paths.ts needs
 * a sample address here, so a new page is checked from the day it is added.
 */

type PathName = keyof typeof paths;

interface Fixtures {
  noticeId: number;
  activityId: number;
  orderNo: string;
  unpaidOrderNo: string;
  refundNo: string;
  selection: string;
}

/**
 * A real address of each page, whether it is a member page (shown logged in), and what the page
 * finds stored in the browser (the Ticket page shows the search the home form stored).
 */
const SAMPLES: Record<
  PathName,
  { url: (f: Fixtures) => string; member?: boolean; storage?: () => Record<string, string> }
> = {
  home: { url: () => paths.home.url() },
  ticket: {
    url: () => paths.ticket.url(),
    storage: () => ({
      ticketSearch: JSON.stringify({
        dep: 'CTU',
        arr: 'PEK',
        depCity: '成都',
        arrCity: '北京',
        flightDate: shanghaiDate(7),
        endTime: '',
        hasRt: 0,
        adultNum: 1,
        childNum: 0,
        infantNum: 0,
      }),
    }),
  },
  policeTicket: { url: () => paths.policeTicket.url() },
  flightDynamics: {
    url: () =>
      `${paths.flightDynamics.url()}?type=1&orgCity=PEK&dstCity=SHA&depCity=北京&arrCity=上海&flightDate=${shanghaiDate(1)}`,
  },
  checkIn: { url: (f) => paths.checkIn.url(f.orderNo), member: true },
  specialFares: { url: () => paths.specialFares.url('CTU') },
  flashSale: { url: () => paths.flashSale.url() },
  serviceNotices: { url: () => paths.serviceNotices.url() },
  serviceNotice: { url: (f) => paths.serviceNotice.url(f.noticeId) },
  activities: { url: () => paths.activities.url() },
  activity: { url: (f) => paths.activity.url(f.activityId) },
  delayCertificate: { url: () => paths.delayCertificate.url() },
  specialTraveller: { url: () => `${paths.specialTraveller.url()}?kind=UNACCOMPANIED_MINOR`, member: true },
  ticketVerify: { url: () => paths.ticketVerify.url() },
  login: { url: () => paths.login.url() },
  register: { url: () => paths.register.url() },
  bindPhone: { url: () => paths.bindPhone.url() },
  personalInfo: { url: () => paths.personalInfo.url(), member: true },
  couponManage: { url: () => paths.couponManage.url(), member: true },
  passengers: { url: () => paths.passengers.url(), member: true },
  orders: { url: () => paths.orders.url(), member: true },
  orderDetail: { url: (f) => paths.orderDetail.url(f.orderNo), member: true },
  booking: { url: (f) => paths.booking.url(f.selection), member: true },
  pay: { url: (f) => paths.pay.url(f.unpaidOrderNo), member: true },
  payResult: { url: (f) => paths.payResult.url(f.orderNo), member: true },
  refunds: { url: () => paths.refunds.url(), member: true },
  refundDetail: { url: (f) => paths.refundDetail.url(f.refundNo), member: true },
  upgrades: { url: () => paths.upgrades.url(), member: true },
  faq: { url: () => paths.faq.url() },
  about: { url: () => paths.about.url() },
  conditionsOfCarriage: { url: () => paths.conditionsOfCarriage.url() },
  baggageRules: { url: () => paths.baggageRules.url() },
  help: { url: () => paths.help.url() },
};

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 375, height: 812 },
] as const;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function firstId(request: APIRequestContext, path: string, body: object): Promise<number> {
  const res = await request.post(`/api${path}`, { data: body });
  return ((await res.json()) as { rows: { id: number }[] }).rows[0]!.id;
}

/** A member with a ticketed order, an unpaid one and a refund: every member page has something to show. */
async function makeFixtures(request: APIRequestContext): Promise<Fixtures & { token: string }> {
  const account = await registerViaApi(request);
  const ticketed = await ticketedOrderViaApi(request, account.token, { daysAhead: 5 });
  const refundable = await ticketedOrderViaApi(request, account.token, { daysAhead: 9 });
  const detail = await request.post('/api/v2/order/detail', {
    headers: bearer(account.token),
    data: { orderNo: refundable.orderNo },
  });
  const ticketNo = ((await detail.json()).data as { tickets: { ticketNo: string }[] }).tickets[0]!.ticketNo;
  const quote = await request.post('/api/v2/order/refund/apply', {
    headers: bearer(account.token),
    data: { orderNo: refundable.orderNo, ticketNos: [ticketNo] },
  });
  const refund = await request.post('/api/v2/order/refund/confirm', {
    headers: bearer(account.token),
    data: { quoteNo: ((await quote.json()).data as { quoteNo: string }).quoteNo },
  });
  expect(refund.ok(), await refund.text()).toBeTruthy();

  const unpaid = await placedOrderViaApi(request, account.token, { daysAhead: 12 });
  const { offer, familyCode } = await findOffer(request, { daysAhead: 14 });
  const selection = { hasRt: 0, hero: false, legs: [{ offerId: offer.id, familyCode }] };
  const counts = { adultNum: 1, childNum: 0, infantNum: 0 };

  return {
    token: account.token,
    noticeId: await firstId(request, '/v1/notice/list', { channel: 0, pageSize: 4, pageNum: 1 }),
    activityId: await firstId(request, '/v1/activity/list', { channel: 0, pageSize: 100, pageNum: 1 }),
    orderNo: ticketed.orderNo,
    unpaidOrderNo: unpaid.orderNo,
    refundNo: ((await refund.json()).data as { refundNo: string }).refundNo,
    selection: JSON.stringify({ ...selection, ...counts }),
  };
}

/**
 * Entrance animations finished (at most a second), so that colours are measured as the passenger
 * sees them; endless ones (a spinner, the notice ticker) are not waited for.
 */
async function animationsSettled(page: Page) {
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getTiming().iterations !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((settle) => setTimeout(settle, 1_000)),
    ]),
  );
}

/**
 * A wait for the page's requests to finish: after a resize the page re-renders and may load a
 * layout's code or data (two frames for that to start, then no request in flight for three polls).
 */
function trackRequests(tab: Page) {
  let inFlight = 0;
  tab.on('request', () => (inFlight += 1));
  const finished = () => (inFlight -= 1);
  tab.on('requestfinished', finished);
  tab.on('requestfailed', finished);
  return async () => {
    await tab.evaluate(
      () => new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame))),
    );
    let quiet = 0;
    await expect
      .poll(() => (quiet = inFlight === 0 ? quiet + 1 : 0), { intervals: [100], timeout: 15_000 })
      .toBeGreaterThanOrEqual(3);
  };
}

/** The serious and critical findings, each with the elements it names, in words a reader can act on. */
async function seriousViolations(page: Page) {
  // Only violations are gathered in full: the passes and the rest are not read here.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => `${n.target.join(' ')}${n.any[0]?.message ? ` [${n.any[0].message}]` : ''}`)
          .join(', ')}`,
    );
}

/**
 * What a screen reader would read in English or not at all: an image, button or link named only in
 * Latin letters (antd labels every icon with its English file name, "rise", "close-circle", and a
 * button holding only an icon takes that name), or a button or link with no name. Icons are hidden
 * unless named in Chinese (components/antd/decorative-icon.ts); icon-only controls are named.
 */
async function englishOrMissingNames(page: Page) {
  const tree = await page.locator('body').ariaSnapshot();
  return tree
    .split('\n')
    .map((line) => line.trim())
    .filter((line) =>
      /^- (img|button|link)(?: "[A-Za-z]+(?:[ -][A-Za-z]+)*")?(?: \[[^\]]*\])*:?$/.test(line),
    );
}

/** What the page's content security policy refused since the page loaded (recorded by an init script). */
const policyViolations = (page: Page) =>
  page.evaluate(() => (window as unknown as { jcPolicyViolations?: string[] }).jcPolicyViolations ?? []);

// One test over every page, so the member and its orders are made once; each page's findings are
// reported on their own (soft assertions) and the test fails if any page has one. The walk also
// holds every page to the site's content security policy: nothing it loads may be refused (a
// library's eval probe, an inline script or style), which the browser would only log.
test('no page has a serious or critical axe violation, a name in English or none, or a refusal of its page policy, at 1440 or 375 px', async ({
  page,
  request,
}) => {
  test.setTimeout(600_000);
  const fixtures = await makeFixtures(request);
  for (const [name, sample] of Object.entries(SAMPLES) as [PathName, (typeof SAMPLES)[PathName]][]) {
    // A fresh tab in the same context (its clock is the test's): member pages signed in, the others not.
    const tab = await page.context().newPage();
    await tab.addInitScript(
      ({ token, stored }) => {
        if (token) localStorage.setItem('token', token);
        else localStorage.removeItem('token');
        for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
        const seen: string[] = [];
        (window as unknown as { jcPolicyViolations: string[] }).jcPolicyViolations = seen;
        document.addEventListener('securitypolicyviolation', (e) =>
          seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
        );
      },
      { token: sample.member ? fixtures.token : null, stored: sample.storage?.() ?? {} },
    );
    // One load a page: the phone width is reached by narrowing the window, as a page must also
    // follow a window resized or a tablet turned; what the narrow layout loads is waited for.
    const networkQuiet = trackRequests(tab);
    await tab.setViewportSize(WIDTHS[0]);
    await tab.goto(sample.url(fixtures));
    await tab.waitForLoadState('networkidle');
    for (const size of WIDTHS) {
      if (size !== WIDTHS[0]) {
        await tab.setViewportSize(size);
        await networkQuiet();
      }
      await animationsSettled(tab);
      expect
        .soft(await seriousViolations(tab), `${name}: ${sample.url(fixtures)} at ${size.width} px`)
        .toEqual([]);
      expect.soft(await policyViolations(tab), `${name}: page policy at ${size.width} px`).toEqual([]);
      expect
        .soft(await englishOrMissingNames(tab), `${name}: names in English or none at ${size.width} px`)
        .toEqual([]);
    }
    await tab.close();
  }
});
