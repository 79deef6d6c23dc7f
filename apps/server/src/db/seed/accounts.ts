import { inArray } from 'drizzle-orm';
import { makeIdCardNumber } from '@jc/shared';
import type { Db } from '../client';
import { sandboxWechatUsers, users, wechatIdentities } from '../schema';
import { chinaToday } from '../../lib/clock';
import { insertUser } from '../../modules/accounts/accounts.repository';
import { hashPassword } from '../../modules/accounts/accounts.service';

/*
 * Demo accounts (listed in the README): a member with a birthday in the month the seed runs, so the
 * birthday coupon shows; a non-member who came in through the messaging app; an operator.
 * Idempotent: an account that exists is left as it is (its owner may have edited it).
 */

export const DEMO_ACCOUNTS = {
  member: { phone: '13800138000', password: 'Jincheng2026', name: '张伟', memberNo: 'JC1000000001' },
  nonMember: {
    phone: '13900139000',
    nickname: '旅客小林',
    openId: 'oXiaoLinSandbox0000000000001',
    unionId: 'uXiaoLinSandbox0000000000001',
  },
  operator: { phone: '13700137000', password: 'Operator2026', name: '王芳', memberNo: 'JC1000000003' },
  customerService: { phone: '13700137001', password: 'Service2026', name: '李娜', memberNo: 'JC1000000004' },
  operations: { phone: '13700137002', password: 'Flight2026', name: '赵强', memberNo: 'JC1000000005' },
} as const;

/** The staff accounts a fresh database starts with, one per post (docs/rules.md, roles). */
const STAFF = [
  { ...DEMO_ACCOUNTS.operator, role: 'operator', gender: 'F' },
  { ...DEMO_ACCOUNTS.customerService, role: 'customer_service', gender: 'F' },
  { ...DEMO_ACCOUNTS.operations, role: 'operations', gender: 'M' },
] as const;

/** An 18-character resident ID number with its check character, for a birth date and sequence. */
export const demoIdCard = (area: string, birthday: string, sequence: string) =>
  makeIdCardNumber(birthday, sequence, area);

export async function seedAccounts(db: Db): Promise<void> {
  const phones = [DEMO_ACCOUNTS.member.phone, DEMO_ACCOUNTS.nonMember.phone, ...STAFF.map((s) => s.phone)];
  const existing = new Set(
    (await db.select({ phone: users.phone }).from(users).where(inArray(users.phone, phones))).map(
      (u) => u.phone,
    ),
  );
  const month = chinaToday().slice(5, 7);

  if (!existing.has(DEMO_ACCOUNTS.member.phone)) {
    const birthday = `1988-${month}-08`;
    await insertUser(db, {
      phone: DEMO_ACCOUNTS.member.phone,
      passwordHash: await hashPassword(DEMO_ACCOUNTS.member.password),
      memberNo: DEMO_ACCOUNTS.member.memberNo,
      name: DEMO_ACCOUNTS.member.name,
      gender: 'M',
      birthday,
      certType: '身份证',
      certNo: demoIdCard('110105', birthday, '031'),
      email: 'zhangwei@example.com',
    });
  }

  const { nonMember } = DEMO_ACCOUNTS;
  await db
    .insert(sandboxWechatUsers)
    .values({ openId: nonMember.openId, unionId: nonMember.unionId, nickname: nonMember.nickname })
    .onConflictDoNothing();
  if (!existing.has(nonMember.phone)) {
    const user = await insertUser(db, { phone: nonMember.phone });
    if (user) {
      await db
        .insert(wechatIdentities)
        .values({
          openId: nonMember.openId,
          unionId: nonMember.unionId,
          nickname: nonMember.nickname,
          userId: user.id,
        })
        .onConflictDoNothing({ target: wechatIdentities.openId });
    }
  }

  for (const staff of STAFF) {
    if (existing.has(staff.phone)) continue;
    await insertUser(db, {
      phone: staff.phone,
      passwordHash: await hashPassword(staff.password),
      memberNo: staff.memberNo,
      role: staff.role,
      name: staff.name,
      gender: staff.gender,
    });
  }
}
