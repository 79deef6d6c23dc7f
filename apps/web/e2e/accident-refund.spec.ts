import { expect, test, withClocksMoved, type Page } from './support/test';
import { loginViaApi, registerViaApi, useToken } from './support/accounts';
import { departureMs, ticketedOrderPlanned } from './support/orders';

/**
 * Accident (involuntary) refunds from the order detail (docs/after-sales.md, "Accident refunds"):
 * a flight the status simulator cancels is refunded in full at once; illness with an uploaded PNG
 * waits for review (待审核).
 */

// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function openDialog(page: Page, orderNo: string) {
  await page.goto(`/orderDetail?orderNo=${orderNo}`);
  const card = page.getByTestId('accident-refund');
  await expect(card).toBeVisible();
  await card.getByTestId('accident-refund-open').click();
  const dialog = page.getByRole('dialog', { name: '申请非自愿退票' });
  await expect(dialog.getByTestId('accident-ticket')).toHaveCount(1);
  return dialog;
}

test('a cancelled flight is refunded in full from the order detail', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await registerViaApi(request);
  const order = await ticketedOrderPlanned(request, account.token, 'cancelled', 8);
  // A cancellation is announced 24 hours ahead: move to 12 hours before departure, sign in then
  // (the first session has expired by that time), and put the clock back after.
  await withClocksMoved(page, request, { atOrBefore: departureMs(order) - 12 * 3_600_000 }, async () => {
    await useToken(page, await loginViaApi(request, account.phone, account.password));
    const dialog = await openDialog(page, order.orderNo);
    const ticket = dialog.getByTestId('accident-ticket');
    await expect(ticket.getByTestId('accident-basis')).toHaveText('可直接全额退票');
    await expect(ticket).toContainText('航班取消，可全额退票');
    await ticket.getByRole('checkbox').check();
    await dialog.getByText('航班取消', { exact: true }).click();
    await dialog.getByTestId('accident-refund-submit').click();
    const result = dialog.getByTestId('accident-refund-result');
    await expect(result).toContainText('已全额退票');
    await expect(result).toContainText('不收退票费');

    await page.goto('/refunds?tab=accident');
    const list = page.getByTestId('accident-refund-list');
    await expect(list).toContainText(order.orderNo);
    await expect(list).toContainText('航班取消');
    await expect(list.getByTestId('accident-status')).toHaveText('已退款', { timeout: 30_000 });
  });
});

test('illness with an uploaded PNG waits for review', async ({ page, request }) => {
  test.setTimeout(120_000);
  const account = await registerViaApi(request);
  const order = await ticketedOrderPlanned(request, account.token, 'onTime', 8);
  await useToken(page, account.token);

  const dialog = await openDialog(page, order.orderNo);
  const ticket = dialog.getByTestId('accident-ticket');
  await expect(ticket.getByTestId('accident-basis')).toHaveText('需证明材料');
  await ticket.getByRole('checkbox').check();
  await dialog.getByText('旅客疾病', { exact: true }).click();
  const submit = dialog.getByTestId('accident-refund-submit');
  await expect(submit).toBeDisabled();
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: '诊断证明.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByText('诊断证明.png')).toBeVisible();
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(dialog.getByTestId('accident-refund-result')).toContainText('申请已提交，待审核');

  await page.goto('/refunds?tab=accident');
  const list = page.getByTestId('accident-refund-list');
  await expect(list).toContainText('旅客疾病 · 证明材料1份');
  await expect(list.getByTestId('accident-status')).toHaveText('待审核');
});
