import { expect, test, type APIRequestContext } from './support/test';

/**
 * The content pages reached from the home page (docs/pages.md): service notices and thematic
 * activities with their details and not-found states, and the special fares page with its
 * low-price calendar leading to the Ticket page. Expectations are read from the seeded API.
 */

interface NoticeRow {
  id: number;
  noticeTitle: string;
  createTime: string;
}
interface ActivityRow {
  id: number;
  title: string;
}

async function post<T>(request: APIRequestContext, path: string, body: unknown): Promise<T> {
  const response = await request.post(`/api${path}`, { data: body });
  return (await response.json()) as T;
}

/** One page of a content list as the site asks for it (channel 0). */
const listPage = <R>(request: APIRequestContext, path: string, pageNum: number, pageSize: number) =>
  post<{ rows: R[]; total: number }>(request, path, { channel: 0, pageSize, pageNum });

test.describe('service notices', () => {
  test('the list pages ten at a time, newest first, and opens a notice', async ({ page, request }) => {
    const first = await listPage<NoticeRow>(request, '/v1/notice/list', 1, 10);
    const second = await listPage<NoticeRow>(request, '/v1/notice/list', 2, 10);
    expect(first.total).toBeGreaterThan(10);

    await page.goto('/ServiceNotice');
    await expect(page).toHaveTitle('服务公告 - 锦程航空');
    await expect(page.getByTestId('breadcrumb')).toHaveText(/首页\s*\/\s*服务公告/);
    const items = page.getByTestId('notice-list-item');
    await expect(items).toHaveCount(10);
    for (const [i, row] of first.rows.entries()) await expect(items.nth(i)).toContainText(row.noticeTitle);
    const times = first.rows.map((row) => row.createTime);
    expect(times).toEqual([...times].sort().reverse());

    await page.getByTestId('notice-pagination').getByTitle('2', { exact: true }).click();
    await expect(page).toHaveURL('/ServiceNotice?page=2');
    await expect(items).toHaveCount(second.rows.length);
    await expect(items.first()).toContainText(second.rows[0]!.noticeTitle);

    // The page number is in the address: back returns to page 1.
    await page.goBack();
    await expect(items.first()).toContainText(first.rows[0]!.noticeTitle);

    await items.first().click();
    await expect(page).toHaveURL(`/ServiceNoticeDetail?id=${first.rows[0]!.id}`);
    const detail = page.getByTestId('notice-detail');
    await expect(detail.getByRole('heading', { name: first.rows[0]!.noticeTitle })).toBeVisible();
    await expect(detail).toContainText(first.rows[0]!.createTime.slice(0, 16));
    await expect(page).toHaveTitle(`${first.rows[0]!.noticeTitle} - 锦程航空`);
    await expect(page.getByTestId('breadcrumb').getByRole('link', { name: '服务公告' })).toHaveAttribute(
      'href',
      '/ServiceNotice',
    );
  });

  test('an unknown or malformed notice id shows the not-found state with the server msg', async ({
    page,
  }) => {
    await page.goto('/ServiceNoticeDetail?id=999999');
    const state = page.getByTestId('not-found-state');
    await expect(state).toContainText('公告不存在');
    await expect(state).toContainText('公告不存在或已下线');
    await expect(state.getByRole('link', { name: '查看全部公告' })).toHaveAttribute('href', '/ServiceNotice');

    await page.goto('/ServiceNoticeDetail?id=abc');
    await expect(page.getByTestId('not-found-state')).toContainText('公告不存在');
  });
});

test.describe('thematic activities', () => {
  test('the grid shows every activity and opens its detail', async ({ page, request }) => {
    const list = await listPage<ActivityRow>(request, '/v1/activity/list', 1, 100);
    expect(list.rows.length).toBeGreaterThan(0);

    await page.goto('/ThematicActivity');
    await expect(page).toHaveTitle('主题活动 - 锦程航空');
    const cards = page.getByTestId('activity-card');
    await expect(cards).toHaveCount(list.rows.length);
    await expect(cards.first()).toContainText(list.rows[0]!.title);

    await cards.first().click();
    await expect(page).toHaveURL(`/ThematicActivityDetail?id=${list.rows[0]!.id}`);
    const detail = page.getByTestId('activity-detail');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(list.rows[0]!.title);
    await expect(detail).toContainText('活动时间');
    await expect(detail.getByRole('img', { name: list.rows[0]!.title })).toBeVisible();
    await expect(page).toHaveTitle(`${list.rows[0]!.title} - 锦程航空`);
  });

  test('an activity leads to booking: each of its routes opens the Ticket page on that route', async ({
    page,
    request,
  }) => {
    const list = await listPage<ActivityRow>(request, '/v1/activity/list', 1, 100);
    const sanya = list.rows.find((row) => row.title === '三亚冬日阳光')!;
    await page.goto(`/ThematicActivityDetail?id=${sanya.id}`);
    const booking = page.getByRole('region', { name: '心动不如出发' });
    // The activity's routes, read from its 特惠航线 list: 北京, 上海 and 成都 to 三亚.
    const routes = booking.getByRole('listitem');
    await expect(routes).toHaveCount(3);
    await expect(routes.nth(2)).toContainText(/成都\W*至三亚/);
    await expect(routes.nth(2)).toContainText('单程 ¥599 起');
    await routes.nth(2).getByRole('link', { name: '查航班' }).click();
    await expect(page).toHaveURL('/Ticket');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('ticketSearch') ?? '{}'));
    expect(saved).toMatchObject({ dep: 'CTU', arr: 'SYX', depCity: '成都', arrCity: '三亚', hasRt: 0 });

    // And any other trip from the home search.
    await page.goBack();
    await booking.getByRole('link', { name: '查询其他航线' }).click();
    await expect(page).toHaveURL('/#flight-search');
    await expect(page.getByTestId('search-panel')).toBeVisible();
  });

  test('an unknown activity shows the not-found state with the server msg', async ({ page }) => {
    await page.goto('/ThematicActivityDetail?id=999999');
    const state = page.getByTestId('not-found-state');
    await expect(state).toContainText('活动不存在');
    await expect(state).toContainText('活动不存在或已下线');
    await expect(state.getByRole('link', { name: '查看全部活动' })).toHaveAttribute(
      'href',
      '/ThematicActivity',
    );
  });

  test('a failing activity list shows the error state with its msg', async ({ page }) => {
    await page.route('**/api/v1/activity/list', (route) =>
      route.fulfill({ json: { code: 500, msg: '主题活动服务维护中', rows: [], total: 0 } }),
    );
    await page.goto('/ThematicActivity');
    await expect(page.getByRole('alert')).toContainText('主题活动服务维护中');
    await expect(page.getByRole('button', { name: /重新加载/ })).toBeVisible();
  });
});

