import { and, asc, count, eq, gt, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FlashSaleFilter } from '@jc/shared';
import type { Db } from '../../db/client';
import {
  airports,
  fareFamilies,
  flashSalePurchases,
  flashSaleRoutes,
  flashSaleSubjects,
} from '../../db/schema';

export type NewFlashSaleSubject = typeof flashSaleSubjects.$inferInsert;
export type NewFlashSaleRoute = Omit<typeof flashSaleRoutes.$inferInsert, 'subjectId'>;

/** A campaign with what its list card shows of its routes. */
const subjectView = {
  id: flashSaleSubjects.id,
  title: flashSaleSubjects.title,
  subtitle: flashSaleSubjects.subtitle,
  description: flashSaleSubjects.description,
  imagePath: flashSaleSubjects.imagePath,
  startsAt: flashSaleSubjects.startsAt,
  endsAt: flashSaleSubjects.endsAt,
  sort: flashSaleSubjects.sort,
  routeCount: sql<number>`count(${flashSaleRoutes.id})::int`,
  lowestPrice: sql<number | null>`min(${flashSaleRoutes.specialPrice})::int`,
};
export type SubjectRow = NonNullable<Awaited<ReturnType<typeof findSubject>>>;

/** The time condition of a filter at `now`, the same bounds as the shared flashSaleState rule. */
function periodCondition(filter: FlashSaleFilter | undefined, now: Date): SQL | undefined {
  switch (filter) {
    case 'all':
      return undefined;
    case 'ongoing':
      return and(lte(flashSaleSubjects.startsAt, now), gt(flashSaleSubjects.endsAt, now));
    case 'upcoming':
      return gt(flashSaleSubjects.startsAt, now);
    case 'ended':
      return lte(flashSaleSubjects.endsAt, now);
    default:
      return gt(flashSaleSubjects.endsAt, now);
  }
}

/** Enabled campaigns matching the filter at `now`, with their route count and lowest price. */
export const listSubjects = (db: Db, filter: FlashSaleFilter | undefined, now: Date) =>
  db
    .select(subjectView)
    .from(flashSaleSubjects)
    .leftJoin(flashSaleRoutes, eq(flashSaleRoutes.subjectId, flashSaleSubjects.id))
    .where(and(eq(flashSaleSubjects.enabled, true), periodCondition(filter, now)))
    .groupBy(flashSaleSubjects.id);

/** One enabled campaign, or undefined. */
export async function findSubject(db: Db, id: number) {
  const [row] = await db
    .select(subjectView)
    .from(flashSaleSubjects)
    .leftJoin(flashSaleRoutes, eq(flashSaleRoutes.subjectId, flashSaleSubjects.id))
    .where(and(eq(flashSaleSubjects.id, id), eq(flashSaleSubjects.enabled, true)))
    .groupBy(flashSaleSubjects.id);
  return row;
}

const dep = alias(airports, 'dep');
const arr = alias(airports, 'arr');

/**
 * A campaign's routes in display order with city names, and the seats `userId` holds on each
 * (purchases not cancelled; through the (route_id, user_id) index); 0 without an account.
 */
export const listRoutes = (db: Db, subjectId: number, userId: number | null) =>
  db
    .select({
      id: flashSaleRoutes.id,
      depCode: flashSaleRoutes.depCode,
      arrCode: flashSaleRoutes.arrCode,
      depCityName: dep.cityName,
      arrCityName: arr.cityName,
      travelFrom: flashSaleRoutes.travelFrom,
      travelTo: flashSaleRoutes.travelTo,
      cabin: flashSaleRoutes.cabin,
      fareFamilyCode: fareFamilies.code,
      fareFamilyName: fareFamilies.name,
      specialPrice: flashSaleRoutes.specialPrice,
      originalPrice: flashSaleRoutes.originalPrice,
      stockTotal: flashSaleRoutes.stockTotal,
      stockSold: flashSaleRoutes.stockSold,
      perUserLimit: flashSaleRoutes.perUserLimit,
      purchased:
        userId === null
          ? sql<number>`0`
          : sql<number>`coalesce((
              SELECT sum(p.quantity) FROM flash_sale_purchases p
              WHERE p.route_id = ${flashSaleRoutes.id} AND p.user_id = ${userId} AND p.cancelled_at IS NULL
            ), 0)::int`,
    })
    .from(flashSaleRoutes)
    .innerJoin(dep, eq(dep.iata, flashSaleRoutes.depCode))
    .innerJoin(arr, eq(arr.iata, flashSaleRoutes.arrCode))
    .innerJoin(fareFamilies, eq(fareFamilies.code, flashSaleRoutes.fareFamilyCode))
    .where(eq(flashSaleRoutes.subjectId, subjectId))
    .orderBy(asc(flashSaleRoutes.sort), asc(flashSaleRoutes.id));
