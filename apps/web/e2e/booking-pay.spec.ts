import { expect, test, withClocksMoved, type APIRequestContext, type Page } from './support/test';
import { addPassengerViaApi, idCard, registerViaApi, useToken, yearsAgo } from './support/accounts';
import { clickDay, pickCity, withoutHomePopups } from './support/home';
import { shanghaiDate } from './support/clock';
import { orderStatusViaApi, payOnPhone, placedOrderViaApi, ticketedOrderViaApi } from './support/orders';

/**
 * The purchase path in the browser (docs/orders.md): a round trip for 2 adults and 1 child (one adult
 * from 常用乘机人, the others typed), a coupon and insurance, paid by the messaging-app QR through the
 * sandbox; the order detail shows the ticket numbers and the itinerary. At 375 px, the same up to
 * the pay page. An unpaid order is cancelled at its deadline on the test clock.
 */

/** A random ID sequence: the same person cannot hold two live tickets on a flight across runs. */
const seq = () => String(100 + Math.floor(Math.random() * 900));

async function claimWelcomeCoupons(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const waiting = await request.post('/api/v1/coupon/waiting', { headers, data: {} });
  const ids = ((await waiting.json()).data as { id: number }[]).map((c) => c.id);
  if (ids.length) await request.post('/api/v1/coupon/claim', { headers, data: { ids } });
}

/**
 * A new account with one saved adult passenger (`name`, `age` years old) and the welcome coupons
 * claimed, logged in on the page.
 */
async function logInWithSavedPassenger(page: Page, request: APIRequestContext, name: string, age: number) {
  const { token } = await registerViaApi(request);
  const birthday = yearsAgo(age);
  await addPassengerViaApi(request, token, {
    name,
    certType: '身份证',
    certNo: idCard(birthday, seq()),
    birthday,
  });
  await claimWelcomeCoupons(request, token);
  await useToken(page, token);
}

/** Ticks the first insurance of the first passenger on the booking page. */
async function insureFirstPassenger(page: Page) {
  await page
    .getByTestId('passenger-row')
    .first()
    .getByRole('checkbox', { name: /人\/段/ })
    .first()
    .check();
}

/** Home → Ticket: 成都 ⇄ 广州, 2 adults 1 child, then a flight each way → booking page. */
async function chooseRoundTrip(page: Page) {
  await withoutHomePopups(page);
  await page.goto('/');
  await pickCity(page, 'dep', '成都', 'CTU');
  await pickCity(page, 'arr', '广州', 'CAN');
  await page.getByRole('radio', { name: '往返' }).check();
  await page.locator('#search-departure-date').click();
  await clickDay(page, shanghaiDate(7));
  await clickDay(page, shanghaiDate(9));
  await page.getByTestId('search-passengers').getByRole('button').first().click();
  await page.getByRole('button', { name: '增加成人' }).click();
  await page.getByRole('button', { name: '增加儿童' }).click();
  await page.getByTestId('search-passengers').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('search-passengers-summary')).toHaveText('2成人 1儿童');
  await page.getByTestId('search-submit').click();
  await expect(page).toHaveURL(/\/Ticket$/);
  for (const _leg of ['去程', '返程']) {
    const card = page.getByTestId('flight-card').first();
    await card.getByTestId('flight-toggle').click();
    await card.getByTestId('fare-choose').nth(1).click();
  }
  await page.getByTestId('selection-continue').filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/booking\?sel=/);
  await expect(page.getByTestId('booking-segment').first()).toBeVisible({ timeout: 15_000 });
}

