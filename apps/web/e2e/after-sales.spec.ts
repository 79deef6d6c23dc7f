import { expect, test, type Page } from './support/test';
import { registerViaApi, signedInViaApi, useToken } from './support/accounts';
import {
  escapeRegExp,
  onTicketedOrderPage,
  payQuoteByQr,
  payQuoteOnCashier,
  ticketedOrderViaApi,
} from './support/orders';

/*
 * After-sales from the order detail (docs/after-sales.md): a refund with its quote shown line by
 * line, then an upgrade of another order paid through the sandbox QR code and re-issued in business.
 */

/** On an order's detail: opens 升舱至公务舱 and asks for the quote; gives the dialog. */
async function quoteUpgrade(page: Page) {
  await page.getByTestId('upgrade-open').click();
  const up = page.getByRole('dialog', { name: '升舱至公务舱' });
  await up.getByTestId('upgrade-quote').click();
  return up;
}

/** After the upgrade: the order's first ticket has a new 929 number in place of `oldTicketNo`. */
async function expectReissued(page: Page, oldTicketNo: string) {
  const newTicketNo = page.getByTestId('ticket-no').first();
  await expect(newTicketNo).toHaveText(/^929\d{10}$/);
  await expect(newTicketNo).not.toHaveText(oldTicketNo);
}

test('a passenger refunds one order and upgrades another from the order detail', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await registerViaApi(request);
  const refundOrder = await ticketedOrderViaApi(request, account.token, {
    daysAhead: 9,
    passenger: { name: '陈静怡' },
  });
  const upgradeOrder = await ticketedOrderViaApi(request, account.token, {
    daysAhead: 12,
    passenger: { name: '林晓峰' },
  });
  await useToken(page, account.token);

  // ---- refund: the order's one ticket starts ticked, see the quote, confirm; it is listed under 我的退票.
  await page.goto(`/orderDetail?orderNo=${refundOrder.orderNo}`);
  await expect(page.getByTestId('order-status')).toHaveText('已出票');
  await page.getByTestId('refund-open').click();
  const dialog = page.getByRole('dialog', { name: '申请退票' });
  await expect(dialog.getByRole('checkbox', { name: /陈静怡/ })).toBeChecked();
  await expect(dialog.getByTestId('refund-quote')).toBeEnabled();
  await dialog.getByTestId('refund-quote').click();
  await expect(dialog.getByText('退票费合计')).toBeVisible();
  await expect(dialog.getByRole('table')).toContainText(refundOrder.flightNo);
  await dialog.getByTestId('refund-confirm').click();
  await expect(page.getByText(/退票申请已提交/)).toBeVisible();
  await expect(page.getByTestId('order-tickets')).toContainText(/退票中|已退票/);
  await page.goto('/refunds');
  await expect(page.getByRole('table')).toContainText(refundOrder.orderNo);
  // Its detail sits under 我的退票, with a title of its own.
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/refundDetail\?no=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('退票详情');
  await expect(page.getByTestId('breadcrumb').getByRole('link', { name: '我的退票' })).toBeVisible();
  await expect(page.getByText('退款方式')).toBeVisible();

  // ---- upgrade: quote, pay the difference by QR code, the ticket is re-issued in business.
  await page.goto(`/orderDetail?orderNo=${upgradeOrder.orderNo}`);
  const oldTicketNo = (await page.getByTestId('ticket-no').first().textContent())!.trim();
  expect(oldTicketNo).toMatch(/^929\d{10}$/);
  const up = await quoteUpgrade(page);
  const quote = up.getByTestId('upgrade-quote-table');
  await expect(quote).toContainText('公务舱票价');
  await expect(quote).toContainText('已付票价');
  await expect(up.getByTestId('upgrade-amount')).toHaveText(/^¥/);
  await payQuoteByQr(page, up, { testId: 'upgrade', doneText: '升舱成功' });
  await expectReissued(page, oldTicketNo);
  await expect(page.getByText(/升舱完成（升舱单/)).toBeVisible();

  await page.goto('/upgrades');
  const row = page.getByTestId('upgrade-row').first();
  await expect(row).toContainText('已升舱');
  await expect(row).toContainText(oldTicketNo);
});

test('a passenger pays an upgrade by 银行卡 on the cashier page and comes back to the re-issued business ticket', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { order, ticketNo: oldTicketNo } = await onTicketedOrderPage(page, request, {
    daysAhead: 13,
    passenger: { name: '宋嘉禾' },
  });
  const up = await quoteUpgrade(page);
  // Back on the order with the upgrade's number: its dialog confirms the paid difference.
  const amount = await payQuoteOnCashier(page, up, {
    testId: 'upgrade',
    method: '银行卡',
    orderNo: order.orderNo,
    resume: /\/orderDetail\?orderNo=.+&upgrade=UG/,
    doneText: '升舱成功',
  });
  await expectReissued(page, oldTicketNo);
  await expect(page.getByTestId('order-history')).toContainText(
    new RegExp(`升舱单UG\\w+：差价${escapeRegExp(amount)}已通过银行卡支付付清`),
  );
  await expect(page.getByText(/升舱完成（升舱单/)).toBeVisible();
});

test('a mistyped order or refund number in the address says it does not exist, with the way back', async ({
  page,
  request,
}) => {
  await signedInViaApi(page, request);
  for (const [url, title, back] of [
    ['/orderDetail?orderNo=NOPE123', '订单不存在', '返回我的订单'],
    ['/orderDetail?orderNo=ZZZZZZZZZZZZ', '订单不存在', '返回我的订单'],
    ['/refundDetail?no=XX', '退票单不存在', '返回我的退票'],
    ['/refundDetail?no=RFZZZZZZZZZZ', '退票单不存在', '返回我的退票'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: back })).toBeVisible();
    // The API's field names never reach the passenger.
    await expect(page.locator('body')).not.toContainText('请求内容字段');
  }
});
