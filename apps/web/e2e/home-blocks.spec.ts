import { expect, test, type Page } from './support/test';
import { withoutBootData } from './support/home';

/**
 * The home page's blocks around the search panel (docs/rules.md): the rotating
 * banner and the notice ticker on a fake clock, the special fares limit and empty message, lists
 * silently emptied by a refusal, the activity list's failure message, the member block, and the
 * pop-ups in their order.
 */

const ok = (data: unknown) => ({ json: { code: 200, msg: '成功', data } });
const refused = { json: { code: 500, msg: '服务繁忙，请稍后再试', data: null, rows: [], total: 0 } };

const BANNERS = [1, 2, 3].map((id) => ({
  id,
  title: `测试横幅${id}`,
  picRealRul: '/images/banners/winter-routes.webp',
  webUrl: `/ServiceNoticeDetail?id=${id}`,
}));

const fare = (i: number) => ({
  orgAirport: 'CTU',
  dstAirport: `X${String.fromCharCode(65 + i)}A`,
  orgCityName: '成都',
  dstCityName: `目的地${i + 1}`,
  flightDate: '2026-12-01',
  backDate: null,
  price: 30000 + i * 1000,
  discountPercent: 35,
});

/** The clock stands still from before the page loads; only runFor moves it. */
async function pauseClock(page: Page) {
  await page.clock.install({ time: new Date('2026-11-20T08:00:00+08:00') });
  await page.clock.pauseAt(new Date('2026-11-20T08:00:01+08:00'));
}

/**
 * With the clock paused, data arriving from the server reaches the page only when timers run
 * (TanStack Query delivers results on a zero-delay timer): step 10 ms at a time until it shows.
 */
async function stepUntilVisible(page: Page, testId: string) {
  const target = page.getByTestId(testId);
  for (let i = 0; i < 300; i++) {
    if (await target.isVisible()) return;
    await page.clock.runFor(10);
    await page.waitForTimeout(10);
  }
  await expect(target).toBeVisible();
}

test.describe('rotation on a fake clock', () => {
  test.use({ homePopups: false });

  test('the banner rotates every 4 s and clicking an indicator shows that slide and restarts the timer', async ({
    page,
  }) => {
    await withoutBootData(page);
    await page.route('**/api/v1/banner/list', (route) => route.fulfill(ok(BANNERS)));
    await pauseClock(page);
    await page.goto('/');
    await stepUntilVisible(page, 'home-banner');

    const banner = page.getByTestId('home-banner');
    const slides = page.getByTestId('banner-slide');
    await expect(slides).toHaveCount(3);
    await expect(banner).toHaveAttribute('data-current', '0');
    await expect(slides.nth(0)).toHaveAttribute('data-active', 'true');
    // The first slide's picture loads first; the others wait.
    await expect(slides.nth(0).locator('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(slides.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
    await expect(slides.nth(0).getByRole('link')).toHaveAttribute('href', '/ServiceNoticeDetail?id=1');

    await page.clock.runFor(3_500);
    await expect(banner).toHaveAttribute('data-current', '0');
    await page.clock.runFor(600);
    await expect(banner).toHaveAttribute('data-current', '1');
    await page.clock.runFor(4_000);
    await expect(banner).toHaveAttribute('data-current', '2');
    await page.clock.runFor(4_000);
    await expect(banner).toHaveAttribute('data-current', '0');

    // 2 s into slide 1, a click on the third indicator shows slide 3 and starts 4 s afresh.
    await page.clock.runFor(2_000);
    await page.getByTestId('banner-indicator').nth(2).click();
    await expect(banner).toHaveAttribute('data-current', '2');
    await expect(slides.nth(2)).toHaveAttribute('data-active', 'true');
    await page.clock.runFor(3_500);
    await expect(banner).toHaveAttribute('data-current', '2');
    await page.clock.runFor(600);
    await expect(banner).toHaveAttribute('data-current', '0');
  });

  test('the notice ticker comes with the page, moves one notice up every 3 s and links to the notice', async ({
    page,
    request,
  }) => {
    // The seeded notices, as the API answers them; the home page's HTML carries the same list.
    const notices = (
      (await (await request.post('/api/v1/notice/ticker', { data: { channel: 0 } })).json()) as {
        data: { id: number; noticeTitle: string }[];
      }
    ).data;
    expect(notices.length).toBeGreaterThanOrEqual(3);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/notice/ticker')) calls.push(r.url());
    });
    await pauseClock(page);
    await page.goto('/');
    await stepUntilVisible(page, 'notice-ticker');

    const active = page.locator('[data-testid="ticker-item"][data-active="true"]');
    await expect(active).toContainText(notices[0]!.noticeTitle);
    await expect(active.getByRole('link')).toHaveAttribute(
      'href',
      `/ServiceNoticeDetail?id=${notices[0]!.id}`,
    );

    await page.clock.runFor(2_700);
    await expect(active).toContainText(notices[0]!.noticeTitle);
    await page.clock.runFor(400);
    await expect(active).toContainText(notices[1]!.noticeTitle);
    await page.clock.runFor(3_000);
    await expect(active).toContainText(notices[2]!.noticeTitle);
    // After the last, the first again: the strip keeps moving upwards.
    await page.clock.runFor(3_000 * (notices.length - 2));
    await expect(active).toContainText(notices[0]!.noticeTitle);
    await page.clock.runFor(3_000);
    await expect(active).toContainText(notices[1]!.noticeTitle);
    expect(calls).toEqual([]);
  });
});

