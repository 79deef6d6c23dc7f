import { formatDuration } from '@jc/shared/rules/dates';
import { announcedPlan, flightOpsPlan, type FlightTime } from '@jc/shared';
import { expect, serverNow, test, withClocksMoved, type APIRequestContext } from './support/test';
import { withoutHomePopups } from './support/home';
import { shanghaiDate } from './support/clock';
import { signedInViaApi } from './support/accounts';

/**
 * /flightDynamics (docs/trip-services.md): reached from the home page's 航班动态 form by flight number
 * or by route; a card per flight with times, gate and a coloured status; a delayed flight's delay.
 */

const ROUTES: [string, string][] = [
  ['CTU', 'HGH'],
  ['PEK', 'SHA'],
  ['CTU', 'PEK'],
  ['PEK', 'CAN'],
  ['SHA', 'CTU'],
  ['PVG', 'CAN'],
];

async function timetable(request: APIRequestContext, org: string, dst: string, date: string) {
  const res = await request.get(`/api/v1/flightTime/list?orgCity=${org}&dstCity=${dst}&flightDate=${date}`);
  expect(res.ok(), await res.text()).toBeTruthy();
  return ((await res.json()) as { data: FlightTime[] }).data;
}

test('by flight number from the home page: the flight, its times and status', async ({ page, request }) => {
  const tomorrow = shanghaiDate(1);
  const [first] = await timetable(request, 'CTU', 'HGH', tomorrow);
  await withoutHomePopups(page);
  await page.goto('/');
  await page.getByRole('tab', { name: '行程服务' }).click();
  await page.getByRole('radio', { name: '按航班号' }).check();
  await page.getByTestId('status-flight-no').fill(first!.flightNo.toLowerCase());
  await page.getByTestId('status-submit').click();

  await expect(page).toHaveURL(
    new RegExp(`/flightDynamics\\?type=2&flightNo=${first!.flightNo}&flightDate=${tomorrow}`),
  );
  const card = page.getByTestId('flight-status-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText(first!.flightNo);
  await expect(card).toContainText('成都双流国际机场');
  await expect(card).toContainText('杭州萧山国际机场');
  await expect(card).toContainText(`计划起飞${first!.departure}`);
  // The planned flight time between the two ends, from the timetable's times.
  const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
  const planned = (minutesOf(first!.arrival) - minutesOf(first!.departure) + 1440) % 1440;
  await expect(card.getByTestId('flight-status-duration')).toHaveText(formatDuration(planned));
  await expect(card.getByTestId('flight-status')).toHaveText('计划');
  // The form above the results shows the question asked.
  await expect(page.getByTestId('status-flight-no')).toHaveValue(first!.flightNo);
});

test('by route: every flight of the timetable, in order', async ({ page, request }) => {
  const tomorrow = shanghaiDate(1);
  const times = await timetable(request, 'PEK', 'SHA', tomorrow);
  await page.goto(
    `/flightDynamics?type=1&orgCity=PEK&dstCity=SHA&depCity=北京&arrCity=上海&flightDate=${tomorrow}`,
  );
  await expect(page.getByTestId('flight-status-title')).toHaveText(`北京 → 上海 · ${tomorrow}`);
  const cards = page.getByTestId('flight-status-card');
  await expect(cards).toHaveCount(times.length);
  for (const [i, t] of times.entries()) await expect(cards.nth(i)).toContainText(t.flightNo);
  // A flight number the airline does not fly: the empty state.
  await page.goto(`/flightDynamics?type=2&flightNo=JC9999&flightDate=${tomorrow}`);
  await expect(page.getByTestId('flight-status-empty')).toContainText('未查询到航班信息');
});

test('a delayed flight shows 延误 and its delay once announced, six hours before departure', async ({
  page,
  request,
}) => {
  const tomorrow = shanghaiDate(1);
  let delayed: { flightNo: string; departure: string } | null = null;
  for (const [org, dst] of ROUTES) {
    const found = (await timetable(request, org, dst, tomorrow)).find(
      (t) => flightOpsPlan(t.flightNo, tomorrow) === 'delayed',
    );
    if (found) {
      delayed = found;
      break;
    }
  }
  expect(delayed, 'a flight the simulator delays tomorrow on a trunk route').not.toBeNull();
  const departure = Date.parse(`${tomorrow}T${delayed!.departure}:00+08:00`);
  const url = `/flightDynamics?type=2&flightNo=${delayed!.flightNo}&flightDate=${tomorrow}`;

  // Announced 6 hours ahead: two hours before departure the board says 延误.
  const now = await serverNow(request);
  expect(
    announcedPlan({
      flightNo: delayed!.flightNo,
      flightDate: tomorrow,
      scheduledDepartureMs: departure,
      nowMs: now.getTime(),
    }),
  ).toBe('onTime');
  await withClocksMoved(page, request, { atOrBefore: departure - 2 * 3_600_000 }, async () => {
    await page.goto(url);
    const card = page.getByTestId('flight-status-card');
    await expect(card.getByTestId('flight-status')).toHaveText('延误');
    await expect(card).toContainText(/延误约 \d+ 分钟/);
    await expect(card).toContainText('原因：');
    await expect(card).toContainText(/登机口 [A-F]\d+/);
  });
});

test('a signed-in passenger follows a flight (关注) and can unfollow it; a visitor is asked to log in', async ({
  page,
  request,
}) => {
  const tomorrow = shanghaiDate(1);
  const [first] = await timetable(request, 'CTU', 'HGH', tomorrow);
  const url = `/flightDynamics?type=2&flightNo=${first!.flightNo}&flightDate=${tomorrow}`;
  await page.goto(url);
  const card = page.getByTestId('flight-status-card');
  await expect(card.getByRole('link', { name: '登录后关注' })).toBeVisible();

  await signedInViaApi(page, request);
  await page.goto(url);
  const follow = card.getByTestId('flight-follow');
  await expect(follow).toHaveText('关注');
  await follow.click();
  await expect(follow).toHaveText('已关注');
  await page.reload();
  await expect(card.getByTestId('flight-follow')).toHaveText('已关注');
  await card.getByTestId('flight-follow').click();
  await expect(card.getByTestId('flight-follow')).toHaveText('关注');
});
