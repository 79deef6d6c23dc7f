import { expect, test, type APIRequestContext } from './support/test';
import { withoutHomePopups } from './support/home';
import { shanghaiDate } from './support/clock';
import { signedInViaApi } from './support/accounts';

/**
 * Flash sales (docs/faq-assistant.md): the /FlashSale page lists the seeded campaigns with countdowns
 * on the server's clock, each route's special price, stock and limit; a sold-out route and a
 * campaign not yet started cannot be bought; 去抢购 lists the route's flights and books one at the
 * special price.
 * Expectations are read from the seeded API.
 */

interface Subject {
  id: number;
  title: string;
  state: 'ongoing' | 'upcoming' | 'ended';
}
interface Route {
  id: number;
  depCode: string;
  arrCode: string;
  depCityName: string;
  arrCityName: string;
  travelFrom: string;
  specialPrice: number;
  originalPrice: number;
  soldOut: boolean;
}

async function post<T>(request: APIRequestContext, path: string, body: unknown): Promise<T> {
  const response = await request.post(`/api${path}`, { data: body });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The routes of the campaign on sale now. */
async function flashRoutes(request: APIRequestContext): Promise<Route[]> {
  const { subjects } = await post<{ subjects: Subject[] }>(request, '/v1/sk/subjects', {});
  const ongoing = subjects.find((s) => s.state === 'ongoing')!;
  return (await post<{ routes: Route[] }>(request, '/v1/sk/routes', { subjectId: ongoing.id })).routes;
}

const yuan = (fen: number) => `¥${(fen / 100).toLocaleString('zh-CN')}`;
const today = () => shanghaiDate();

test('flash sale: countdown, prices, a sold-out route, the upcoming tab, and 去抢购 to Ticket', async ({
  page,
  request,
}) => {
  const { subjects } = await post<{ subjects: Subject[] }>(request, '/v1/sk/subjects', {});
  const ongoing = subjects.find((s) => s.state === 'ongoing')!;
  const upcoming = subjects.find((s) => s.state === 'upcoming')!;
  expect(ongoing && upcoming).toBeTruthy();
  const { routes } = await post<{ routes: Route[] }>(request, '/v1/sk/routes', { subjectId: ongoing.id });
  const open = routes.find((r) => !r.soldOut)!;
  const soldOut = routes.find((r) => r.soldOut)!;
  expect(open && soldOut).toBeTruthy();

  await page.goto('/FlashSale');
  await expect(page).toHaveTitle('限时秒杀 - 锦程航空');
  await expect(page.getByTestId('breadcrumb')).toHaveText(/首页\s*\/\s*限时秒杀/);

  // The ongoing campaign opens first, counting down to its end, second by second.
  const campaign = page.locator(`[data-testid="flash-sale-campaign"][data-state="ongoing"]`);
  await expect(campaign.getByRole('heading', { name: ongoing.title })).toBeVisible();
  const countdown = campaign.getByTestId('flash-sale-countdown');
  await expect(countdown).toContainText(/距结束 (\d+天 )?\d{2}:\d{2}:\d{2}/);
  const before = await countdown.textContent();
  await expect(countdown).not.toHaveText(before!, { timeout: 3_000 });

  // A route with its special price, the struck reference price, and an open button.
  const card = campaign.locator(`[data-route="${open.depCode}-${open.arrCode}"]`);
  await expect(card).toContainText(`${open.depCityName}`);
  await expect(card).toContainText(`${open.arrCityName}`);
  await expect(card.getByTestId('flash-sale-price')).toHaveText(yuan(open.specialPrice));
  await expect(card.locator('s')).toHaveText(yuan(open.originalPrice));
  await expect(card).toContainText(/每人限购 \d 张/);
  await expect(card.getByTestId('flash-sale-buy')).toHaveText('去抢购');

  // The sold-out route cannot be bought.
  const gone = campaign.locator(`[data-route="${soldOut.depCode}-${soldOut.arrCode}"]`);
  await expect(gone).toContainText('已抢 100%');
  await expect(gone.getByTestId('flash-sale-buy')).toHaveText('已抢光');
  await expect(gone.getByTestId('flash-sale-buy')).toBeDisabled();

  // 即将开始: counting down to the start, nothing to buy yet.
  await page.getByTestId('flash-sale-tab-upcoming').click();
  await expect(page).toHaveURL('/FlashSale?tab=upcoming');
  const next = page.locator(`[data-testid="flash-sale-campaign"][data-state="upcoming"]`).first();
  await expect(next.getByRole('heading', { name: upcoming.title })).toBeVisible();
  await expect(next.getByTestId('flash-sale-countdown')).toContainText(/距开始 (\d+天 )?\d{2}:\d{2}:\d{2}/);
  const waiting = next.getByTestId('flash-sale-buy').first();
  await expect(waiting).toHaveText('即将开抢');
  await expect(waiting).toBeDisabled();

  // Back to 进行中 and 去抢购: the route's flights on the window's first day, and a way to all of
  // the route's flights and fares on the Ticket page.
  await page.getByTestId('flash-sale-tab-ongoing').click();
  await card.getByTestId('flash-sale-buy').click();
  const picker = page.getByTestId('flash-flight-picker');
  await expect(picker.getByTestId('flash-picker-date')).toHaveText(
    open.travelFrom < today() ? today() : open.travelFrom,
  );
  await expect(picker).toContainText(yuan(open.specialPrice));
  await picker.getByRole('link', { name: '查看该航线全部航班与价格' }).click();
  await expect(page).toHaveURL('/Ticket');
  await expect(page.getByTestId('ticket-route')).toContainText(open.depCityName);
  await expect(page.getByTestId('ticket-route')).toContainText(open.arrCityName);
  const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('ticketSearch') ?? 'null'));
  expect(saved).toMatchObject({
    dep: open.depCode,
    arr: open.arrCode,
    depCity: open.depCityName,
    arrCity: open.arrCityName,
    flightDate: open.travelFrom < today() ? today() : open.travelFrom,
    hasRt: 0,
  });
});