test.describe('rich content', () => {
  test('scripts, event handlers and javascript: links in content never run', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', async (dialog) => {
      dialogs.push(dialog.message());
      await dialog.dismiss();
    });
    await page.route('**/api/v1/notice/detail', (route) =>
      route.fulfill({
        json: {
          code: 200,
          msg: '成功',
          data: {
            id: 5,
            noticeTitle: '注入测试公告',
            contentIndex: '摘要',
            createTime: '2026-11-01 09:00:00',
            content:
              "<p>正文第一段</p><img src=x onerror=\"alert('img')\"><script>alert('script')</script>" +
              '<a href="javascript:alert(\'link\')">恶意链接</a><a href="/ServiceNotice">站内链接</a>' +
              '<svg onload="alert(\'svg\')"></svg><iframe src="javascript:alert(\'frame\')"></iframe>',
          },
        },
      }),
    );
    await page.goto('/ServiceNoticeDetail?id=5');

    const detail = page.getByTestId('notice-detail').getByTestId('rich-content');
    await expect(detail).toContainText('正文第一段');
    await expect(detail.locator('img[onerror], script, svg, iframe')).toHaveCount(0);
    await expect(detail.getByText('恶意链接')).not.toHaveAttribute('href', /.+/);
    // Give a would-be handler time to fire before asserting none did.
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);

    // Site links inside content navigate within the app.
    await detail.getByRole('link', { name: '站内链接' }).click();
    await expect(page).toHaveURL('/ServiceNotice');
  });
});

test.describe('special fares', () => {
  test('SpecialDetail lists the fares from an airport with a 30-day low-price calendar; a day opens Ticket', async ({
    page,
    request,
  }) => {
    const discount = await post<{
      data: { prices: { dstAirport: string; dstCityName: string; orgCityName: string }[] };
    }>(request, '/v1/ticket/discount', { orgAirport: 'CTU' });
    const fares = discount.data.prices;
    expect(fares.length).toBeGreaterThan(0);

    await page.goto('/SpecialDetail?value=CTU');
    await expect(page).toHaveTitle(`${fares[0]!.orgCityName}出发特惠机票 - 锦程航空`);
    const cards = page.getByTestId('fare-route-card');
    await expect(cards).toHaveCount(fares.length);
    const card = cards.first();
    await expect(card).toContainText(fares[0]!.dstCityName);

    const days = card.getByTestId('calendar-day');
    await expect(days).toHaveCount(30);
    await expect(card.locator('[data-testid="calendar-day"][data-cheapest="true"]').first()).toBeVisible();
    await expect(card.locator('[data-testid="calendar-day"][data-cheapest="true"]').first()).toContainText(
      '最低',
    );

    const day = card.locator('[data-testid="calendar-day"]:not([disabled])').nth(2);
    const date = await day.getAttribute('data-date');
    await day.click();
    await expect(page).toHaveURL('/Ticket');
    const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('ticketSearch') ?? 'null'));
    expect(saved).toMatchObject({
      dep: 'CTU',
      arr: fares[0]!.dstAirport,
      depCity: fares[0]!.orgCityName,
      arrCity: fares[0]!.dstCityName,
      flightDate: date,
      hasRt: 0,
      adultNum: 1,
    });
  });

  test('the departure switcher changes the airport; a bad code falls back to the hub', async ({ page }) => {
    await page.goto('/SpecialDetail?value=xx1');
    await expect(page).toHaveURL('/SpecialDetail?value=CTU');

    await page.getByTestId('departure-select').click();
    await page.keyboard.type('PEK');
    await page
      .locator('.ant-select-item-option[title], .ant-select-item-option')
      .filter({ hasText: 'PEK' })
      .first()
      .click();
    await expect(page).toHaveURL('/SpecialDetail?value=PEK');
    await expect(page.getByTestId('fare-route-card').first()).toContainText('北京');
  });

  test('no fares from the airport says 该出发地暂无特惠机票', async ({ page }) => {
    await page.route('**/api/v1/ticket/discount', (route) =>
      route.fulfill({ json: { code: 200, msg: '成功', data: { prices: [], recommends: [] } } }),
    );
    await page.goto('/SpecialDetail?value=CTU');
    await expect(page.getByText('该出发地暂无特惠机票', { exact: true })).toBeVisible();
  });
});
