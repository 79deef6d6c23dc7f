import {
  CABIN_NAMES,
  FLASH_SALE_STATE_LABELS,
  FlashSaleMessages,
  flashSaleDiscountPercent,
  flashSaleSoldPercent,
  flashSaleState,
  type FlashSaleFilter,
  type FlashSaleRoute,
  type FlashSaleRoutes,
  type FlashSaleState,
  type FlashSaleSubject,
  type FlashSaleSubjects,
} from '@jc/shared';
import type { Db } from '../../db/client';
import { isoChina } from '../../lib/china-time';
import { now } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import {
  cancelPurchasesOfOrder,
  countLiveSubjects,
  findRouteForBooking,
  findSubject,
  insertPurchase,
  insertSubject,
  listRoutes,
  listSubjects,
  returnStock,
  sumPurchased,
  takeStock,
  type NewFlashSaleRoute,
  type NewFlashSaleSubject,
  type RouteRow,
  type SubjectRow,
} from './flash-sales.repository';

function toSubject(row: SubjectRow, at: Date): FlashSaleSubject {
  const state = flashSaleState(row.startsAt, row.endsAt, at);
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    description: row.description,
    image: row.imagePath,
    startTime: isoChina(row.startsAt),
    endTime: isoChina(row.endsAt),
    state,
    stateLabel: FLASH_SALE_STATE_LABELS[state],
    routeCount: row.routeCount,
    lowestPrice: row.lowestPrice,
  };
}

function toRoute(row: RouteRow): FlashSaleRoute {
  const stockLeft = Math.max(0, row.stockTotal - row.stockSold);
  return {
    id: row.id,
    depCode: row.depCode,
    arrCode: row.arrCode,
    depCityName: row.depCityName,
    arrCityName: row.arrCityName,
    travelFrom: row.travelFrom,
    travelTo: row.travelTo,
    cabin: row.cabin,
    cabinName: CABIN_NAMES[row.cabin],
    fareFamilyCode: row.fareFamilyCode,
    fareFamilyName: row.fareFamilyName,
    specialPrice: row.specialPrice,
    originalPrice: row.originalPrice,
    discountPercent: flashSaleDiscountPercent(row.specialPrice, row.originalPrice),
    stockTotal: row.stockTotal,
    stockLeft,
    soldPercent: flashSaleSoldPercent(row.stockSold, row.stockTotal),
    soldOut: stockLeft === 0,
    perUserLimit: row.perUserLimit,
    purchased: row.purchased,
  };
}

const STATE_ORDER: Record<FlashSaleState, number> = { ongoing: 0, upcoming: 1, ended: 2 };

/** Within a state, the most pressing first: ongoing by end, upcoming by start, ended latest first. */
function comparePressing(a: FlashSaleSubject & { sort: number }, b: FlashSaleSubject & { sort: number }) {
  const byState = STATE_ORDER[a.state] - STATE_ORDER[b.state];
  if (byState) return byState;
  const key = (s: FlashSaleSubject) => Date.parse(s.state === 'upcoming' ? s.startTime : s.endTime);
  const byTime = a.state === 'ended' ? key(b) - key(a) : key(a) - key(b);
  return byTime || a.sort - b.sort || a.id - b.id;
}

/**
 * Enabled campaigns in the filter's states (ongoing and upcoming without one), most pressing
 * first, with the server's time for the countdowns. State and filter are judged at one instant.
 */
export async function flashSaleSubjects(db: Db, filter?: FlashSaleFilter): Promise<FlashSaleSubjects> {
  const at = now();
  const rows = await listSubjects(db, filter, at);
  const subjects = rows
    .map((row) => ({ ...toSubject(row, at), sort: row.sort }))
    .sort(comparePressing)
    .map(({ sort: _sort, ...subject }) => subject);
  return { serverTime: isoChina(at), subjects };
}

/**
 * One enabled campaign and its routes with stock left and, for a signed-in account, the seats
 * it already holds on each. 404 秒杀活动不存在 for an unknown or disabled campaign.
 */
export async function flashSaleRoutes(
  db: Db,
  subjectId: number,
  userId: number | null,
): Promise<FlashSaleRoutes> {
  const at = now();
  const subject = await findSubject(db, subjectId);
  if (!subject) throw AppError.notFound(FlashSaleMessages.subjectNotFound);
  const routes = await listRoutes(db, subjectId, userId);
  return { serverTime: isoChina(at), subject: toSubject(subject, at), routes: routes.map(toRoute) };
}

/**
 * Writes the campaigns (the seed) when none is on or to come, each with its routes, in one
 * transaction; returns how many were written (0 when a live campaign exists). A database kept
 * past its campaigns' end gets a fresh set at the next start; the ended ones stay as history.
 */
export async function createFlashSalesIfNoneLive(
  db: Db,
  campaigns: Array<{ subject: NewFlashSaleSubject; routes: NewFlashSaleRoute[] }>,
): Promise<number> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    if ((await countLiveSubjects(t, now())) > 0) return 0;
    for (const c of campaigns) await insertSubject(t, c.subject, c.routes);
    return campaigns.length;
  });
}

// ---- booking (docs/orders.md) ------------------------------------------------------------------

/** A flash-sale route as a booking weighs it. */
export interface FlashSaleOffer {
  id: number;
  depCode: string;
  arrCode: string;
  travelFrom: string;
  travelTo: string;
  cabin: 'C' | 'Y';
  fareFamilyCode: string;
  specialPrice: number;
  stockLeft: number;
  perUserLimit: number;
  /** Whether its campaign is enabled and on at the moment asked. */
  on: boolean;
}

/** A route for a booking with its campaign's state at `now()`; undefined when unknown. */
export async function flashSaleOffer(db: Db, routeId: number): Promise<FlashSaleOffer | undefined> {
  const row = await findRouteForBooking(db, routeId);
  if (!row) return undefined;
  return {
    id: row.id,
    depCode: row.depCode,
    arrCode: row.arrCode,
    travelFrom: row.travelFrom,
    travelTo: row.travelTo,
    cabin: row.cabin,
    fareFamilyCode: row.fareFamilyCode,
    specialPrice: row.specialPrice,
    stockLeft: Math.max(0, row.stockTotal - row.stockSold),
    perUserLimit: row.perUserLimit,
    on: row.enabled && flashSaleState(row.startsAt, row.endsAt, now()) === 'ongoing',
  };
}

/** Seats an account already holds on a route (not cancelled). Under the account's lock it cannot race. */
export const flashSalePurchased = (db: Db, routeId: number, userId: number) =>
  sumPurchased(db, routeId, userId);

/**
 * Takes seats from a route's stock with one guarded UPDATE (never past the stock, whatever the
 * concurrency); false when not enough are left. The row stays locked until the transaction ends.
 */
export const takeFlashSaleStock = (tx: Db, routeId: number, quantity: number) =>
  takeStock(tx, routeId, quantity);

/** Records the seats an order took (after takeFlashSaleStock, in its transaction). */
export const recordFlashSalePurchase = (
  tx: Db,
  values: { routeId: number; userId: number; quantity: number; orderId: number },
) => insertPurchase(tx, { ...values, at: now() });

/**
 * Gives back the stock an unpaid order took when it is cancelled, marking its purchases
 * cancelled (no longer counted to the account's limit). Safe to repeat.
 */
export async function returnFlashSaleStock(tx: Db, orderId: number): Promise<void> {
  const returned = await cancelPurchasesOfOrder(tx, orderId, now());
  for (const p of returned.sort((a, b) => a.routeId - b.routeId))
    await returnStock(tx, p.routeId, p.quantity);
}
