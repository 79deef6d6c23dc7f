import {
  BookingMessages,
  MAX_UNPAID_ORDERS,
  PAY_MINUTES,
  bookingPassengerType,
  checkBookingParty,
  checkPhone,
  couponDiscount,
  couponRefusal,
  formatYuan,
  pairInfants,
  priceOrder,
  seatsFor,
  travellerKey,
  validatePassengerCounts,
  type BookingSelection,
  type ExtraChoice,
  type FareFamilyRules,
  type PassengerType,
  type TicketAppointmentRequest,
  type TicketAppointmentResult,
  type TicketApplyRequest,
  type TicketApplyResult,
  type UsableCoupon,
  type UsableCouponsRequest,
} from '@jc/shared';
import type { Db } from '../../db/client';
import { isoChina } from '../../lib/china-time';
import { chinaToday, now } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { lockCouponForOrder, unusedCoupons, useCoupon, type OrderCoupon } from '../coupons/coupons.service';
import {
  flashSaleOffer,
  flashSalePurchased,
  recordFlashSalePurchase,
  takeFlashSaleStock,
  type FlashSaleOffer,
} from '../flash-sales/flash-sales.service';
import { fareFamilyRules, holdSeats, lockFlightsForSale, type SaleTerms } from '../flights/inventory.service';
import {
  createOrder,
  isTravellerConflict,
  lockAccountForOrder,
  unpaidOrderCount,
} from '../orders/orders.service';
import {
  PassengerMessages,
  ownSavedPassengerIds,
  passengerValues,
  saveBookedPassengers,
} from '../passengers/passengers.service';
import { insuranceByCode, mealMenu, mealsFor } from './products.service';
import {
  bookedSegmentOf,
  pickClasses,
  pricesByType,
  resolveSelection,
  saleRefusal,
  ticketPrices,
  type SelectedSegment,
} from './selection';

/*
 * Booking (docs/orders.md): apply re-prices a selection for a party and says whether it can be
 * sold; appointment places the order and holds its seats in one transaction. The server prices
 * everything from the database; nothing priced by the client is ever used.
 */

const terms = (segments: readonly SelectedSegment[]) =>
  new Map<number, SaleTerms>(segments.map((s) => [s.flight.id, s.flight]));

/** The party's fare types from the search's counts: adults are heroes on a hero booking. */
function typesOf(counts: { adultNum: number; childNum: number; infantNum: number }, hero: boolean) {
  const types: PassengerType[] = [];
  for (let i = 0; i < counts.adultNum; i++) types.push(hero ? 'HERO' : 'ADT');
  for (let i = 0; i < counts.childNum; i++) types.push('CHD');
  for (let i = 0; i < counts.infantNum; i++) types.push('INF');
  return types;
}

/** The flash-sale route a selection names: 400 when unknown. */
async function flashOf(db: Db, selection: Pick<BookingSelection, 'flashSaleRouteId'>) {
  if (selection.flashSaleRouteId === undefined) return undefined;
  const offer = await flashSaleOffer(db, selection.flashSaleRouteId);
  if (!offer) throw AppError.badRequest(BookingMessages.selectionInvalid);
  return offer;
}

interface PartyQuote {
  families: FareFamilyRules[];
  segments: SelectedSegment[];
  flash: FlashSaleOffer | undefined;
  types: PassengerType[];
  apply: Omit<TicketApplyResult, 'priceChanged' | 'serverTime' | 'flashSale'>;
}

