import { and, count, desc, eq, gt, gte, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { loginFailures, smsCodes, users, wechatIdentities, type SmsPurpose } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type SmsCodeRow = typeof smsCodes.$inferSelect;
export type WechatIdentityRow = typeof wechatIdentities.$inferSelect;

// ---- users -----------------------------------------------------------------------------------

export async function findUserByPhone(db: Db, phone: string) {
  const [row] = await db.select().from(users).where(eq(users.phone, phone)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts unless the phone is taken; undefined when it was (the unique constraint decides). */
export async function insertUser(db: Db, values: NewUser) {
  const [row] = await db
    .insert(users)
    .values(values)
    .onConflictDoNothing({ target: users.phone })
    .returning();
  return row;
}

export async function updateUser(db: Db, id: number, values: Partial<NewUser>) {
  const [row] = await db.update(users).set(values).where(eq(users.id, id)).returning();
  return row!;
}

export async function memberNoTaken(db: Db, memberNo: string) {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.memberNo, memberNo)).limit(1);
  return !!row;
}

/** Row lock on an account, so that two requests cannot both make it a member. */
export async function lockUser(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

// ---- SMS codes -------------------------------------------------------------------------------

/** Serialises sends to one phone for the rest of the transaction, across server instances. */
export async function lockPhoneForSms(db: Db, phone: string) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sms:${phone}`}))`);
}

export async function latestSmsCodeSent(db: Db, phone: string) {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(eq(smsCodes.phone, phone))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1);
  return row;
}

export async function countSmsCodesSince(db: Db, phone: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), gte(smsCodes.createdAt, since)));
  return row?.n ?? 0;
}

/** Serialises the code requests of one client address, and counts them across the whole site. */
export async function lockSmsSenders(db: Db, ip: string) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`sms-ip:${ip}`}))`);
}

/** Codes sent since an instant: to one address, or (ip undefined) to anyone. */
export async function countSmsCodesSentSince(db: Db, since: Date, ip?: string) {
  const [row] = await db
    .select({ n: count() })
    .from(smsCodes)
    .where(and(gte(smsCodes.createdAt, since), ip === undefined ? undefined : eq(smsCodes.ip, ip)));
  return row?.n ?? 0;
}

export async function insertSmsCode(db: Db, values: typeof smsCodes.$inferInsert) {
  const [row] = await db.insert(smsCodes).values(values).returning();
  return row!;
}

export async function deleteSmsCode(db: Db, id: number) {
  await db.delete(smsCodes).where(eq(smsCodes.id, id));
}

/** The code last sent for this phone and purpose, locked for the check that follows. */
export async function latestSmsCodeForUpdate(db: Db, phone: string, purpose: SmsPurpose) {
  const [row] = await db
    .select()
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.purpose, purpose)))
    .orderBy(desc(smsCodes.createdAt), desc(smsCodes.id))
    .limit(1)
    .for('update');
  return row;
}

export async function markSmsCodeUsed(db: Db, id: number, at: Date) {
  await db.update(smsCodes).set({ usedAt: at }).where(eq(smsCodes.id, id));
}

export async function recordSmsCodeFailure(db: Db, id: number) {
  const [row] = await db
    .update(smsCodes)
    .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
    .where(eq(smsCodes.id, id))
    .returning({ failedAttempts: smsCodes.failedAttempts });
  return row!.failedAttempts;
}

// ---- login failures --------------------------------------------------------------------------

export async function countLoginFailures(db: Db, by: { phone: string } | { ip: string }, since: Date) {
  const key = 'phone' in by ? eq(loginFailures.phone, by.phone) : eq(loginFailures.ip, by.ip);
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(and(key, gt(loginFailures.createdAt, since)));
  return row?.n ?? 0;
}

export async function insertLoginFailure(db: Db, values: { phone: string; ip: string; createdAt: Date }) {
  await db.insert(loginFailures).values(values);
}

export async function clearLoginFailures(db: Db, phone: string) {
  await db.delete(loginFailures).where(eq(loginFailures.phone, phone));
}

// ---- messaging-app identities ----------------------------------------------------------------

/** Creates or refreshes the identity the provider vouched for; keeps its link to an account. */
export async function upsertWechatIdentity(
  db: Db,
  values: { openId: string; unionId: string | null; nickname: string | null; avatarUrl: string | null },
) {
  const [row] = await db
    .insert(wechatIdentities)
    .values(values)
    .onConflictDoUpdate({
      target: wechatIdentities.openId,
      set: { unionId: values.unionId, nickname: values.nickname, avatarUrl: values.avatarUrl },
    })
    .returning();
  return row!;
}

export async function setBindTicket(db: Db, id: number, ticketHash: string | null, expiresAt: Date | null) {
  await db
    .update(wechatIdentities)
    .set({ bindTicketHash: ticketHash, bindTicketExpiresAt: expiresAt })
    .where(eq(wechatIdentities.id, id));
}

/** The unlinked identity a live bind ticket stands for (at most one). */
const byLiveBindTicket = (db: Db, ticketHash: string, at: Date) =>
  db
    .select()
    .from(wechatIdentities)
    .where(
      and(
        eq(wechatIdentities.bindTicketHash, ticketHash),
        gt(wechatIdentities.bindTicketExpiresAt, at),
        isNull(wechatIdentities.userId),
      ),
    )
    .limit(1);

/** The unlinked identity a live bind ticket stands for, locked for the link that follows. */
export async function findIdentityByBindTicketForUpdate(db: Db, ticketHash: string, at: Date) {
  const [row] = await byLiveBindTicket(db, ticketHash, at).for('update');
  return row;
}

export async function findIdentityByBindTicket(db: Db, ticketHash: string, at: Date) {
  const [row] = await byLiveBindTicket(db, ticketHash, at);
  return row;
}

/** Another identity already linked to this account, if any. */
export async function findOtherIdentityOfUser(db: Db, userId: number, exceptId: number) {
  const [row] = await db
    .select()
    .from(wechatIdentities)
    .where(and(eq(wechatIdentities.userId, userId), ne(wechatIdentities.id, exceptId)))
    .limit(1);
  return row;
}

export async function linkIdentity(db: Db, id: number, userId: number) {
  await db
    .update(wechatIdentities)
    .set({ userId, bindTicketHash: null, bindTicketExpiresAt: null })
    .where(eq(wechatIdentities.id, id));
}