export type RouteRow = Awaited<ReturnType<typeof listRoutes>>[number];

/** Campaigns that have not ended at `at` (on now or to come). */
export async function countLiveSubjects(db: Db, at: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(flashSaleSubjects)
    .where(gt(flashSaleSubjects.endsAt, at));
  return row?.n ?? 0;
}

/** Inserts a campaign and its routes; the caller provides the transaction. */
export async function insertSubject(db: Db, subject: NewFlashSaleSubject, routes: NewFlashSaleRoute[]) {
  const [row] = await db.insert(flashSaleSubjects).values(subject).returning({ id: flashSaleSubjects.id });
  if (routes.length)
    await db.insert(flashSaleRoutes).values(routes.map((r) => ({ ...r, subjectId: row!.id })));
  return row!.id;
}

// ---- booking (docs/orders.md) ------------------------------------------------------------------

/** A route with its campaign's period and switch, as a booking checks it. */
export async function findRouteForBooking(db: Db, routeId: number) {
  const [row] = await db
    .select({
      id: flashSaleRoutes.id,
      depCode: flashSaleRoutes.depCode,
      arrCode: flashSaleRoutes.arrCode,
      travelFrom: flashSaleRoutes.travelFrom,
      travelTo: flashSaleRoutes.travelTo,
      cabin: flashSaleRoutes.cabin,
      fareFamilyCode: flashSaleRoutes.fareFamilyCode,
      specialPrice: flashSaleRoutes.specialPrice,
      stockTotal: flashSaleRoutes.stockTotal,
      stockSold: flashSaleRoutes.stockSold,
      perUserLimit: flashSaleRoutes.perUserLimit,
      startsAt: flashSaleSubjects.startsAt,
      endsAt: flashSaleSubjects.endsAt,
      enabled: flashSaleSubjects.enabled,
    })
    .from(flashSaleRoutes)
    .innerJoin(flashSaleSubjects, eq(flashSaleSubjects.id, flashSaleRoutes.subjectId))
    .where(eq(flashSaleRoutes.id, routeId));
  return row;
}

/** Seats an account holds on a route (purchases not cancelled). */
export async function sumPurchased(db: Db, routeId: number, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${flashSalePurchases.quantity}), 0)::int` })
    .from(flashSalePurchases)
    .where(
      and(
        eq(flashSalePurchases.routeId, routeId),
        eq(flashSalePurchases.userId, userId),
        isNull(flashSalePurchases.cancelledAt),
      ),
    );
  return row?.n ?? 0;
}

/** Takes `quantity` from a route's stock in one guarded statement; false when not that many are left. */
export async function takeStock(db: Db, routeId: number, quantity: number): Promise<boolean> {
  const rows = await db
    .update(flashSaleRoutes)
    .set({ stockSold: sql`${flashSaleRoutes.stockSold} + ${quantity}` })
    .where(
      and(
        eq(flashSaleRoutes.id, routeId),
        sql`${flashSaleRoutes.stockSold} + ${quantity} <= ${flashSaleRoutes.stockTotal}`,
      ),
    )
    .returning({ id: flashSaleRoutes.id });
  return rows.length === 1;
}

export async function insertPurchase(
  db: Db,
  values: { routeId: number; userId: number; quantity: number; orderId: number; at: Date },
) {
  await db.insert(flashSalePurchases).values({
    routeId: values.routeId,
    userId: values.userId,
    quantity: values.quantity,
    orderId: values.orderId,
    createdAt: values.at,
  });
}

/** Cancels an order's purchases not cancelled yet; answers what each gave back. */
export const cancelPurchasesOfOrder = (db: Db, orderId: number, at: Date) =>
  db
    .update(flashSalePurchases)
    .set({ cancelledAt: at })
    .where(and(eq(flashSalePurchases.orderId, orderId), isNull(flashSalePurchases.cancelledAt)))
    .returning({ routeId: flashSalePurchases.routeId, quantity: flashSalePurchases.quantity });

export async function returnStock(db: Db, routeId: number, quantity: number): Promise<void> {
  await db
    .update(flashSaleRoutes)
    .set({ stockSold: sql`greatest(${flashSaleRoutes.stockSold} - ${quantity}, 0)` })
    .where(eq(flashSaleRoutes.id, routeId));
}
