import {
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { flightOpsPlan, type FlightOffer, type FlightOpsPlan, type TicketQueryResult } from '@jc/shared';
import { idCard, registerViaApi, useToken, yearsAgo } from './accounts';
import { shanghaiDate } from './clock';

export interface TicketedOrder {
  orderNo: string;
  flightNo: string;
  flightDate: string;
  /** Scheduled departure, China local 'YYYY-MM-DD HH:mm'. */
  departure: string;
  passenger: { name: string; certNo: string; phone: string };
  /** The passenger's birth date, to book them again. */
  birthday: string;
}

export interface TripWanted {
  dep?: string;
  arr?: string;
  familyCode?: string;
  /** Days ahead of the test clock's today to look from; a week is searched from there. */
  daysAhead?: number;
  /** Only a flight this accepts (e.g. one the flight status simulator delays). */
  accept?: (offer: FlightOffer) => boolean;
  passenger?: { name: string; sequence?: string };
}

/** What the flight status simulator plans for an offer's first flight. */
export const planOf = (offer: FlightOffer) =>
  flightOpsPlan(offer.segments[0]!.flightNo, offer.segments[0]!.flightDate);

/** An order's scheduled departure as an instant (ms). */
export const departureMs = (order: TicketedOrder) =>
  Date.parse(`${order.departure.replace(' ', 'T')}:00+08:00`);

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The first direct offer from `daysAhead` on that sells the family and the filter accepts. */
export async function findOffer(request: APIRequestContext, wanted: TripWanted) {
  const familyCode = wanted.familyCode ?? 'STANDARD';
  const first = wanted.daysAhead ?? 1;
  for (let day = first; day < first + 7; day += 1) {
    const res = await request.post('/api/v1/ticket/query', {
      data: {
        hasRt: 0,
        legs: [{ dep: wanted.dep ?? 'CTU', arr: wanted.arr ?? 'HGH', flightDate: shanghaiDate(day) }],
        adultNum: 1,
        childNum: 0,
        infantNum: 0,
        hero: false,
      },
    });
    expect(res.ok(), await res.text()).toBeTruthy();
    const result = (await res.json()).data as TicketQueryResult;
    const offer = result.legs[0]!.offers.find(
      (o) =>
        o.stops === 0 &&
        o.prices.some((p) => p.familyCode === familyCode && p.sellable) &&
        (wanted.accept?.(o) ?? true),
    );
    if (offer) return { offer, familyCode };
  }
  throw new Error(`no flight ${wanted.dep ?? 'CTU'}→${wanted.arr ?? 'HGH'} in the week from day ${first}`);
}

/** Books one adult on a direct flight, as the booking page does: the order waits for payment. */
export async function placedOrderViaApi(
  request: APIRequestContext,
  token: string,
  wanted: TripWanted = {},
): Promise<TicketedOrder> {
  const { offer, familyCode } = await findOffer(request, wanted);
  const segment = offer.segments[0]!;
  const selection = { hasRt: 0, hero: false, legs: [{ offerId: offer.id, familyCode }] };
  const counts = { adultNum: 1, childNum: 0, infantNum: 0 };
  const applied = await request.post('/api/v2/ticket/apply', {
    headers: bearer(token),
    data: { ...selection, ...counts },
  });
  expect(applied.ok(), await applied.text()).toBeTruthy();

  const birthday = yearsAgo(32, 40);
  const passenger = {
    name: wanted.passenger?.name ?? '陈静怡',
    // A fresh certificate each run: one passenger holds one live ticket per flight.
    certNo: idCard(birthday, wanted.passenger?.sequence ?? String(100 + Math.floor(Math.random() * 900))),
    phone: '13800138000',
  };
  const placed = await request.post('/api/v2/ticket/appointment', {
    headers: bearer(token),
    data: {
      ...selection,
      ...counts,
      passengers: [
        {
          name: passenger.name,
          certType: '身份证',
          certNo: passenger.certNo,
          birthday,
          phone: passenger.phone,
        },
      ],
      contact: { name: passenger.name, phone: passenger.phone },
      acceptTerms: true,
    },
  });
  expect(placed.ok(), await placed.text()).toBeTruthy();
  const { orderNo } = (await placed.json()).data as { orderNo: string };
  return {
    orderNo,
    flightNo: segment.flightNo,
    flightDate: segment.flightDate,
    departure: segment.departure,
    passenger,
    birthday,
  };
}

/** The order's state as the pay page polls it. */
export async function orderStatusViaApi(request: APIRequestContext, token: string, orderNo: string) {
  const res = await request.post('/api/v2/order/status', { headers: bearer(token), data: { orderNo } });
  return ((await res.json()).data as { status: string }).status;
}

/**
 * Books one adult on a direct flight and pays it through the messaging-app sandbox, as the booking
 * and pay pages do, then waits for the tickets: the order most trip-service pages start from.
 */
export async function ticketedOrderViaApi(
  request: APIRequestContext,
  token: string,
  wanted: TripWanted = {},
): Promise<TicketedOrder> {
  const order = await placedOrderViaApi(request, token, wanted);
  const pay = await request.post('/api/v2/order/pay/wxnative', {
    headers: bearer(token),
    data: { orderNo: order.orderNo },
  });
  expect(pay.ok(), await pay.text()).toBeTruthy();
  const codeUrl = ((await pay.json()).data as { codeUrl: string }).codeUrl;
  const pr = new URL(codeUrl, 'http://localhost').searchParams.get('pr')!;
  const paid = await request.post('/sandbox/pay/wxpay/bizpayurl', { form: { pr, action: 'pay' } });
  expect(paid.ok(), await paid.text()).toBeTruthy();
  await expect
    .poll(() => orderStatusViaApi(request, token, order.orderNo), { timeout: 30_000 })
    .toBe('TICKETED');
  return order;
}

/**
 * Pays in the payment sandbox as a phone that scanned the QR code: confirms, and waits for the
 * sandbox's own 支付成功 before the tab is closed (closing it while its form is still submitting
 * can hang the browser for minutes).
 */
export async function payOnPhone(context: BrowserContext, link: string) {
  const phone = await context.newPage();
  await phone.goto(link);
  await phone.getByRole('button', { name: '确认支付' }).click();
  await expect(phone.getByRole('status')).toContainText('支付成功', { timeout: 15_000 });
  await phone.close();
}

/**
 * Pays the quote shown in an after-sales dialog (test ids `testId`-…) by its QR code, scanned on the
 * sandbox phone (`payOnPhone`); the dialog waits for the payment and re-issues (`doneText`), and 完成
 * closes it.
 */
export async function payQuoteByQr(
  page: Page,
  dialog: Locator,
  quote: { testId: 'change' | 'upgrade'; doneText: string },
) {
  const { testId } = quote;
  await dialog.getByTestId(`${testId}-pay`).click();
  await expect(dialog.getByTestId(`${testId}-qr`)).toBeVisible();
  const link = await dialog.getByTestId(`${testId}-qr-link`).getAttribute('href');
  await payOnPhone(page.context(), link!);
  await expect(dialog.getByTestId(`${testId}-done`)).toContainText(quote.doneText, { timeout: 30_000 });
  await dialog.getByTestId(`${testId}-finish`).click();
}

/** The sandbox cashier pages: where each method's pay button leads, and the page's button that pays. */
const CASHIERS = {
  支付宝: { url: /\/sandbox\/pay\/alipay\/gateway\.do/, pay: /确认付款/ },
  银行卡: { url: /\/sandbox\/pay\/yeepay\/cashier/, pay: /确认支付/ },
};

/**
 * Pays the quote shown in an after-sales dialog (test ids `testId`-…) by `method` on its cashier
 * page, and comes back to the order: the pay button names the method and the quote's amount; back
 * with the quote's number in the address (`resume`), the dialog takes it up, waits for the payment
 * and re-issues (`doneText`), the number leaves the address, and 完成 closes the dialog. Gives the
 * amount paid, as the dialog showed it (¥…).
 */
export async function payQuoteOnCashier(
  page: Page,
  dialog: Locator,
  quote: {
    testId: 'change' | 'upgrade';
    method: keyof typeof CASHIERS;
    orderNo: string;
    resume: RegExp;
    doneText: string;
  },
) {
  const { testId, method } = quote;
  const amount = (await dialog.getByTestId(`${testId}-amount`).textContent())!.trim();
  const methods = dialog.getByRole('radiogroup');
  await methods.getByText(method, { exact: true }).click();
  await expect(methods.getByRole('radio', { name: new RegExp(method) })).toBeChecked();
  await expect(dialog.getByTestId(`${testId}-pay`)).toHaveText(`前往${method}支付 ${amount}`);
  await dialog.getByTestId(`${testId}-pay`).click();
  await expect(page).toHaveURL(CASHIERS[method].url);
  await page.getByRole('button', { name: CASHIERS[method].pay }).click();

  await expect(page).toHaveURL(quote.resume);
  await expect(dialog.getByTestId(`${testId}-done`)).toContainText(quote.doneText, { timeout: 30_000 });
  // The number is gone from the address: a reload does not open the dialog again.
  await expect(page).toHaveURL(new RegExp(`/orderDetail\\?orderNo=${quote.orderNo}$`));
  await dialog.getByTestId(`${testId}-finish`).click();
  await expect(dialog).toBeHidden();
  return amount;
}

/** `text` matched literally inside a pattern: an amount such as ¥1,234.50 as a history line shows it. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A ticketed order on the first flight the status simulator plans as `plan`, looking from 2 days
 * ahead a week at a time, for `weeks` weeks.
 */
export async function ticketedOrderPlanned(
  request: APIRequestContext,
  token: string,
  plan: FlightOpsPlan,
  weeks: number,
): Promise<TicketedOrder> {
  let lastError: unknown;
  for (let week = 0; week < weeks; week += 1) {
    try {
      return await ticketedOrderViaApi(request, token, {
        accept: (o) => planOf(o) === plan,
        daysAhead: 2 + 7 * week,
      });
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

/**
 * A new member with one ticketed order, signed in on that order's page once it shows 已出票: where
 * every after-sales journey starts. Gives the order and its first ticket's number.
 */
export async function onTicketedOrderPage(page: Page, request: APIRequestContext, wanted: TripWanted) {
  const account = await registerViaApi(request);
  const order = await ticketedOrderViaApi(request, account.token, wanted);
  await useToken(page, account.token);
  await page.goto(`/orderDetail?orderNo=${order.orderNo}`);
  // The first page of a fresh server can take a while to start on a busy machine.
  await expect(page.getByTestId('order-status')).toHaveText('已出票', { timeout: 15_000 });
  const ticketNo = (await page.getByTestId('ticket-no').first().textContent())!.trim();
  return { order, ticketNo };
}
