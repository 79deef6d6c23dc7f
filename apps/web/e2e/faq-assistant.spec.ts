import { expect, test, withClocksMoved, type Page } from './support/test';
import { withoutHomePopups } from './support/home';
import { loginViaApi, registerViaApi, useToken } from './support/accounts';
import { departureMs, planOf, ticketedOrderViaApi } from './support/orders';

/**
 * The FAQ assistant: the home page's online assistant panel (ask, pick a suggestion, read the
 * answer; the empty question; the fallback with the hotline; the FAQ list with its pages) and the
 * full /faq page by category with search. Answers come from the seeded bank.
 */

async function openPanel(page: Page) {
  await withoutHomePopups(page);
  await page.goto('/');
  await page.getByTestId('assistant-button').click();
  const panel = page.getByTestId('assistant-panel');
  await expect(panel).toBeVisible();
  return panel;
}

async function ask(page: Page, question: string) {
  await page.getByTestId('assistant-input').fill(question);
  await page.getByTestId('assistant-input').press('Enter');
}

test.describe('the assistant panel', () => {
  test('its button keeps the name 在线客服 at phone width, where the label is hidden', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await withoutHomePopups(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: '在线客服' })).toBeVisible();
  });

  test('a question gives suggestions; a suggestion opens its answer', async ({ page }) => {
    const panel = await openPanel(page);
    await ask(page, '托运行李可以带几公斤');
    await expect(panel.getByTestId('assistant-question').last()).toHaveText('托运行李可以带几公斤');
    const suggestions = panel.getByTestId('assistant-suggestions').last();
    await expect(suggestions).toContainText('您是不是想问：');
    const first = suggestions.getByRole('button').first();
    await expect(first).toHaveText('免费托运行李额是多少？');
    expect(await suggestions.getByRole('button').count()).toBeLessThanOrEqual(4);

    await first.click();
    await expect(panel.getByTestId('assistant-question').last()).toHaveText('免费托运行李额是多少？');
    const answer = panel.getByTestId('assistant-answer').last();
    await expect(answer).toContainText('免费托运行李额是多少？');
    await expect(answer).toContainText('标准经济：免费托运行李20公斤，手提行李1件，不超过7公斤。');
    await expect(answer).toContainText('特惠经济：不含免费托运行李');
  });

  test('an empty question is refused with the message, and nothing is sent', async ({ page }) => {
    const panel = await openPanel(page);
    let asked = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/dialog/dialogue')) asked += 1;
    });
    await page.getByRole('button', { name: '发送' }).click();
    await expect(panel.getByTestId('assistant-error')).toHaveText('请输入您的问题！');
    await ask(page, '   ');
    await expect(panel.getByTestId('assistant-error')).toHaveText('请输入您的问题！');
    // Typing clears the message; the box takes at most 100 characters.
    await page.getByTestId('assistant-input').fill('问'.repeat(120));
    await expect(panel.getByTestId('assistant-error')).toHaveCount(0);
    await expect(page.getByTestId('assistant-input')).toHaveValue('问'.repeat(100));
    await expect(panel).toContainText('100/100');
    expect(asked).toBe(0);
  });

  test('a question the bank cannot answer gets the fallback with the hotline', async ({ page }) => {
    const panel = await openPanel(page);
    await ask(page, '北京今天天气怎么样');
    const fallback = panel.getByTestId('assistant-fallback');
    await expect(fallback).toContainText('智能客服还在成长中，暂时不能回答您这个问题。');
    await expect(fallback).toContainText('如需人工帮助，请拨打客服热线 95071');
    await expect(fallback.getByRole('link', { name: '95071' })).toHaveAttribute('href', 'tel:95071');
  });

  test('the FAQ list pages twelve at a time and opens an answer in the chat', async ({ page }) => {
    const panel = await openPanel(page);
    await panel.getByRole('tab', { name: '常见问题' }).click();
    const list = panel.getByTestId('faq-list');
    await expect(list.getByRole('button')).toHaveCount(12);
    await expect(panel.getByTestId('faq-page')).toHaveText(/^1 \/ \d+$/);
    const firstOfPageOne = await list.getByRole('button').first().textContent();
    await panel.getByRole('button', { name: '下一页' }).click();
    await expect(panel.getByTestId('faq-page')).toHaveText(/^2 \/ \d+$/);
    await expect(list.getByRole('button').first()).not.toHaveText(firstOfPageOne!);

    const item = list.getByRole('button').first();
    const title = (await item.textContent())!;
    await item.click();
    await expect(panel.getByRole('tab', { name: '智能问答' })).toHaveAttribute('aria-selected', 'true');
    await expect(panel.getByTestId('assistant-answer').last()).toContainText(title);
  });

  test('closes with its button, as before', async ({ page }) => {
    const panel = await openPanel(page);
    await expect(panel).toContainText('95071');
    await page.getByRole('button', { name: '关闭在线客服' }).click();
    await expect(page.getByTestId('assistant-panel')).toHaveCount(0);
  });
});