async function fillParty(page: Page, savedName: string) {
  await page.getByTestId('saved-passengers').getByRole('checkbox', { name: savedName }).click();
  const rows = page.getByTestId('passenger-row');
  await expect(rows).toHaveCount(1);
  const typed = [
    { name: '李娜', birthday: yearsAgo(28) },
    { name: '李小宝', birthday: yearsAgo(6) },
  ];
  for (const [i, p] of typed.entries()) {
    await page.getByTestId('add-passenger').click();
    const row = rows.nth(i + 1);
    await row.getByTestId('passenger-name').fill(p.name);
    await row.getByTestId('passenger-cert').fill(idCard(p.birthday, seq()));
    const date = row.locator('.ant-picker input');
    await date.click();
    await date.fill(p.birthday);
    await date.press('Enter');
  }
  await expect(rows.nth(2)).toContainText('儿童');
  await page.getByTestId('contact-name').fill('王芳');
  await page.getByTestId('contact-phone').fill('13912345678');
}

test('books a round trip with a coupon and insurance, pays by the QR and sees the tickets', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await logInWithSavedPassenger(page, request, '赵刚', 35);

  await chooseRoundTrip(page);
  await expect(page.getByTestId('fare-rules').first()).toContainText('退票费');
  // Each fee as the refund and change quotes charge it: whole yuan.
  for (const fee of await page.getByTestId('fare-rules').first().locator('td').allTextContents())
    expect(fee).toMatch(/^¥[\d,]+$/);
  await fillParty(page, '赵刚');
  // Insurance for the first passenger; the best coupon is preselected.
  await insureFirstPassenger(page);
  await expect(page.getByTestId('price-discount')).toBeVisible();
  await expect(page.getByTestId('price-line-CHD')).toBeVisible();
  const total = (await page.getByTestId('booking-total').textContent())!;
  await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
  await page.getByTestId('booking-submit').click();

  await expect(page).toHaveURL(/\/pay\?orderNo=/);
  await expect(page.getByTestId('pay-amount')).toHaveText(total);
  await expect(page.getByTestId('pay-countdown')).toContainText(/(29|30):\d\d/);
  await expect(page.getByRole('radio', { name: /微信支付/ })).toBeChecked();
  await page.getByTestId('pay-submit').click();
  await expect(page.getByTestId('pay-qr')).toBeVisible();

  // The phone's side: the QR's address opens the sandbox confirmation.
  const link = await page.getByTestId('pay-qr-link').getAttribute('href');
  await payOnPhone(page.context(), link!);

  await expect(page).toHaveURL(/\/payResult\?orderNo=/, { timeout: 30_000 });
  await expect(page.getByTestId('pay-result')).toContainText('已出票', { timeout: 30_000 });
  await page.getByTestId('pay-result-detail').click();
  await expect(page.getByTestId('order-status')).toHaveText('已出票');
  // The record names who took each step, in words.
  const history = page.getByTestId('order-history');
  for (const step of ['旅客提交订单 旅客', '支付成功', '支付平台', '出票完成'])
    await expect(history).toContainText(step);
  await expect(history).not.toContainText(/passenger|gateway|system/);
  const tickets = page.getByTestId('ticket-no');
  // One ticket per passenger and segment (a leg may be a connection).
  expect(await tickets.count()).toBeGreaterThanOrEqual(6);
  await expect(tickets.first()).toHaveText(/^929\d{10}$/);
  await expect(page.getByTestId('order-itinerary')).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByTestId('order-itinerary').click();
  expect((await download).suggestedFilename()).toMatch(/^电子行程单-.+\.pdf$/);
});

