import { expect, test, withClocksMoved, type Page } from './support/test';
import { loginViaApi, registerViaApi, useToken } from './support/accounts';
import {
  departureMs,
  onTicketedOrderPage,
  planOf,
  ticketedOrderViaApi,
  type TicketedOrder,
} from './support/orders';

/** docs/trip-services.md, online check-in: from the home page's form to the boarding pass. */

const ticketNoOf = async (page: Page, order: TicketedOrder) => {
  await page.goto(`/orderDetail?orderNo=${order.orderNo}`);
  return (await page.getByTestId('ticket-no').first().textContent())!.trim();
};

test.describe('online check-in', () => {
  test.use({ homePopups: false });

  test('the home form finds the ticket, a seat is picked and the boarding pass shows its QR code', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const account = await registerViaApi(request);
    const order = await ticketedOrderViaApi(request, account.token, {
      daysAhead: 1,
      accept: (o) => planOf(o) === 'onTime',
    });
    // A remembered session: it outlives the day the clock moves.
    await useToken(page, await loginViaApi(request, account.phone, account.password));
    const ticketNo = await ticketNoOf(page, order);
    // Three hours before the flight: check-in is open (it opens 24 h and closes 45 min before).
    const inWindow = { atOrBefore: departureMs(order) - 3 * 3_600_000 };
    await withClocksMoved(page, request, inWindow, async () => {
      await page.goto('/');
      await page.getByRole('tab', { name: '行程服务' }).click();
      await page.locator('.ant-segmented').getByText('在线值机').click();
      await page.getByTestId('checkin-name').fill(order.passenger.name);
      await page.getByTestId('checkin-certNo').fill(order.passenger.certNo);
      await page.getByTestId('checkin-phone').fill(order.passenger.phone);
      await page.getByTestId('checkin-flightNo').fill(order.flightNo);
      await page.getByTestId('checkin-ticketNo').fill(ticketNo);
      await page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
      await page.getByTestId('checkin-submit').click();

      await expect(page).toHaveURL(/\/checkInList\?.*type=1/);
      const flight = page.getByTestId('checkin-flight');
      await expect(flight).toContainText(order.flightNo);
      await expect(flight.getByTestId('checkin-state')).toHaveText('可值机');
      await flight.getByTestId('checkin-seat').click();

      const map = page.getByTestId('seat-map');
      await expect(map).toBeVisible();
      // A paid seat says what it needs; a business seat is not for an economy ticket.
      // Clicked again if the first click fell in the picker's opening animation (a refused seat
      // changes nothing, so a second click only repeats the message).
      await expect(async () => {
        await map.locator('[data-seat="31A"]').click();
        await expect(page.locator('.ant-message')).toContainText('该座位为付费座位，需使用选座券', {
          timeout: 2_000,
        });
      }).toPass({ timeout: 10_000 });
      await map.locator('[data-seat="35C"]').click();
      await expect(map.locator('[data-seat="35C"]')).toHaveAttribute('aria-pressed', 'true');
      await page.getByTestId('seat-confirm').click();

      const pass = page.getByTestId('boarding-pass');
      await expect(pass).toBeVisible();
      await expect(pass.getByTestId('pass-name')).toHaveText(order.passenger.name);
      await expect(pass.getByTestId('pass-seat')).toHaveText('35C');
      await expect(pass.getByRole('img', { name: /登机牌二维码/ })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(flight.getByTestId('checkin-state')).toHaveText('已值机');
      await expect(flight).toContainText('座位 35C');

      // On a phone the pass fits the screen, its QR code whole.
      await page.setViewportSize({ width: 375, height: 812 });
      await flight.getByTestId('checkin-pass').click();
      const qr = page.getByTestId('boarding-pass').getByRole('img', { name: /登机牌二维码/ });
      await expect(qr).toBeVisible();
      const box = (await qr.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(375);
      await page.keyboard.press('Escape');

      // Cancelling frees the seat: the segment can be checked in again.
      await flight.getByRole('button', { name: '取消值机' }).click();
      await page.getByRole('button', { name: '取消值机' }).last().click();
      await expect(flight.getByTestId('checkin-state')).toHaveText('可值机');
    });
  });

  test('an order leads to its check-in; before the window opens the segment says when', async ({
    page,
    request,
  }) => {
    const { order } = await onTicketedOrderPage(page, request, { daysAhead: 3 });
    await page.getByTestId('order-checkin').click();
    await expect(page).toHaveURL(new RegExp(`/checkInList\\?orderNo=${order.orderNo}`));
    const flight = page.getByTestId('checkin-flight');
    await expect(flight.getByTestId('checkin-state')).toHaveText('未开放');
    await expect(flight).toContainText('值机尚未开放，航班起飞前24小时开放在线值机');
    await expect(flight.getByTestId('checkin-seat')).toHaveCount(0);
  });

  test('a visitor is sent to log in first', async ({ page }) => {
    await page.goto('/checkInList?orderNo=JC20260101000001');
    await expect(page).toHaveURL(/\/Login\?redirect=/);
  });
});