test.describe('the /faq page', () => {
  test('lists the bank by category and opens answers', async ({ page }) => {
    await page.goto('/faq');
    await expect(page.getByRole('heading', { name: '常见问题', level: 1 })).toBeVisible();
    const categories = page.getByTestId('faq-categories');
    await expect(categories.getByRole('button')).toHaveCount(11);
    await categories.getByRole('button', { name: /^行李/ }).click();
    await expect(page).toHaveURL(/category=%E8%A1%8C%E6%9D%8E/);
    const list = page.getByTestId('faq-page-list');
    await expect(list).toContainText('充电宝可以带上飞机吗？');
    await expect(list).not.toContainText('如何办理退票？');
    await list.getByText('充电宝可以带上飞机吗？').click();
    await expect(page.getByTestId('faq-page-answer')).toContainText('充电宝和备用锂电池严禁托运');
  });

  test('searches the bank, and says so when nothing fits', async ({ page }) => {
    await page.goto('/faq');
    const search = page
      .getByTestId('faq-search')
      .getByRole('searchbox')
      .or(page.getByRole('textbox', { name: '搜索常见问题' }));
    await search.first().fill('延误单');
    await search.first().press('Enter');
    await expect(page).toHaveURL(/q=%E5%BB%B6%E8%AF%AF%E5%8D%95/);
    await expect(page.getByTestId('faq-page-list').locator('.ant-collapse-header').first()).toContainText(
      '如何开具航班延误证明？',
    );
    await search.first().fill('推荐一家成都的火锅店');
    await search.first().press('Enter');
    await expect(page.getByTestId('faq-page-empty')).toContainText(
      '智能客服还在成长中，暂时不能回答您这个问题。',
    );
    await expect(page.getByTestId('faq-page-empty')).toContainText('95071');
  });
});

test.describe("the passenger's own trip", () => {
  test('a signed-in passenger with a delayed flight asks 我的航班延误了吗 and sees that flight', async ({
    page,
    request,
  }) => {
    const account = await registerViaApi(request);
    const order = await ticketedOrderViaApi(request, account.token, {
      daysAhead: 2,
      accept: (o) => planOf(o) === 'delayed',
    });
    // A remembered session: it outlives the day or two the clock moves.
    await useToken(page, await loginViaApi(request, account.phone, account.password));
    // The delay is announced six hours before departure: ask two hours before it.
    await withClocksMoved(page, request, { atOrBefore: departureMs(order) - 2 * 3_600_000 }, async () => {
      const panel = await openPanel(page);
      await ask(page, '我的航班延误了吗');
      const card = panel.getByTestId('trip-card').first();
      await expect(card).toContainText(order.flightNo);
      await expect(card).toContainText('状态：延误');
      await expect(card).toContainText(/延误约 \d+ 分钟/);
      await expect(card).toContainText(`乘机人：${order.passenger.name}`);
      await card.getByRole('link', { name: '查看航班动态' }).click();
      await expect(page).toHaveURL(
        new RegExp(`/flightDynamics\\?type=2&flightNo=${order.flightNo}&flightDate=${order.flightDate}`),
      );
      await expect(page.getByTestId('flight-status')).toHaveText('延误');
    });
  });
});