test.describe('blocks', () => {
  test.use({ homePopups: false });

  test('the seeded home page shows every block in order', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('home-banner')).toBeVisible();
    await expect(page.getByTestId('notice-ticker')).toBeVisible();
    await expect(page.getByTestId('special-fares').getByTestId('special-fare-card').first()).toBeVisible();
    await expect(page.getByTestId('notice-lead')).toBeVisible();
    await expect(page.getByTestId('activity-slide').first()).toBeAttached();
    await expect(page.getByTestId('member-signup')).toBeVisible();
    await expect(page.getByTestId('help-sidebar')).toBeVisible();

    // The notice block: the first large, items 2-4 listed, 更多 to the list.
    await expect(page.getByTestId('notice-item')).toHaveCount(3);
    await expect(page.getByTestId('notice-more')).toHaveAttribute('href', '/ServiceNotice');
    // The activity slider links each slide to its detail and has 更多活动.
    await expect(page.getByTestId('activity-slide').first()).toHaveAttribute(
      'href',
      /^\/ThematicActivityDetail\?id=\d+$/,
    );
    await expect(page.getByRole('link', { name: /更多活动/ })).toHaveAttribute('href', '/ThematicActivity');
  });

  test('special fares: at most 9 from the saved departure, each leading to SpecialDetail', async ({
    page,
  }) => {
    let asked = '';
    await page.route('**/api/v1/ticket/discount', async (route) => {
      asked = (route.request().postDataJSON() as { orgAirport: string }).orgAirport;
      await route.fulfill(ok({ prices: Array.from({ length: 12 }, (_, i) => fare(i)), recommends: [] }));
    });
    await page.addInitScript(() =>
      localStorage.setItem('ticketSearch', JSON.stringify({ dep: 'PEK', depCity: '北京' })),
    );
    await page.goto('/');

    const cards = page.getByTestId('special-fares').getByTestId('special-fare-card');
    await expect(cards).toHaveCount(9);
    expect(asked).toBe('PEK');
    await expect(cards.first()).toContainText('成都');
    await expect(cards.first()).toContainText('目的地1');
    await expect(cards.first()).toContainText('¥300');
    await expect(cards.first()).toContainText('起');
    await expect(cards.first()).toContainText('3.5折');
    await expect(cards.first()).toContainText('12月1日 周二 出发');
    await expect(cards.first()).toHaveAttribute('href', '/SpecialDetail?value=CTU');
  });

  test('special fares: none from the departure says 该出发地暂无特惠机票 and offers the recommendations', async ({
    page,
  }) => {
    await page.route('**/api/v1/ticket/discount', (route) =>
      route.fulfill(ok({ prices: [], recommends: [fare(0), fare(1)] })),
    );
    await page.goto('/');

    const block = page.getByTestId('special-fares');
    await expect(block.getByText('该出发地暂无特惠机票', { exact: true })).toBeVisible();
    await expect(block.getByTestId('special-fares-recommends').getByTestId('special-fare-card')).toHaveCount(
      2,
    );
  });

  test('the banner comes with the page: its picture is preloaded and no call is made for the list', async ({
    page,
  }) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/banner/list')) calls.push(request.url());
    });
    await page.goto('/');
    const preload = page.locator('head link[rel="preload"][as="image"]');
    await expect(page.getByTestId('banner-slide').first().locator('img')).toHaveAttribute(
      'src',
      (await preload.getAttribute('href'))!,
    );
    await expect(page.getByTestId('banner-slide')).toHaveCount(4);
    expect(calls).toEqual([]);
  });

  test('the first screen is drawn before any script runs, and the app takes its place', async ({
    browser,
    page,
  }) => {
    const noScript = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 412, height: 823 },
    });
    const still = await noScript.newPage();
    await still.goto('/');
    const picture = still.locator('.jc-first-screen-image');
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const drawn = await picture.boundingBox();
    await noScript.close();

    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto('/');
    await expect(page.getByTestId('banner-slide').first()).toBeVisible();
    await expect(page.locator('.jc-first-screen')).toHaveCount(0);
    // The app's picture lands where the first screen drew it.
    expect(await page.getByTestId('banner-slide').first().locator('img').boundingBox()).toEqual(drawn);
  });

  test('the idle page loads no antd; the calendar brings it when the passenger reaches for it', async ({
    page,
  }) => {
    const antdStyles = page.locator('link[rel="stylesheet"][href*="/assets/antd-"]');
    await page.goto('/');
    await expect(page.getByTestId('member-signup')).toBeVisible();
    await expect(page.getByTestId('activity-slide').first()).toBeAttached();
    await expect(page.getByTestId('special-fares').getByTestId('special-fare-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(antdStyles).toHaveCount(0);
    await expect(page.locator('[class*="ant-"]:not(.anticon)')).toHaveCount(0);

    // Keyboard: Enter on the date box opens the calendar, and focus stays in the field.
    await page.locator('#search-departure-date').focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.ant-picker-dropdown:visible')).toHaveCount(1);
    await expect(page.locator('#search-departure-date')).toBeFocused();
    await expect(antdStyles).toHaveCount(1);
  });

  test("the fares' departure switcher becomes antd's searchable select when used", async ({ page }) => {
    const asked: string[] = [];
    await page.route('**/api/v1/ticket/discount', async (route) => {
      asked.push((route.request().postDataJSON() as { orgAirport: string }).orgAirport);
      await route.fulfill(ok({ prices: [fare(0)], recommends: [] }));
    });
    await page.goto('/');
    const switcher = page.getByTestId('special-fares').getByTestId('departure-select');
    await expect(switcher).toHaveAccessibleName('特惠机票出发地：成都 CTU');
    await switcher.click();
    // The searchable select takes over the click: open, with the typing going to its search box.
    const select = page.getByRole('combobox', { name: '特惠机票出发地' });
    await expect(select).toBeFocused();
    await expect(select).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.type('PEK');
    const option = page.locator('.ant-select-item-option').filter({ hasText: 'PEK' });
    await expect(option).toHaveCount(1);
    await option.click();
    await expect.poll(() => asked.at(-1)).toBe('PEK');
  });

  test("letters typed into the fares' departure switcher before its select arrives are kept", async ({
    page,
  }) => {
    // A slow connection: the searchable select's code takes a while to come.
    await page.route(/\/assets\/departure-select-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await page.goto('/');
    const switcher = page.getByTestId('special-fares').getByTestId('departure-select');
    await expect(switcher).toHaveAccessibleName('特惠机票出发地：成都 CTU');
    await switcher.focus();
    await page.keyboard.type('PE');
    await expect(page.getByRole('combobox', { name: '特惠机票出发地' })).toHaveCount(0);

    // When it comes, the select has the letters as its search, open, and takes the rest.
    const select = page.getByRole('combobox', { name: '特惠机票出发地' });
    await expect(select).toBeFocused({ timeout: 10_000 });
    await expect(select).toHaveAttribute('aria-expanded', 'true');
    await expect(select).toHaveValue('PE');
    await page.keyboard.type('K');
    await expect(select).toHaveValue('PEK');
    await expect(page.locator('.ant-select-item-option').filter({ hasText: 'PEK' })).toHaveCount(1);
  });

  test('lists answered with a non-200 code are silently empty', async ({ page }) => {
    await withoutBootData(page);
    for (const path of ['banner/list', 'notice/ticker', 'notice/list', 'ticket/discount']) {
      await page.route(`**/api/v1/${path}`, (route) => route.fulfill(refused));
    }
    await page.goto('/');

    // No banners: the drawn hero stands in, with the page's heading.
    await expect(page.getByRole('heading', { level: 1 })).toContainText('锦程万里');
    await expect(page.getByTestId('home-banner')).toHaveCount(0);
    await expect(page.getByTestId('search-panel')).toBeVisible();
    // No notices: no ticker at all, an empty notice block.
    await expect(page.getByTestId('notice-block')).toContainText('暂无服务公告');
    await expect(page.getByTestId('notice-ticker')).toHaveCount(0);
    await expect(page.getByTestId('special-fares')).toContainText('该出发地暂无特惠机票');
    // Silently: no message for any of them.
    await expect(page.locator('.ant-message-notice')).toHaveCount(0);
  });

  test('a failing activity list shows its msg', async ({ page }) => {
    await page.route('**/api/v1/activity/list', (route) =>
      route.fulfill({ json: { code: 500, msg: '主题活动服务维护中，请稍后再试', rows: [], total: 0 } }),
    );
    await page.goto('/');
    await expect(page.locator('.ant-message-notice')).toHaveText('主题活动服务维护中，请稍后再试');
    await expect(page.getByTestId('activity-block')).toContainText('主题活动暂时无法显示');
  });

  test('the member sign-up block shows for visitors and not with a stored token', async ({ page }) => {
    await page.goto('/');
    const block = page.getByTestId('member-signup');
    await expect(block).toBeVisible();
    await expect(block.getByRole('link', { name: '立即注册' })).toHaveAttribute('href', '/Register');

    await page.evaluate(() => localStorage.setItem('token', 'e2e-token'));
    await page.reload();
    await expect(page.getByTestId('activity-block')).toBeVisible();
    await expect(page.getByTestId('member-signup')).toHaveCount(0);
  });

  test('the help sidebar: hotline on hover, FAQ, feedback and the online assistant', async ({ page }) => {
    await page.goto('/');
    const bar = page.getByTestId('help-sidebar');
    await expect(bar).toBeVisible();
    await bar.getByTestId('sidebar-hotline').hover();
    await expect(bar.getByText('95071')).toBeVisible();
    await expect(bar.getByRole('link', { name: '常见问题' })).toBeVisible();
    await expect(bar.getByRole('link', { name: '意见反馈' })).toBeVisible();

    await bar.getByTestId('assistant-button').click();
    await expect(page.getByTestId('assistant-panel')).toBeVisible();
    await expect(page.getByTestId('assistant-panel')).toContainText('95071');
    await page.getByRole('button', { name: '关闭在线客服' }).click();
    await expect(page.getByTestId('assistant-panel')).toHaveCount(0);

    // Back-to-top is the layout's own button, stacked under the bar rather than duplicated.
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(page.getByTestId('back-to-top')).toHaveCount(1);
    await expect(page.getByTestId('back-to-top')).toBeVisible();
  });
});

test.describe('pop-ups', () => {
  // The activity pop-up opens once its picture has loaded, which the server sends after the
  // home page's data calls; on the embedded database that can take a few seconds.
  const POPUP_WAIT = { timeout: 15_000 };
  const ANNOUNCEMENT = {
    id: 41,
    title: '测试公告弹窗',
    content: '<p>这是一条<strong>首页公告</strong>。</p>',
  };

  async function stubPopups(page: Page) {
    await page.route('**/api/v1/banner/open', (route) =>
      route.fulfill(
        ok({
          mainBannerUrl: '/images/open/sanya-winter-popup.webp',
          mainLinkUrl: '/ThematicActivityDetail?id=3',
          auxBannerUrl: '/images/open/sanya-winter-thumb.webp',
          auxLinkUrl: '/ThematicActivityDetail?id=3',
        }),
      ),
    );
    await page.route('**/api/v1/announcement', (route) => route.fulfill(ok(ANNOUNCEMENT)));
  }

  test('activity pop-up, then the thumbnail and the announcement, in that order', async ({ page }) => {
    await stubPopups(page);
    await page.goto('/');

    const activity = page.getByTestId('activity-popup');
    const announcement = page.getByRole('dialog', { name: ANNOUNCEMENT.title });
    const thumbnail = page.getByTestId('activity-thumbnail');

    await expect(activity).toBeVisible(POPUP_WAIT);
    await expect(activity.getByRole('link', { name: '查看活动详情' })).toHaveAttribute(
      'href',
      '/ThematicActivityDetail?id=3',
    );
    await expect(announcement).toHaveCount(0);
    await expect(thumbnail).toHaveCount(0);

    await page.getByTestId('activity-popup').getByRole('button', { name: '关闭活动弹窗' }).click();
    await expect(activity).toBeHidden();
    await expect(thumbnail).toBeVisible();
    await expect(thumbnail.getByRole('link')).toHaveAttribute('href', '/ThematicActivityDetail?id=3');
    await expect(announcement).toBeVisible();
    await expect(announcement).toContainText('这是一条首页公告。');

    await announcement.getByRole('button', { name: '我知道了' }).click();
    await expect(announcement).toBeHidden();
    await expect(thumbnail).toBeVisible();
    await page.getByTestId('activity-thumbnail-close').click();
    await expect(thumbnail).toHaveCount(0);
  });

  test('Escape and a click beside the picture close the pop-ups, each once', async ({ page }) => {
    await stubPopups(page);
    await page.goto('/');
    const activity = page.getByTestId('activity-popup');
    await expect(activity).toBeVisible(POPUP_WAIT);
    await expect(activity).toHaveAccessibleName('精彩活动');
    await page.keyboard.press('Escape');
    await expect(activity).toBeHidden();

    const announcement = page.getByRole('dialog', { name: ANNOUNCEMENT.title });
    await expect(announcement).toBeVisible();
    // The backdrop: a point of the page well outside the box.
    await page.mouse.click(5, 5);
    await expect(announcement).toBeHidden();
    await expect(page.getByTestId('activity-thumbnail')).toBeVisible();
  });

  test('on a phone the floating widgets tuck to the edges while the search card is at the foot of the screen', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await stubPopups(page);
    await page.goto('/');
    await expect(page.getByTestId('activity-popup')).toBeVisible(POPUP_WAIT);
    await page.keyboard.press('Escape');
    const announcement = page.getByRole('dialog', { name: ANNOUNCEMENT.title });
    await announcement.getByRole('button', { name: '我知道了' }).click();
    await expect(announcement).toBeHidden();

    const search = (await page
      .getByTestId('search-panel')
      .getByRole('button', { name: /查\s*询/ })
      .boundingBox())!;
    const thumbnail = page.getByTestId('activity-thumbnail');
    const assistant = page.getByTestId('assistant-button');
    const hotline = page.getByTestId('sidebar-hotline');
    await expect(thumbnail).toHaveAttribute('data-tucked', 'true');
    await expect(page.getByTestId('help-sidebar')).toHaveAttribute('data-tucked', 'true');
    await expect(hotline).toBeHidden();
    // Tucked, still there: the activity and the assistant are one tap away, named as before.
    await expect(thumbnail.getByRole('link', { name: '精彩活动' })).toBeVisible();
    await expect(assistant).toBeVisible();
    // Nothing floating lies over the search button (widths and heights settle after the slide).
    await page.waitForTimeout(400);
    for (const widget of [thumbnail, assistant]) {
      const box = (await widget.boundingBox())!;
      const apart =
        box.x >= search.x + search.width ||
        box.x + box.width <= search.x ||
        box.y >= search.y + search.height ||
        box.y + box.height <= search.y;
      expect(apart, JSON.stringify({ box, search })).toBe(true);
    }

    // Once the card scrolls up, they come back whole.
    await page.evaluate(() => window.scrollBy(0, 400));
    await expect(thumbnail).not.toHaveAttribute('data-tucked');
    await expect(thumbnail.getByRole('img', { name: '精彩活动' })).toBeVisible();
    await expect(hotline).toBeVisible();
  });

  test('without an activity the announcement shows at once', async ({ page }) => {
    await page.route('**/api/v1/banner/open', (route) => route.fulfill(ok(null)));
    await page.route('**/api/v1/announcement', (route) => route.fulfill(ok(ANNOUNCEMENT)));
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: ANNOUNCEMENT.title })).toBeVisible(POPUP_WAIT);
    await expect(page.getByTestId('activity-thumbnail')).toHaveCount(0);
  });

  test('loading the home page clears session storage, so the pop-ups show on every visit', async ({
    page,
  }) => {
    await stubPopups(page);
    await page.goto('/ServiceNotice');
    await page.evaluate(() => sessionStorage.setItem('e2e-marker', 'kept?'));

    await page.goto('/');
    await expect(page.getByTestId('activity-popup')).toBeVisible(POPUP_WAIT);
    expect(await page.evaluate(() => sessionStorage.getItem('e2e-marker'))).toBeNull();

    // Closed pop-ups are remembered for the session …
    await page.getByTestId('activity-popup').getByRole('button', { name: '关闭活动弹窗' }).click();
    await page
      .getByRole('dialog', { name: ANNOUNCEMENT.title })
      .getByRole('button', { name: '我知道了' })
      .click();
    expect(await page.evaluate(() => sessionStorage.length)).toBeGreaterThan(0);

    // … until the home page loads again and clears it: they show again.
    await page.reload();
    await expect(page.getByTestId('activity-popup')).toBeVisible(POPUP_WAIT);
  });
});
