import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { SpecialTravellerKind, SpecialTravellerStatus } from '@jc/shared';
import type { Db } from '../../db/client';
import { pageWithTotal, type Paging } from '../../db/paging';
import { specialTravellerApplications, specialTravellerCounters, users } from '../../db/schema';

type ApplicationRow = typeof specialTravellerApplications.$inferSelect;
const t = specialTravellerApplications;

/** The next sequence number of a China day, atomically (concurrent applications never share one). */
export async function nextDaySequence(db: Db, day: string): Promise<number> {
  const [row] = await db
    .insert(specialTravellerCounters)
    .values({ day, last: 1 })
    .onConflictDoUpdate({
      target: specialTravellerCounters.day,
      set: { last: sql`${specialTravellerCounters.last} + 1` },
    })
    .returning({ last: specialTravellerCounters.last });
  return row!.last;
}

export async function insertApplication(db: Db, values: typeof t.$inferInsert): Promise<ApplicationRow> {
  const [row] = await db.insert(t).values(values).returning();
  return row!;
}

/** A live (not rejected or cancelled) application of the same kind for the passenger on the flight. */
export async function findLiveDuplicate(
  db: Db,
  key: { userId: number; kind: SpecialTravellerKind; certNo: string; flightNo: string; flightDate: string },
) {
  const [row] = await db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.userId, key.userId),
        eq(t.kind, key.kind),
        eq(t.certNo, key.certNo),
        eq(t.flightNo, key.flightNo),
        eq(t.flightDate, key.flightDate),
        inArray(t.status, ['SUBMITTED', 'PROCESSING', 'CONFIRMED']),
      ),
    );
  return row;
}

export async function findApplication(db: Db, applicationNo: string): Promise<ApplicationRow | undefined> {
  const [row] = await db.select().from(t).where(eq(t.applicationNo, applicationNo));
  return row;
}

/**
 * Moves an application to a status only from one of `from` (guarded, so two changes at once cannot
 * both win); undefined when it is in none of them.
 */
export async function changeStatus(
  db: Db,
  applicationNo: string,
  from: readonly SpecialTravellerStatus[],
  change: {
    status: SpecialTravellerStatus;
    statusNote: string | null;
    updatedAt: Date;
    handledBy?: number;
    handledAt?: Date;
  },
): Promise<ApplicationRow | undefined> {
  if (from.length === 0) return undefined;
  const [row] = await db
    .update(t)
    .set(change)
    .where(and(eq(t.applicationNo, applicationNo), inArray(t.status, [...from]), ne(t.status, change.status)))
    .returning();
  return row;
}

/** Applications with their applicant, filtered and paged. */
export async function applicationRows(
  db: Db,
  filter: { userId?: number; status?: SpecialTravellerStatus; kind?: SpecialTravellerKind },
  paging: Paging,
  order: 'newest' | 'departure',
) {
  const where = and(
    filter.userId === undefined ? undefined : eq(t.userId, filter.userId),
    filter.status === undefined ? undefined : eq(t.status, filter.status),
    filter.kind === undefined ? undefined : eq(t.kind, filter.kind),
  );
  return pageWithTotal(
    db
      .select({ application: t, applicantPhone: users.phone, memberNo: users.memberNo })
      .from(t)
      .innerJoin(users, eq(users.id, t.userId))
      .where(where)
      .orderBy(...(order === 'newest' ? [desc(t.createdAt), desc(t.id)] : [asc(t.departureAt), asc(t.id)]))
      .limit(paging.limit)
      .offset(paging.offset),
    db.select({ n: count() }).from(t).where(where),
  );
}

export async function applicationWithApplicant(db: Db, applicationNo: string) {
  const [row] = await db
    .select({ application: t, applicantPhone: users.phone, memberNo: users.memberNo })
    .from(t)
    .innerJoin(users, eq(users.id, t.userId))
    .where(eq(t.applicationNo, applicationNo));
  return row;
}
