import { and, arrayOverlaps, asc, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pageWithTotal, type Paging } from '../../db/paging';
import {
  accidentProofFiles,
  accidentRefundApplications,
  flightInstances,
  orderPassengers,
  orderSegments,
  orders,
  refunds,
  tickets,
  users,
  type StoredAccidentStatus,
} from '../../db/schema';

type ApplicationRow = typeof accidentRefundApplications.$inferSelect;
type ProofRow = typeof accidentProofFiles.$inferSelect;

export async function insertProof(db: Db, values: typeof accidentProofFiles.$inferInsert) {
  const [row] = await db.insert(accidentProofFiles).values(values).returning();
  return row!;
}

export async function findProof(db: Db, fileNo: string): Promise<ProofRow | undefined> {
  const [row] = await db.select().from(accidentProofFiles).where(eq(accidentProofFiles.fileNo, fileNo));
  return row;
}

export const findProofs = (db: Db, fileNos: readonly string[]) =>
  db
    .select()
    .from(accidentProofFiles)
    .where(inArray(accidentProofFiles.fileNo, [...fileNos]));

/** Binds unbound proofs to an application; the number bound. */
export async function bindProofs(db: Db, ids: readonly number[], applicationId: number): Promise<number> {
  const rows = await db
    .update(accidentProofFiles)
    .set({ applicationId })
    .where(and(inArray(accidentProofFiles.id, [...ids]), isNull(accidentProofFiles.applicationId)))
    .returning({ id: accidentProofFiles.id });
  return rows.length;
}

/** A pending application of the order naming any of these tickets. */
export async function pendingOverlapping(db: Db, orderId: number, ticketIds: number[]) {
  const [row] = await db
    .select({ id: accidentRefundApplications.id })
    .from(accidentRefundApplications)
    .where(
      and(
        eq(accidentRefundApplications.orderId, orderId),
        eq(accidentRefundApplications.status, 'PENDING'),
        arrayOverlaps(accidentRefundApplications.ticketIds, ticketIds),
      ),
    );
  return row;
}

export async function insertApplication(db: Db, values: typeof accidentRefundApplications.$inferInsert) {
  const [row] = await db.insert(accidentRefundApplications).values(values).returning();
  return row!;
}

export async function setApplicationRefund(db: Db, id: number, refundId: number) {
  await db.update(accidentRefundApplications).set({ refundId }).where(eq(accidentRefundApplications.id, id));
}

/** Decides a pending application (guarded: only one decision ever wins); undefined when not pending. */
export async function decidePending(
  db: Db,
  applicationNo: string,
  decision: {
    status: 'APPROVED' | 'REJECTED';
    decidedBy: number;
    decidedAt: Date;
    decisionNote: string | null;
  },
): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .update(accidentRefundApplications)
    .set(decision)
    .where(
      and(
        eq(accidentRefundApplications.applicationNo, applicationNo),
        eq(accidentRefundApplications.status, 'PENDING'),
      ),
    )
    .returning();
  return row;
}

export async function findApplication(db: Db, applicationNo: string): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(accidentRefundApplications)
    .where(eq(accidentRefundApplications.applicationNo, applicationNo));
  return row;
}

/** Applications with what a view needs, filtered, newest (or oldest) first, paged. */
export async function applicationRows(
  db: Db,
  filter: { userId?: number; applicationNo?: string; status?: StoredAccidentStatus },
  paging: Paging,
  order: 'newest' | 'oldest' = 'newest',
) {
  const t = accidentRefundApplications;
  const where = and(
    filter.userId === undefined ? undefined : eq(t.userId, filter.userId),
    filter.applicationNo === undefined ? undefined : eq(t.applicationNo, filter.applicationNo),
    filter.status === undefined ? undefined : eq(t.status, filter.status),
  );
  return pageWithTotal(
    db
      .select({
        application: accidentRefundApplications,
        orderNo: orders.orderNo,
        phone: users.phone,
        memberNo: users.memberNo,
        refundNo: refunds.refundNo,
        refundStatus: refunds.status,
        amount: refunds.amount,
        fee: refunds.fee,
      })
      .from(accidentRefundApplications)
      .innerJoin(orders, eq(orders.id, accidentRefundApplications.orderId))
      .innerJoin(users, eq(users.id, accidentRefundApplications.userId))
      .leftJoin(refunds, eq(refunds.id, accidentRefundApplications.refundId))
      .where(where)
      .orderBy(
        order === 'newest'
          ? desc(accidentRefundApplications.createdAt)
          : asc(accidentRefundApplications.createdAt),
        order === 'newest' ? desc(accidentRefundApplications.id) : asc(accidentRefundApplications.id),
      )
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(accidentRefundApplications).where(where),
  );
}

export const ticketsOf = (db: Db, ticketIds: number[]) =>
  ticketIds.length === 0
    ? Promise.resolve([])
    : db
        .select({
          id: tickets.id,
          ticketNo: tickets.ticketNo,
          passengerName: orderPassengers.name,
          flightNo: orderSegments.flightNo,
          flightDate: orderSegments.flightDate,
        })
        .from(tickets)
        .innerJoin(orderPassengers, eq(orderPassengers.id, tickets.passengerId))
        .innerJoin(orderSegments, eq(orderSegments.id, tickets.segmentId))
        .where(inArray(tickets.id, ticketIds))
        .orderBy(orderSegments.seq, orderPassengers.seq);

export const proofsOf = (db: Db, applicationIds: number[]) =>
  applicationIds.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(accidentProofFiles)
        .where(inArray(accidentProofFiles.applicationId, applicationIds))
        .orderBy(accidentProofFiles.id);

/** The ids of these ticket numbers of the order, in the same order. */
export async function ticketIdsOf(db: Db, orderId: number, ticketNos: string[]): Promise<number[]> {
  const rows = await db
    .select({ id: tickets.id, ticketNo: tickets.ticketNo })
    .from(tickets)
    .where(eq(tickets.orderId, orderId));
  const byNo = new Map(rows.map((r) => [r.ticketNo, r.id]));
  return ticketNos.map((no) => byNo.get(no)!);
}

/**
 * Every ticket of the order (issued or not) with its passenger, segment and what its flight
 * instance stores of the flight's state, in travel order: what an involuntary refund is judged on.
 */
export const ticketFlightsOfOrder = (db: Db, orderId: number) =>
  db
    .select({
      ticketNo: tickets.ticketNo,
      ticketStatus: tickets.status,
      passengerName: orderPassengers.name,
      flightNo: orderSegments.flightNo,
      flightDate: orderSegments.flightDate,
      flightStatus: flightInstances.status,
      scheduledDeparture: flightInstances.scheduledDeparture,
      scheduledArrival: flightInstances.scheduledArrival,
      estimatedDeparture: flightInstances.estimatedDeparture,
      actualDeparture: flightInstances.actualDeparture,
    })
    .from(tickets)
    .innerJoin(orderPassengers, eq(orderPassengers.id, tickets.passengerId))
    .innerJoin(orderSegments, eq(orderSegments.id, tickets.segmentId))
    .innerJoin(flightInstances, eq(flightInstances.id, tickets.flightInstanceId))
    .where(eq(tickets.orderId, orderId))
    .orderBy(orderSegments.seq, orderPassengers.seq);