test('/FlashSale asks for the campaign routes once on load, none aborted', async ({ page }) => {
  // The test clock is not the browser's: a campaign placed by the browser's time for one render
  // mounted under the wrong tab, asked for its routes, and was mounted again (the first call aborted).
  const asked: string[] = [];
  const failed: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/sk/routes')) asked.push(r.postData() ?? '');
  });
  page.on('requestfailed', (r) => {
    if (r.url().includes('/api/v1/sk/routes')) failed.push(r.failure()?.errorText ?? '');
  });
  await page.goto('/FlashSale');
  await expect(page.getByTestId('flash-sale-route').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(failed).toEqual([]);
  expect(asked.length).toBe(new Set(asked).size);
});

test('the home page special fares heading leads to 限时秒杀', async ({ page }) => {
  await withoutHomePopups(page);
  await page.goto('/');
  await page.getByTestId('flash-sale-link').click();
  await expect(page).toHaveURL(/\/FlashSale/);
  await expect(page.getByRole('heading', { name: '限时秒杀' })).toBeVisible();
});

test('去抢购 books a flight of the route at the special price', async ({ page, request }) => {
  await signedInViaApi(page, request);
  await page.goto('/FlashSale');
  const card = page
    .locator('[data-testid="flash-sale-route"]')
    .filter({ has: page.getByText('去抢购') })
    .first();
  const routeId = Number(await card.getAttribute('data-route-id'));
  const { specialPrice } = (await flashRoutes(request)).find((r) => r.id === routeId)!;
  await card.getByTestId('flash-sale-buy').click();
  const picker = page.getByTestId('flash-flight-picker');
  // Some days the route has no flight in the sale's family: step through the window until one does.
  const flights = picker.getByTestId('flash-flight');
  for (let day = 0; day < 7; day += 1) {
    await expect(flights.first().or(picker.getByText('当天没有可按秒杀价预订的直飞航班'))).toBeVisible();
    if (await flights.first().isVisible()) break;
    await picker.getByRole('button', { name: '后一天' }).click();
  }
  await flights.first().getByRole('button', { name: /^预订/ }).click();
  await expect(page).toHaveURL(/\/booking\?sel=/);
  const sel = JSON.parse(new URL(page.url()).searchParams.get('sel')!) as { flashSaleRouteId: number };
  expect(sel.flashSaleRouteId).toBe(routeId);
  await expect(page.getByTestId('fare-rules').first()).toBeVisible();
  await expect(page.getByTestId('flash-sale-note')).toContainText('限时秒杀');
  await expect(page.getByTestId('price-line-ADT')).toContainText(yuan(specialPrice));
});