/** A new account made a member under `name` (个人信息 completed), logged in on the page. */
async function logInAsMember(page: Page, request: APIRequestContext, name: string) {
  const { token } = await registerViaApi(request);
  const birthday = yearsAgo(33);
  const saved = await request.post('/api/v1/user/profile/update', {
    data: { name, gender: 'F', birthday, certType: '身份证', certNo: idCard(birthday, seq()), email: '' },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  await useToken(page, token);
}

/** 林晓, a member, on the booking page of a round trip: where the booking form's cases start. */
async function memberOnRoundTrip(page: Page, request: APIRequestContext) {
  await logInAsMember(page, request, '林晓');
  await chooseRoundTrip(page);
}

test('a member’s contact is filled in, and an ID number fills the birthday and follows its correction', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await memberOnRoundTrip(page, request);

  // The contact is the member until the passenger types someone else; the profile's phone comes
  // masked, and a masked number is never filled in.
  const contactName = page.getByTestId('contact-name');
  await expect(contactName).toHaveValue('林晓');
  await expect(page.getByTestId('contact-phone')).not.toHaveValue(/\*/);
  await contactName.fill('王芳');
  await expect(contactName).toHaveValue('王芳');

  await page.getByTestId('add-passenger').click();
  const row = page.getByTestId('passenger-row').first();
  const birthday = row.getByTestId('passenger-birthday');
  const born = yearsAgo(30);
  await row.getByTestId('passenger-cert').fill(idCard(born, seq()));
  await expect(birthday).toHaveValue(born);
  await expect(row).toContainText('成人');
  // A wrong digit of the date corrected in the number corrects the date it had filled in.
  const corrected = yearsAgo(30, 3);
  await row.getByTestId('passenger-cert').fill(idCard(corrected, seq()));
  await expect(birthday).toHaveValue(corrected);
  // A number taken away leaves the date as it is.
  await row.getByTestId('passenger-cert').fill('');
  await expect(birthday).toHaveValue(corrected);
});

test('《运输总条件》 and 《旅客购票须知》 open their text in a dialog without ticking the box', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await memberOnRoundTrip(page, request);
  const agree = page.getByRole('checkbox', { name: '我已阅读并同意' });

  await page.getByRole('button', { name: '《运输总条件》' }).click();
  const conditions = page.getByRole('dialog', { name: '旅客运输总条件' });
  await expect(conditions).toBeVisible();
  await expect(conditions).toContainText('自愿退票');
  await expect(conditions.getByRole('region', { name: '退票费率' })).toBeVisible();
  await expect(conditions.getByRole('link', { name: '在新页面查看' })).toHaveAttribute(
    'href',
    '/conditionsOfCarriage',
  );
  await conditions.getByRole('button', { name: '关闭' }).click();
  await expect(conditions).toBeHidden();
  await expect(agree).not.toBeChecked();

  await page.getByRole('button', { name: '《旅客购票须知》' }).click();
  const notice = page.getByRole('dialog', { name: '旅客购票须知' });
  await expect(notice).toContainText('订单提交后座位保留 30 分钟');
  await notice.getByRole('button', { name: '已阅读并同意' }).click();
  await expect(notice).toBeHidden();
  await expect(agree).toBeChecked();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('a refused submit shows every problem under its field, brings the first into view, with one toast', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await memberOnRoundTrip(page, request);
    await page.getByTestId('add-passenger').click();
    const row = page.getByTestId('passenger-row').first();
    await row.getByTestId('passenger-name').fill('李娜');

    const toasts = page.locator('.ant-message-notice');
    await page.getByTestId('booking-submit').click();
    // One toast, naming the first problem (checked first: it goes after 3 seconds).
    await expect(toasts).toHaveText(['身份证号码需为18位，最后一位可为数字或X']);
    // The passenger's number and birthday, the contact's phone and the terms, all at once.
    await expect(row.getByText('身份证号码需为18位，最后一位可为数字或X')).toBeVisible();
    await expect(row.getByText('请选择出生日期')).toBeVisible();
    const contact = page.getByRole('region', { name: '联系人' });
    await expect(contact.getByText('请输入正确的联系人手机号')).toBeVisible();
    await expect(contact.getByText('请填写联系人姓名')).toHaveCount(0);
    await expect(page.getByTestId('booking-terms-error')).toHaveText('请阅读并同意预订须知');
    // The first problem is brought into view.
    await expect(row.getByText('身份证号码需为18位，最后一位可为数字或X')).toBeInViewport();

    // Fixed in part and submitted again: the problems left, and one toast in place of the last.
    await row.getByTestId('passenger-cert').fill(idCard(yearsAgo(30), seq()));
    await expect(row.getByText('请选择出生日期')).toHaveCount(0);
    await page.getByTestId('booking-submit').click();
    // Two adults and a child were searched for: the party's own problem, once the fields are right.
    await expect(toasts).toHaveText(['乘机人与所选人数不一致，请重新选择航班']);
    const party = page.getByTestId('party-problem');
    await expect(party).toHaveText('乘机人与所选人数不一致，请重新选择航班');
    await expect(party).toBeInViewport();
    await expect(contact.getByText('请输入正确的联系人手机号')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });

  test('books the same round trip at 375 px up to the pay page', async ({ page, request }) => {
    test.setTimeout(120_000);
    await logInWithSavedPassenger(page, request, '孙强', 40);
    await chooseRoundTrip(page);
    await fillParty(page, '孙强');
    await insureFirstPassenger(page);
    await page.getByRole('checkbox', { name: /我已阅读并同意/ }).check();
    await page.getByTestId('booking-submit').click();
    await expect(page).toHaveURL(/\/pay\?orderNo=/);
    await expect(page.getByTestId('pay-countdown')).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });

  test('the order’s tickets, refund and change fees fit the screen at 375 px, with no sideways scrolling', async ({
    page,
    request,
  }) => {
    const account = await registerViaApi(request);
    await useToken(page, account.token);
    const order = await ticketedOrderViaApi(request, account.token, { daysAhead: 6 });
    await page.goto(`/orderDetail?orderNo=${order.orderNo}`);
    // Each ticket is a card of labelled lines: the number and its status in view, no scrolling.
    const tickets = page.getByRole('region', { name: '乘机人与客票' });
    const ticketNo = tickets.getByTestId('ticket-no').first();
    await expect(ticketNo).toHaveText(/^929\d{10}$/);
    const number = (await ticketNo.boundingBox())!;
    expect(number.x + number.width).toBeLessThanOrEqual(375);
    const cell = tickets
      .getByRole('cell')
      .filter({ has: page.getByTestId('ticket-no') })
      .first();
    expect(await cell.evaluate((el) => getComputedStyle(el, '::before').content)).toBe('"票号"');
    const status = (await tickets
      .getByRole('cell', { name: /未使用/ })
      .first()
      .boundingBox())!;
    expect(status.x + status.width).toBeLessThanOrEqual(375);
    expect(await tickets.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    for (const name of ['退票费（按已付票价收取）', /^改期费/]) {
      const table = page.getByRole('region', { name });
      const fee = (await table
        .getByRole('cell', { name: /票面价|免费/ })
        .first()
        .boundingBox())!;
      expect(fee.x + fee.width).toBeLessThanOrEqual(375);
      expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBe(0);
    }
  });
});

test('an unpaid order is cancelled at its deadline and its pay page says so', async ({ page, request }) => {
  const account = await registerViaApi(request);
  const order = await placedOrderViaApi(request, account.token, { daysAhead: 6 });
  await useToken(page, account.token);
  await page.goto(`/pay?orderNo=${order.orderNo}`);
  await expect(page.getByTestId('pay-countdown')).toContainText(/(29|30):\d\d/);

  // One minute past the 30: the page's countdown ends and the server's timeout job cancels it.
  await withClocksMoved(page, request, { minutes: 31 }, async () => {
    await expect(page.getByTestId('pay-countdown')).toHaveText(/支付已截止/);
    await expect(page.getByTestId('pay-expired')).toContainText('订单已超过支付时限');
    await expect
      .poll(() => orderStatusViaApi(request, account.token, order.orderNo), { timeout: 30_000 })
      .toBe('CANCELLED');
    await page.goto(`/orderDetail?orderNo=${order.orderNo}`);
    await expect(page.getByTestId('order-status')).toHaveText('已取消');
    await expect(page.getByTestId('order-pay')).toHaveCount(0);
  });
});
