import type { Db } from '../../src/db/client';
import { users } from '../../src/db/schema';
import { openSession } from '../../src/modules/accounts/sessions.service';

let counter = 0;

export interface Member {
  user: typeof users.$inferSelect;
  token: string;
  /** Headers of a request made as this member. */
  auth: { authorization: string };
}

/** A phone number no seed account uses, different for every call in a process. */
export function newPhone(prefix = '136'): string {
  counter += 1;
  return `${prefix}${String(process.pid % 10000).padStart(4, '0')}${String(counter).padStart(4, '0')}`;
}

/**
 * A member account straight in the database with a remembered (30-day) session, so that a test
 * moving the clock by hours stays logged in. `memberNo: null` makes a non-member.
 */
export async function createMember(
  app: { db: Db },
  values: Partial<typeof users.$inferInsert> = {},
): Promise<Member> {
  const phone = values.phone ?? newPhone();
  const [user] = await app.db
    .insert(users)
    .values({ phone, memberNo: `JC${phone.slice(-8)}`, name: '测试会员', ...values })
    .returning();
  const { token } = await openSession(app.db, user!.id, { remember: true });
  return { user: user!, token, auth: { authorization: `Bearer ${token}` } };
}
