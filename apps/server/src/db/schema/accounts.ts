import {
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { CertType, UserRole } from '@jc/shared';
import { timestamptz, timestamptzNow } from './columns';

/** A person with an account. A member has a membership number; others came in through the messaging app. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull().unique(),
  /** argon2id; null for accounts created by messaging-app login until a password is set. */
  passwordHash: text('password_hash'),
  memberNo: text('member_no').unique(),
  role: text('role').$type<UserRole>().notNull().default('passenger'),
  name: text('name'),
  gender: text('gender').$type<'M' | 'F'>(),
  birthday: date('birthday'),
  certType: text('cert_type'),
  certNo: text('cert_no'),
  email: text('email'),
  createdAt: timestamptzNow('created_at'),
  updatedAt: timestamptzNow('updated_at'),
});

/**
 * `user_id`, the account a row belongs to; `{ onDelete: 'cascade' }` where the row means nothing
 * without the account.
 */
export const userRef = (actions?: { onDelete: 'cascade' }) =>
  integer('user_id')
    .notNull()
    .references(() => users.id, actions);

/** Login tokens: only their SHA-256 is stored; revoked at logout, expire on their own. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: userRef({ onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamptzNow('created_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    revokedAt: timestamptz('revoked_at'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [index('sessions_user').on(t.userId)],
);

export const SMS_PURPOSES = ['register', 'login', 'bind', 'reset'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

/** One-time SMS codes: hashed, 5 minutes, single use, locked after 5 wrong tries. */
export const smsCodes = pgTable(
  'sms_codes',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    purpose: text('purpose').$type<SmsPurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamptzNow('created_at'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    failedAttempts: smallint('failed_attempts').notNull().default(0),
    /** The client address that asked for the code (limits per address, docs/rules.md). */
    ip: text('ip'),
  },
  (t) => [
    index('sms_codes_phone_time').on(t.phone, t.createdAt),
    index('sms_codes_ip_time').on(t.ip, t.createdAt),
    index('sms_codes_time').on(t.createdAt),
  ],
);

/** Failed logins, counted per phone and per address over a sliding window. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    phone: text('phone').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [
    index('login_failures_phone').on(t.phone, t.createdAt),
    index('login_failures_ip').on(t.ip, t.createdAt),
  ],
);

/** A messaging-app (WeChat) identity, linked to an account once a phone is bound. */
export const wechatIdentities = pgTable('wechat_identities', {
  id: serial('id').primaryKey(),
  openId: text('open_id').notNull().unique(),
  unionId: text('union_id'),
  nickname: text('nickname'),
  avatarUrl: text('avatar_url'),
  userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
  /** SHA-256 of the short-lived ticket that lets BindPhone link this identity. */
  bindTicketHash: text('bind_ticket_hash'),
  bindTicketExpiresAt: timestamptz('bind_ticket_expires_at'),
  createdAt: timestamptzNow('created_at'),
});

/** Saved passengers (常用乘机人) of an account. */
export const savedPassengers = pgTable(
  'saved_passengers',
  {
    id: serial('id').primaryKey(),
    userId: userRef({ onDelete: 'cascade' }),
    name: text('name').notNull(),
    certType: text('cert_type').$type<CertType>().notNull(),
    certNo: text('cert_no').notNull(),
    birthday: date('birthday').notNull(),
    gender: text('gender').$type<'M' | 'F'>(),
    phone: text('phone'),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [
    index('saved_passengers_user').on(t.userId),
    unique('saved_passengers_cert').on(t.userId, t.certType, t.certNo),
  ],
);

/** The sandbox SMS gateway and mail outbox: what would have been sent, shown at /dev/outbox. */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    channel: text('channel').$type<'sms' | 'email'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    createdAt: timestamptzNow('created_at'),
  },
  (t) => [index('outbox_time').on(t.createdAt)],
);

/** The sandbox identity provider's own users and one-time codes (the real provider keeps these). */
export const sandboxWechatUsers = pgTable('sandbox_wechat_users', {
  openId: text('open_id').primaryKey(),
  unionId: text('union_id').notNull(),
  nickname: text('nickname').notNull(),
  createdAt: timestamptzNow('created_at'),
});

export const sandboxWechatGrants = pgTable(
  'sandbox_wechat_grants',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'code' | 'access_token'>().notNull(),
    value: text('value').notNull(),
    openId: text('open_id')
      .notNull()
      .references(() => sandboxWechatUsers.openId),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [uniqueIndex('sandbox_wechat_grants_value').on(t.value)],
);