/** Resolves and prices a selection for a party given by counts (apply and the coupon list). */
async function quoteParty(db: Db, request: UsableCouponsRequest): Promise<PartyQuote> {
  const counts = { adultNum: request.adultNum, childNum: request.childNum, infantNum: request.infantNum };
  const countProblem = validatePassengerCounts(counts);
  if (countProblem) throw AppError.badRequest(countProblem);
  const [families, flash] = await Promise.all([fareFamilyRules(db), flashOf(db, request)]);
  const segments = await resolveSelection(db, request, families, flash);
  const types = typesOf(counts, request.hero);
  const sale = terms(segments);
  const picks = pickClasses(segments, sale, seatsFor(counts));
  const tickets = ticketPrices(picks, sale, types, flash);
  const passengers = pricesByType(tickets, types);
  const fareTotal = passengers.reduce((a, p) => a + p.fare * p.count, 0);
  const taxTotal = passengers.reduce((a, p) => a + (p.developmentFund + p.fuelSurcharge) * p.count, 0);
  const used = new Set(segments.map((s) => s.family.code));
  return {
    families,
    segments,
    flash,
    types,
    apply: {
      sellable: false,
      reason: saleRefusal(picks, sale, now()),
      segments: picks.map(bookedSegmentOf),
      fareFamilies: families.filter((f) => used.has(f.code)),
      passengers,
      fareTotal,
      taxTotal,
      total: fareTotal + taxTotal,
      payMinutes: PAY_MINUTES,
    },
  };
}

/** Why a flash-sale route cannot sell `seats` more seats to the account now, or null. */
function flashRefusal(flash: FlashSaleOffer, seats: number, purchased: number): string | null {
  if (!flash.on) return BookingMessages.flashSaleNotOn;
  if (flash.stockLeft < seats) return BookingMessages.flashSaleSoldOut;
  if (purchased + seats > flash.perUserLimit) return BookingMessages.flashSaleLimit;
  return null;
}

/**
 * Re-prices a selection for the party from the database (never the search's cache) and says
 * whether it can still be sold and why not (on sale, seats for the whole party, the signed-in
 * account's unpaid orders, the flash sale's state, stock and the account's limit). With the total the passenger was shown, says whether the
 * price changed. 400 for a selection the search does not offer or counts the search rules refuse.
 */
export async function applySelection(
  db: Db,
  userId: number | null,
  request: TicketApplyRequest,
): Promise<TicketApplyResult> {
  const [quote, unpaid] = await Promise.all([
    quoteParty(db, request),
    userId === null ? 0 : unpaidOrderCount(db, userId),
  ]);
  const seats = seatsFor(request);
  let reason = quote.apply.reason ?? (unpaid >= MAX_UNPAID_ORDERS ? BookingMessages.tooManyUnpaid : null);
  let flashSale: TicketApplyResult['flashSale'] = null;
  if (quote.flash) {
    const purchased = userId === null ? 0 : await flashSalePurchased(db, quote.flash.id, userId);
    reason ??= flashRefusal(quote.flash, seats, purchased);
    flashSale = {
      routeId: quote.flash.id,
      stockLeft: quote.flash.stockLeft,
      perUserLeft: Math.max(0, quote.flash.perUserLimit - purchased),
    };
  }
  return {
    ...quote.apply,
    sellable: reason === null,
    reason,
    priceChanged: request.expectedTotal !== undefined && request.expectedTotal !== quote.apply.total,
    flashSale,
    serverTime: isoChina(now()),
  };
}

/**
 * The account's unused, valid coupons weighed against the selection's fares for the party: each
 * usable or not with the reason (threshold, flash-sale fares take none), with what it takes off;
 * usable first by discount, the best one named.
 */
export async function usableCoupons(db: Db, userId: number, request: UsableCouponsRequest) {
  const [quote, coupons] = await Promise.all([quoteParty(db, request), unusedCoupons(db, userId)]);
  const at = now();
  const weighed: UsableCoupon[] = coupons.map((c) => {
    const reason = quote.flash
      ? BookingMessages.flashSaleNoCoupon
      : couponRefusal(couponTerms(c), quote.apply.fareTotal, at);
    return {
      id: c.id,
      couponName: c.couponName,
      couponType: c.couponType,
      couponAmount: c.amount,
      limitAmount: c.limitAmount,
      gainExpireTime: c.gainExpireTime,
      instruction: c.instruction,
      usable: reason === null,
      reason,
      discount: reason === null ? couponDiscount(c, quote.apply.fareTotal) : 0,
    };
  });
  weighed.sort((a, b) => Number(b.usable) - Number(a.usable) || b.discount - a.discount || a.id - b.id);
  return { coupons: weighed, bestId: weighed[0]?.usable ? weighed[0].id : null };
}

