import { expect, test, type Page } from './support/test';
import {
  escapeRegExp,
  onTicketedOrderPage,
  payQuoteByQr,
  payQuoteOnCashier,
  type TicketedOrder,
} from './support/orders';

/*
 * A voluntary date change from the order detail (docs/after-sales.md, "Date changes"): a day on the
 * strip, a flight of that day with its total, the quote line by line, the payment (the QR code on
 * the sandbox phone page, or the sandbox 支付宝 cashier and back), and the order showing the new
 * flight and ticket.
 */

/**
 * On the order's detail: opens 改期 on `order`'s flight, picks the first later day with a flight to
 * choose and its first flight, and waits for the quote. Gives the dialog, the day and the flight.
 */
async function quoteLaterFlight(page: Page, order: TicketedOrder) {
  await page.getByTestId('change-open').click();
  const dialog = page.getByRole('dialog', { name: '改期' });
  await expect(dialog.getByTestId('change-current')).toContainText(order.flightNo);
  const days = dialog.getByTestId('change-day');
  await expect(days).toHaveCount(7);
  const prices = await days.allTextContents();
  const current = await dialog
    .locator('[data-testid="change-day"][aria-current="date"]')
    .getAttribute('data-date');
  let picked: string | null = null;
  for (let i = 0; i < prices.length; i++) {
    const date = await days.nth(i).getAttribute('data-date');
    if (date! > current! && /起/.test(prices[i]!)) {
      picked = date;
      await days.nth(i).click();
      break;
    }
  }
  expect(picked, 'a later day with a flight').not.toBeNull();
  await expect(dialog.locator('[data-testid="change-day"][aria-current="date"]')).toHaveAttribute(
    'data-date',
    picked!,
  );
  const option = dialog
    .getByTestId('change-option')
    .filter({ has: page.getByTestId('change-option-pick') })
    .first();
  const newFlightNo = (await option.getAttribute('data-flight'))!;
  await expect(option.getByTestId('change-option-total')).toHaveText(/^¥/);
  await option.getByTestId('change-option-pick').click();
  await expect(dialog.getByTestId('change-quote-table')).toContainText(`${newFlightNo} ${picked}`);
  return { dialog, picked: picked!, newFlightNo };
}

/**
 * The order after the change: the old ticket 已改期 and kept, exactly one new 929 number beside it,
 * on the new flight and day.
 */
async function expectChanged(
  page: Page,
  change: { oldTicketNo: string; newFlightNo: string; picked: string },
) {
  const tickets = page.getByTestId('order-tickets');
  await expect(tickets).toContainText('已改期');
  await expect(tickets).toContainText(change.newFlightNo);
  await expect(page.getByText(change.picked, { exact: true })).toBeVisible();
  const numbers = await page.getByTestId('ticket-no').allTextContents();
  expect(numbers).toContain(change.oldTicketNo);
  expect(numbers.filter((n) => /^929\d{10}$/.test(n) && n !== change.oldTicketNo)).toHaveLength(1);
}

test('a passenger moves a ticket to another day, pays the fee and difference, and sees the new flight on the order', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { order, ticketNo: oldTicketNo } = await onTicketedOrderPage(page, request, {
    daysAhead: 10,
    passenger: { name: '周文博' },
  });
  // The change fee table is on the order, from the fare families' own bands.
  await expect(page.getByTestId('order-fee-rules')).toContainText('改期费');

  const { dialog, picked, newFlightNo } = await quoteLaterFlight(page, order);

  const quote = dialog.getByTestId('change-quote-table');
  await expect(quote).toContainText('改期费（已付票价 × 5%）');
  await expect(quote).toContainText('票价差额');
  await expect(dialog.getByTestId('change-amount')).toHaveText(/^¥/);
  // WeChat is the method chosen at first: the QR code in place.
  await expect(dialog.getByRole('radio', { name: /微信支付/ })).toBeChecked();
  await expect(dialog.getByTestId('change-pay')).toHaveText(/^生成支付二维码 ¥/);
  await payQuoteByQr(page, dialog, { testId: 'change', doneText: '改期成功' });

  // The order: the new flight with a new ticket number; the old one 已改期.
  await expectChanged(page, { oldTicketNo, newFlightNo, picked });
  await expect(page.getByTestId('segment-changed')).toBeVisible();
  await expect(page.getByText(/改期完成（改期单/)).toBeVisible();
});

test('a passenger pays a date change by 支付宝 on the cashier page, comes back to the order, and the ticket is re-issued', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { order, ticketNo: oldTicketNo } = await onTicketedOrderPage(page, request, {
    daysAhead: 11,
    passenger: { name: '韩雨桐' },
  });
  const { dialog, picked, newFlightNo } = await quoteLaterFlight(page, order);

  // The pay page's three methods; 支付宝 goes to its cashier.
  const methods = dialog.getByRole('radiogroup');
  await expect(methods.getByRole('radio')).toHaveCount(3);
  await expect(methods.getByRole('radio', { name: /银行卡/ })).toBeEnabled();
  // Back on the order with the change's number: the dialog takes it up, waits for the payment and re-issues.
  const amount = await payQuoteOnCashier(page, dialog, {
    testId: 'change',
    method: '支付宝',
    orderNo: order.orderNo,
    resume: /\/orderDetail\?orderNo=.+&change=CG/,
    doneText: '改期成功',
  });

  await expectChanged(page, { oldTicketNo, newFlightNo, picked });
  // The payment in the order's history, by the method used.
  const history = page.getByTestId('order-history');
  await expect(history).toContainText(
    new RegExp(`改期单CG\\w+：改期费用${escapeRegExp(amount)}已通过支付宝付清`),
  );
  await expect(history).toContainText(/改期完成（改期单/);

  await page.reload();
  await expect(page.getByTestId('order-status')).toHaveText('已出票');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
