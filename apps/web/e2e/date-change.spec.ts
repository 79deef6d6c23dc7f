import { expect, test } from './support/test';
import { registerViaApi, useToken } from './support/accounts';
import { payOnPhone, ticketedOrderViaApi } from './support/orders';

/*
 * A voluntary date change from the order detail (docs/after-sales.md, "Date changes"): a day on the
 * strip, a flight of that day with its total, the quote line by line, the QR payment on the sandbox
 * page, and the order showing the new flight and ticket.
 */

test('a passenger moves a ticket to another day, pays the fee and difference, and sees the new flight on the order', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await registerViaApi(request);
  const order = await ticketedOrderViaApi(request, account.token, {
    daysAhead: 10,
    passenger: { name: '周文博' },
  });
  await useToken(page, account.token);

  await page.goto(`/orderDetail?orderNo=${order.orderNo}`);
  // The first page of a fresh server can take a while to start on a busy machine.
  await expect(page.getByTestId('order-status')).toHaveText('已出票', { timeout: 15_000 });
  // The change fee table is on the order, from the fare families' own bands.
  await expect(page.getByTestId('order-fee-rules')).toContainText('改期费');
  const oldTicketNo = (await page.getByTestId('ticket-no').first().textContent())!.trim();

  await page.getByTestId('change-open').click();
  const dialog = page.getByRole('dialog', { name: '改期' });
  await expect(dialog.getByTestId('change-current')).toContainText(order.flightNo);
  const days = dialog.getByTestId('change-day');
  await expect(days).toHaveCount(7);

  // The first later day with a flight to choose, then its first flight.
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
  const newFlightNo = await option.getAttribute('data-flight');
  await expect(option.getByTestId('change-option-total')).toHaveText(/^¥/);
  await option.getByTestId('change-option-pick').click();

  const quote = dialog.getByTestId('change-quote-table');
  await expect(quote).toContainText('改期费（已付票价 × 5%）');
  await expect(quote).toContainText('票价差额');
  await expect(quote).toContainText(`${newFlightNo} ${picked}`);
  await expect(dialog.getByTestId('change-amount')).toHaveText(/^¥/);
  await dialog.getByTestId('change-pay').click();
  await expect(dialog.getByTestId('change-qr')).toBeVisible();
  const link = await dialog.getByTestId('change-qr-link').getAttribute('href');
  await payOnPhone(page.context(), link!);

  await expect(dialog.getByTestId('change-done')).toContainText('改期成功', { timeout: 30_000 });
  await dialog.getByTestId('change-finish').click();

  // The order: the new flight with a new ticket number; the old one 已改期.
  const tickets = page.getByTestId('order-tickets');
  await expect(tickets).toContainText('已改期');
  await expect(tickets).toContainText(`${newFlightNo}`);
  await expect(page.getByTestId('segment-changed')).toBeVisible();
  await expect(page.getByText(picked!, { exact: true })).toBeVisible();
  const numbers = await page.getByTestId('ticket-no').allTextContents();
  expect(numbers).toContain(oldTicketNo);
  expect(numbers.filter((n) => /^929\d{10}$/.test(n) && n !== oldTicketNo)).toHaveLength(1);
  await expect(page.getByText(/改期完成（改期单/)).toBeVisible();
});
