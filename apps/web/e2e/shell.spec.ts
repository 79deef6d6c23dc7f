import { expect, test, type Page } from './support/test';
import { withoutHomePopups } from './support/home';

/** The main navigation, in order, with where each item leads (docs/pages.md routes). */
const NAV_ITEMS = [
  { label: '机票预订', href: '/' },
  { label: '航班动态', href: '/flightDynamics' },
  { label: '在线值机', href: '/checkInList' },
  { label: '特惠机票', href: '/SpecialDetail?value=CTU' },
  { label: '服务公告', href: '/ServiceNotice' },
  { label: '我的订单', href: '/orders' },
];
const NAV_LABELS = NAV_ITEMS.map((item) => item.label);

const scrollWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

// The home page's pop-ups (tested in home-blocks.spec.ts) would cover the shell under test.
test.use({ homePopups: false });

test.describe('desktop', () => {
  test('the home page shows the header, navigation, search tabs, shortcuts and footer', async ({ page }) => {
    await page.goto('/');

    const header = page.getByTestId('site-header');
    await expect(header).toBeVisible();
    await expect(header.getByTestId('site-name')).toHaveText('锦程航空');
    await expect(page).toHaveTitle('锦程航空 - 官方网站');

    const nav = page.getByTestId('site-nav');
    await expect(nav).toBeVisible();
    await expect(nav.getByRole('link')).toHaveText(NAV_LABELS);
    for (const item of NAV_ITEMS) {
      await expect(nav.getByRole('link', { name: item.label, exact: true })).toHaveAttribute(
        'href',
        item.href,
      );
    }
    await expect(page.getByTestId('nav-menu-button')).toBeHidden();

    await expect(header.getByRole('link', { name: '登录', exact: true })).toHaveAttribute('href', '/Login');
    await expect(header.getByRole('link', { name: '注册', exact: true })).toHaveAttribute(
      'href',
      '/Register',
    );

    await expect(page.getByRole('heading', { level: 1 })).toContainText('锦程万里');
    await expect(page.getByRole('tab')).toHaveText(['机票预订', '行程服务', '增值服务', '手机专享']);
    await page.getByRole('tab', { name: '行程服务' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('航班动态');

    const shortcuts = page.getByTestId('service-shortcuts');
    await expect(shortcuts.getByRole('link')).toHaveCount(4);
    await expect(shortcuts.getByRole('link', { name: /特惠机票/ })).toHaveAttribute(
      'href',
      '/SpecialDetail?value=CTU',
    );

    const footer = page.getByTestId('site-footer');
    await expect(footer).toContainText('客服热线');
    await expect(footer.getByTestId('footer-hotline')).toHaveText('95071');
    for (const group of ['关于我们', '旅客服务', '会员服务', '帮助中心']) {
      await expect(footer.getByRole('heading', { name: group })).toBeVisible();
    }
    await expect(footer.getByRole('link', { name: '特殊旅客服务' })).toHaveAttribute(
      'href',
      '/specialTravellerService',
    );
    await expect(footer.getByRole('link', { name: '延误证明' })).toHaveAttribute(
      'href',
      '/abnormalFlightDelayCertificate',
    );
    await expect(footer).toContainText('版权所有');
  });

  test('an unknown path shows the 404 page inside the site, and 返回首页 leads home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await expect(page.getByText('您访问的页面不存在或已下线')).toBeVisible();
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByRole('link', { name: '机票预订' }).last()).toBeVisible();

    await page.getByRole('link', { name: '返回首页' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('tab', { name: '机票预订' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '页面不存在' })).toHaveCount(0);
  });

  test('with a stored token the header shows 我的账户, and 退出登录 clears it', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('token', 'e2e-shell-token'));
    await page.reload();

    const header = page.getByTestId('site-header');
    const account = header.getByRole('button', { name: '我的账户' });
    await expect(account).toBeVisible();
    await expect(header.getByRole('link', { name: '登录', exact: true })).toHaveCount(0);

    await account.click();
    const menu = page.getByRole('menu');
    // The personal centre's pages, in the order of its side menu.
    await expect(menu.getByRole('menuitem')).toHaveText([
      '个人信息',
      '常用乘机人',
      '我的优惠券',
      '我的订单',
      '我的退票',
      '我的升舱',
      '退出登录',
    ]);
    await menu.getByRole('menuitem', { name: '退出登录' }).click();

    await expect(header.getByRole('link', { name: '登录', exact: true })).toBeVisible();
    await expect(account).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test('the account menu and the search tabs work from the keyboard', async ({ page }) => {
    // The activity pop-up would take the focus (as a modal must) while the keys are pressed.
    await withoutHomePopups(page);
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('token', 'e2e-shell-token'));
    await page.reload();

    const account = page.getByTestId('site-header').getByRole('button', { name: '我的账户' });
    await account.focus();
    await page.keyboard.press('ArrowDown');
    const items = page.getByRole('menu').getByRole('menuitem');
    await expect(items.first()).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(items.last()).toBeFocused();
    await expect(items.last()).toHaveText('退出登录');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toHaveCount(0);
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(account).toBeFocused();

    // Arrow keys move along the search panel's tabs and open their panels.
    await page.getByRole('tab', { name: '机票预订' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: '行程服务' })).toBeFocused();
    await expect(page.getByRole('tab', { name: '行程服务' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toContainText('航班动态');
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: '手机专享' })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: '机票预订' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('search-submit')).toBeVisible();
  });

  test('a page opened directly always leaves the loading spinner, however fast its code arrives', async ({
    browser,
    baseURL,
  }) => {
    // The Ticket page's code used to arrive, now and then, between two slices of the app's first
    // render, which then never showed it (about one cold load in three).
    for (let i = 0; i < 8; i++) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      await page.goto('/Ticket');
      await expect(page.getByRole('heading', { name: '还没有查询条件' })).toBeVisible({ timeout: 3000 });
      await context.close();
    }
  });

  test('a new page opens at its top; 后退 and a reload return to where the passenger was', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 500 });
    await page.goto('/ServiceNotice');
    const last = page.getByTestId('notice-list-item').last();
    await last.scrollIntoViewIfNeeded();
    const listY = await page.evaluate(() => window.scrollY);
    expect(listY).toBeGreaterThan(300);

    await last.click();
    await expect(page).toHaveURL(/ServiceNoticeDetail/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page.getByTestId('notice-list')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listY);

    // The list's data arrives after the reload: the position is kept until the page is tall enough.
    await page.reload();
    await expect(page.getByTestId('notice-list')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listY);
  });

  test('a page whose code fails to load shows the error state, and 重新加载 recovers', async ({ page }) => {
    // Simulates a dropped connection (or a replaced release) while the home page's chunk loads.
    await page.route(/\/assets\/home-page-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { name: '页面加载出错了' })).toBeVisible();
    await expect(page.getByTestId('site-header')).toBeVisible();

    await page.unroute(/\/assets\/home-page-[^/]+\.js$/);
    await page.getByRole('button', { name: '重新加载' }).click();
    await expect(page.getByRole('tab', { name: '机票预订' })).toBeVisible();
  });
});

test.describe('phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the navigation collapses into a menu button and drawer, without horizontal scroll', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('service-shortcuts')).toBeVisible();

    await expect(page.getByTestId('site-nav')).toBeHidden();
    const menuButton = page.getByTestId('nav-menu-button');
    await expect(menuButton).toBeVisible();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);

    await menuButton.click();
    const drawerNav = page.getByTestId('drawer-nav');
    await expect(drawerNav).toBeVisible();
    await expect(drawerNav.getByRole('link')).toHaveText(NAV_LABELS);
    await expect(page.getByRole('dialog').getByRole('link', { name: '登录', exact: true })).toBeVisible();

    // Following a link closes the drawer.
    await drawerNav.getByRole('link', { name: '服务公告' }).click();
    await expect(page).toHaveURL('/ServiceNotice');
    await expect(drawerNav).toBeHidden();
  });

  test('the 404 page and the footer fit the phone width', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '页面不存在' })).toBeVisible();
    await expect(page.getByTestId('site-footer')).toContainText('95071');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
  });
});
