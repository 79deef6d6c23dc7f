import { simulateFlightOps } from '@jc/shared';
import { expect, test, withClocksMoved } from './support/test';
import { loginViaApi, registerViaApi, useToken } from './support/accounts';
import { departureMs, ticketedOrderPlanned } from './support/orders';

/**
 * Delay certificates (docs/trip-services.md): a passenger whose flight the status simulator delays
 * opens the order after take-off, follows 开具延误证明 (the form filled in and asked at once),
 * sends the certificate to an address and finds it, PDF attached, in the sandbox outbox.
 */

test('a delayed order’s detail leads to a certificate sent by e-mail', async ({ page, request }) => {
  test.setTimeout(150_000);
  const account = await registerViaApi(request);
  const order = await ticketedOrderPlanned(request, account.token, 'delayed', 6);
  const departure = departureMs(order);
  const ops = simulateFlightOps({
    flightNo: order.flightNo,
    flightDate: order.flightDate,
    scheduledDepartureMs: departure,
    scheduledArrivalMs: departure + 3_600_000,
    nowMs: departure + 86_400_000,
  });
  const delayMinutes = (ops.actualDepartureMs! - departure) / 60_000;
  // Ten minutes after the late take-off; sign in then (the first session has expired), and put
  // the clock back after.
  await withClocksMoved(page, request, { atOrAfter: ops.actualDepartureMs! + 10 * 60_000 }, async () => {
    await useToken(page, await loginViaApi(request, account.phone, account.password));
    await page.goto(`/orderDetail?orderNo=${order.orderNo}`);
    const segment = page.getByTestId('order-segment');
    await expect(segment.getByTestId('segment-ops')).toContainText('延误');
    await segment.getByTestId('order-delay-certificate').click();

    await expect(page).toHaveURL(/\/abnormalFlightDelayCertificate\?/);
    await expect(page.getByTestId('delay-flight-no')).toHaveValue(order.flightNo);
    await expect(page.getByTestId('delay-name')).toHaveValue(order.passenger.name);
    const result = page.getByTestId('delay-result');
    await expect(result).toContainText(order.flightNo);
    await expect(result).toContainText(order.passenger.name);
    await expect(result.getByTestId('delay-kind')).toHaveText('航班延误');
    const hours = Math.floor(delayMinutes / 60);
    const minutes = delayMinutes % 60;
    const delayText =
      hours === 0 ? `${minutes}分钟` : minutes === 0 ? `${hours}小时` : `${hours}小时${minutes}分钟`;
    await expect(result.getByTestId('delay-length')).toHaveText(`延误 ${delayText}`);

    const email = `e2e-${Date.now()}@example.com`;
    await page.getByTestId('mail-send').click();
    await expect(page.getByText('请输入邮箱地址')).toBeVisible();
    await page.getByTestId('mail-email').fill(email);
    await page.getByTestId('mail-send').click();
    await expect(page.getByTestId('mail-sent')).toContainText('延误证明已发送');
    await expect(page.getByTestId('mail-sent-to')).toHaveText(email);
    const code = (await page.getByTestId('mail-verify-code').textContent())!.trim();
    expect(code).toMatch(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);

    // The mail job delivers it to the sandbox outbox, the PDF named there.
    await expect
      .poll(
        async () => {
          const res = await request.get('/api/v1/dev/outbox?channel=email&limit=50');
          const mails = (await res.json()).data as { recipient: string; subject: string; body: string }[];
          return mails.find((m) => m.recipient === email) ?? null;
        },
        { timeout: 20_000 },
      )
      .toMatchObject({
        subject: `【锦程航空】航班延误证明 ${order.flightNo} ${order.flightDate}`,
        body: expect.stringContaining(
          `附件：航班延误证明-${order.flightNo}-${order.flightDate}.pdf（application/pdf`,
        ),
      });
    await page.goto('/dev/outbox');
    await expect(page.getByText(email)).toBeVisible();
    await expect(
      page.getByText(`航班延误证明-${order.flightNo}-${order.flightDate}.pdf`, { exact: false }),
    ).toBeVisible();

    // Anyone holding the certificate can check it by its code.
    await page.goto('/abnormalFlightDelayCertificate');
    await page.getByTestId('verify-code').fill(code.toLowerCase());
    await page.getByTestId('verify-submit').click();
    await expect(page.getByTestId('verify-ok')).toContainText(code);
    await expect(page.getByTestId('delay-result')).toContainText(order.passenger.name);
  });
});

test('the form refuses an on-time flight with the server’s message', async ({ page, request }) => {
  test.setTimeout(150_000);
  const account = await registerViaApi(request);
  const order = await ticketedOrderPlanned(request, account.token, 'onTime', 6);
  const departure = departureMs(order);
  // An hour after its punctual take-off.
  await withClocksMoved(page, request, { atOrAfter: departure + 3_600_000 }, async () => {
    await page.goto('/abnormalFlightDelayCertificate');
    await page.getByTestId('delay-query').click();
    await expect(page.getByText('航班号不能为空!')).toBeVisible();
    await page.getByTestId('delay-flight-no').fill(order.flightNo);
    await page.getByTestId('delay-flight-date').click();
    await page.getByTestId('delay-flight-date').fill(order.flightDate);
    await page.getByTestId('delay-flight-date').press('Enter');
    await page.getByTestId('delay-name').fill(order.passenger.name);
    await page.getByTestId('delay-id-value').fill(order.passenger.certNo);
    await page.getByTestId('delay-query').click();
    await expect(page.getByTestId('delay-error')).toHaveText(
      '该航班未延误30分钟以上或取消，无法开具延误证明',
    );
    await expect(page.getByTestId('delay-result')).toHaveCount(0);
  });
});