const couponTerms = (c: OrderCoupon) => ({
  couponType: c.couponType,
  amount: c.amount,
  limitAmount: c.limitAmount,
  expiresAt: c.expiresAt,
  status: c.status,
});

/** Insurance and meals of each passenger, checked against what is on sale for each segment. */
async function extrasOf(db: Db, request: TicketAppointmentRequest, segments: readonly SelectedSegment[]) {
  const insuranceOf = new Map<number, ExtraChoice[]>();
  const meals = new Map<string, ExtraChoice>();
  if (request.passengers.every((p) => p.insurance.length === 0 && p.meals.length === 0))
    return { insurance: insuranceOf, meals };
  const [insurance, menu] = await Promise.all([insuranceByCode(db), mealMenu(db)]);
  request.passengers.forEach((p, passenger) => {
    const products: ExtraChoice[] = [];
    for (const code of new Set(p.insurance)) {
      const product = insurance.get(code);
      if (!product) throw AppError.badRequest(BookingMessages.insuranceUnknown);
      products.push({ code: product.code, name: product.name, price: product.price });
    }
    if (products.length) insuranceOf.set(passenger, products);
    for (const choice of p.meals) {
      const segment = segments[choice.segmentSeq];
      if (!segment) throw AppError.badRequest(BookingMessages.mealUnknown);
      const block = Math.round(
        (segment.flight.arrival.getTime() - segment.flight.departure.getTime()) / 60_000,
      );
      const meal = mealsFor(menu, segment.family.cabin, block).find((m) => m.code === choice.mealCode);
      if (!meal) throw AppError.badRequest(BookingMessages.mealUnknown);
      const key = `${passenger}:${choice.segmentSeq}`;
      if (meals.has(key)) throw AppError.badRequest(BookingMessages.mealOnePerSegment);
      meals.set(key, { code: meal.code, name: meal.name, price: meal.price });
    }
  });
  return { insurance: insuranceOf, meals };
}

/**
 * Places an order (docs/orders.md). Checked first, without locks: the selection is one the search
 * offers, the party passes the booking rules, the contact's phone, saved passengers are the
 * account's, insurance and meals are on sale. Then ONE transaction, its locks always taken in the
 * same order (account, coupon, flash-sale route, the order's own rows, the flights' inventory in
 * id order last):
 * - at most MAX_UNPAID_ORDERS unpaid orders per account;
 * - the coupon is the account's, unused, unexpired, and the fares reach its threshold;
 * - the flash sale is on, within the account's limit, and its stock is taken by a guarded UPDATE;
 * - with `expectedAmount`, a different amount is 409 票价已发生变化 (the new amount in the message),
 *   and nothing is created;
 * - the order is written with a HELD ticket per passenger and segment, the coupon marked used,
 *   new passengers saved when asked, the payment-deadline job enqueued;
 * - last, the seats: the inventory rows are locked and read again, the family's class must still
 *   have the seats (nested availability) at the price the order was written with, and sold += n
 *   (flights stamped for every search cache). When the locked rows tell another story the
 *   transaction is rolled back and the order placed again from them (a class that closed now
 *   answers 409 该舱位已售罄, a changed price 409 票价已发生变化 when the client sent the amount).
 * A passenger already holding a live ticket on one of the flights (even through an order committed
 * a moment ago) is 409 乘机人已持有该航班的有效客票.
 */
export async function placeOrder(
  db: Db,
  userId: number,
  request: TicketAppointmentRequest,
): Promise<TicketAppointmentResult> {
  const [families, flash] = await Promise.all([fareFamilyRules(db), flashOf(db, request)]);
  const segments = await resolveSelection(db, request, families, flash);
  const travelDate = segments[0]!.flight.flightDate;
  const counts =
    request.adultNum === undefined && request.childNum === undefined && request.infantNum === undefined
      ? undefined
      : {
          adultNum: request.adultNum ?? 0,
          childNum: request.childNum ?? 0,
          infantNum: request.infantNum ?? 0,
        };
  const problem = checkBookingParty(request.passengers, {
    travelDate,
    today: chinaToday(),
    hero: request.hero,
    counts,
  });
  if (problem) throw AppError.badRequest(problem);
  const contactPhoneProblem = checkPhone(request.contact.phone);
  if (contactPhoneProblem) throw AppError.badRequest(contactPhoneProblem);
  const types = request.passengers.map((p) => bookingPassengerType(p.birthday, travelDate, request.hero));
  const infants = pairInfants(request.passengers, types) as Map<number, number>;
  const savedIds = request.passengers.flatMap((p) => (p.savedPassengerId ? [p.savedPassengerId] : []));
  const owned = await ownSavedPassengerIds(db, userId, savedIds);
  if (savedIds.some((id) => !owned.has(id))) throw AppError.notFound(PassengerMessages.notFound);
  const extras = await extrasOf(db, request, segments);
  if (flash && request.userCouponId !== undefined)
    throw AppError.badRequest(BookingMessages.flashSaleNoCoupon);
  if (flash && !flash.on) throw AppError.conflict(BookingMessages.flashSaleNotOn);
  const seats = types.filter((t) => t !== 'INF').length;

  // Priced first from the flights as read above; if the seats, once locked, tell another story
  // (a class closed meanwhile), the order is placed again from what the locks read.
  let basis: ReadonlyMap<number, SaleTerms> = terms(segments);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (txn) => {
        const tx = txn as unknown as Db;
        const { unpaid } = await lockAccountForOrder(tx, userId);
        if (unpaid >= MAX_UNPAID_ORDERS) throw AppError.conflict(BookingMessages.tooManyUnpaid);

        let coupon: OrderCoupon | undefined;
        if (request.userCouponId !== undefined) {
          coupon = await lockCouponForOrder(tx, userId, request.userCouponId);
          if (!coupon) throw AppError.conflict(BookingMessages.couponUnusable);
        }

        if (flash) {
          // The account's purchases are counted under its lock; the stock is taken by a guarded UPDATE.
          if ((await flashSalePurchased(tx, flash.id, userId)) + seats > flash.perUserLimit)
            throw AppError.conflict(BookingMessages.flashSaleLimit);
          if (!(await takeFlashSaleStock(tx, flash.id, seats)))
            throw AppError.conflict(BookingMessages.flashSaleSoldOut);
        }

        const picks = pickClasses(segments, basis, seats);
        const refusal = saleRefusal(picks, basis, now());
        if (refusal) throw AppError.conflict(refusal);
        const tickets = ticketPrices(picks, basis, types, flash);
        const price = priceOrder(tickets, {
          ...extras,
          coupon: coupon && { code: String(coupon.id), name: coupon.couponName, terms: coupon },
        });
        if (coupon) {
          const why = couponRefusal(couponTerms(coupon), price.fareTotal, now());
          if (why) throw AppError.conflict(`${BookingMessages.couponUnusable}：${why}`);
        }
        if (request.expectedAmount !== undefined && request.expectedAmount !== price.amountTotal) {
          throw AppError.conflict(
            `${BookingMessages.priceChanged}（当前订单金额${formatYuan(price.amountTotal)}）`,
          );
        }

        const order = await createOrder(tx, {
          userId,
          tripType: request.hasRt,
          hero: request.hero,
          contactName: request.contact.name,
          contactPhone: request.contact.phone,
          price,
          userCouponId: coupon?.id ?? null,
          flashSaleRouteId: flash?.id ?? null,
          segments: picks.map((p) => ({
            legIndex: p.segment.legIndex,
            flightInstanceId: p.segment.flight.id,
            flightNo: p.segment.flight.flightNo,
            flightDate: p.segment.flight.flightDate,
            origin: p.segment.flight.origin,
            destination: p.segment.flight.destination,
            departure: p.segment.flight.departure,
            arrival: p.segment.flight.arrival,
            cabin: p.cls.cabin,
            bookingClass: p.cls.code,
            familyCode: p.segment.family.code,
          })),
          passengers: request.passengers.map((p, i) => ({
            type: types[i]!,
            ...passengerValues(p),
            heroCertNo: types[i] === 'HERO' ? (p.heroCertNo?.trim().toUpperCase() ?? null) : null,
            accompaniedBy: infants.get(i) ?? null,
            savedPassengerId: p.savedPassengerId ?? null,
            travellerKey: travellerKey(p.certType, p.certNo),
          })),
        });
        if (coupon) await useCoupon(tx, coupon.id, order.id);
        if (flash)
          await recordFlashSalePurchase(tx, {
            routeId: flash.id,
            userId,
            quantity: seats,
            orderId: order.id,
          });
        await saveBookedPassengers(
          tx,
          userId,
          request.passengers.filter((p) => p.save && !p.savedPassengerId),
        );

        // The seats last, so that their locks (the contended ones on a busy flight) are held for
        // the fewest statements: locked, checked against the price the order was written with,
        // taken. Anything different (a class closed, a fare edited) places the order again.
        const sale = await lockFlightsForSale(
          tx,
          segments.map((s) => s.flight.id),
        );
        const locked = pickClasses(segments, sale, seats);
        if (
          saleRefusal(locked, sale, now()) !== null ||
          !sameSale(picks, tickets, locked, ticketPrices(locked, sale, types, flash))
        ) {
          throw new SaleChanged(sale);
        }
        await holdSeats(
          tx,
          locked.map((p) => ({ flightId: p.segment.flight.id, code: p.cls.code, seats })),
        );
        return {
          orderNo: order.orderNo,
          status: 'PENDING_PAYMENT',
          amount: price.amountTotal,
          payDeadline: isoChina(order.payDeadline),
          serverTime: isoChina(order.createdAt),
        };
      });
    } catch (error) {
      if (error instanceof SaleChanged && attempt < MAX_ATTEMPTS) {
        basis = error.sale;
        continue;
      }
      if (error instanceof SaleChanged) throw AppError.conflict(BookingMessages.priceChanged);
      if (isTravellerConflict(error)) throw AppError.conflict(BookingMessages.alreadyHolding);
      throw error;
    }
  }
}

/** Orders placed again when the locked seats differ from what they were priced on, at most. */
const MAX_ATTEMPTS = 4;

/** The seats, once locked, differ from those the order was priced on; carries what the locks read. */
class SaleChanged extends Error {
  constructor(readonly sale: ReadonlyMap<number, SaleTerms>) {
    super('sale changed under the order');
  }
}

/** Whether two pricings of a selection pick the same classes and charge the same to the fen. */
function sameSale(
  a: ReturnType<typeof pickClasses>,
  aTickets: ReturnType<typeof ticketPrices>,
  b: ReturnType<typeof pickClasses>,
  bTickets: ReturnType<typeof ticketPrices>,
) {
  return (
    a.every((p, i) => p.cls.code === b[i]!.cls.code) &&
    aTickets.every(
      (t, i) =>
        t.fare === bTickets[i]!.fare &&
        t.developmentFund === bTickets[i]!.developmentFund &&
        t.fuelSurcharge === bTickets[i]!.fuelSurcharge,
    )
  );
}
