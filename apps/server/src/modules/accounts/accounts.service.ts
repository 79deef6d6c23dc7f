import { randomInt } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import {
  AccountMessages,
  checkCertificate,
  checkName,
  isCalendarDate,
  maskCertNo,
  maskPhone,
  type LoginRequest,
  type LoginResponse,
  type Profile,
  type RegisterRequest,
  type UpdateProfileRequest,
  type UserInfo,
} from '@jc/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { chinaToday, now } from '../../lib/clock';
import { closeAllSessions, closeSession, openSession } from './sessions.service';
import {
  clearLoginFailures,
  countLoginFailures,
  findUserById,
  findUserByPhone,
  insertLoginFailure,
  insertUser,
  lockUser,
  memberNoTaken,
  updateUser,
  type UserRow,
} from './accounts.repository';
import { SmsMessages, consumeVerificationCode } from './sms.service';
import { grantWelcomeCoupons } from '../coupons/coupons.service';

export const AuthMessages = {
  registered: '注册成功',
  loggedIn: '登录成功',
  loggedOut: '已退出登录',
  badCredentials: '手机号或密码错误',
  tooManyAttempts: '登录尝试过于频繁，请15分钟后再试',
  profileSaved: '个人信息已保存',
  becameMember: (airline: string) => `个人信息已保存，您已成为${airline}会员`,
  notMember: (airline: string) => `您还不是${airline}会员，请前往个人中心完善个人信息，注册即送好礼！`,
  accountMissing: '账号不存在',
} as const;

/** Failed logins allowed per phone and per address within the window before the next try is refused. */
export const LOGIN_LIMITS = { windowMinutes: 15, perPhone: 5, perIp: 20 } as const;

export interface ClientContext {
  ip: string;
  userAgent?: string | undefined;
}

// ---- passwords -------------------------------------------------------------------------------

// argon2id with OWASP's baseline cost (19 MiB, 2 passes, 1 lane); the parameters travel in the hash.
const ARGON2 = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, ARGON2);

let dummyHash: Promise<string> | null = null;
/** Verifies a password; with no hash it still spends the same time, so timing does not reveal the phone. */
async function passwordMatches(passwordHash: string | null | undefined, password: string) {
  if (!passwordHash) {
    dummyHash ??= hashPassword('no-account-placeholder-1');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}

// ---- shaping ---------------------------------------------------------------------------------

/** The account as the site shows it: phone and certificate masked, never the password hash. */
export function toUserInfo(user: UserRow): UserInfo {
  return {
    id: user.id,
    phone: maskPhone(user.phone),
    memberNo: user.memberNo,
    isMember: user.memberNo !== null,
    name: user.name,
    gender: user.gender,
    birthday: user.birthday,
    certType: user.certType,
    certNo: user.certNo ? maskCertNo(user.certNo) : null,
    email: user.email,
    role: user.role,
  };
}

/** The owner's own view, for editing: the full certificate number. */
export const toProfile = (user: UserRow): Profile => ({ ...toUserInfo(user), certNo: user.certNo });

async function loginAnswer(
  db: Db,
  user: UserRow,
  msg: string,
  options: { remember?: boolean; client: ClientContext },
): Promise<LoginResponse> {
  const session = await openSession(db, user.id, {
    remember: options.remember ?? false,
    userAgent: options.client.userAgent ?? null,
    ip: options.client.ip,
  });
  return {
    code: 200,
    msg,
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    data: toUserInfo(user),
  };
}

// ---- membership ------------------------------------------------------------------------------

/** A membership number 'JC' + 10 digits not yet given to anyone (the unique index is the last word). */
export async function newMemberNo(db: Db): Promise<string> {
  for (;;) {
    const candidate = `JC${randomInt(1_000_000_000, 10_000_000_000)}`;
    if (!(await memberNoTaken(db, candidate))) return candidate;
  }
}

// ---- registration and login ------------------------------------------------------------------

/** Registers a member with a verified phone and logs in. Guarantees one account per phone. */
export async function register(
  db: Db,
  input: RegisterRequest,
  client: ClientContext,
): Promise<LoginResponse> {
  if (await findUserByPhone(db, input.phone)) throw AppError.conflict(SmsMessages.phoneRegistered);
  await consumeVerificationCode(db, { phone: input.phone, purpose: 'register', code: input.code });
  const passwordHash = await hashPassword(input.password);
  const at = now();
  const user = await insertUser(db, {
    phone: input.phone,
    passwordHash,
    memberNo: await newMemberNo(db),
    createdAt: at,
    updatedAt: at,
  });
  if (!user) throw AppError.conflict(SmsMessages.phoneRegistered);
  // The member sign-up block promises new-member coupons: they wait to be claimed on the home page.
  await grantWelcomeCoupons(db, user.id);
  return loginAnswer(db, user, AuthMessages.registered, { client });
}

async function assertNotThrottled(db: Db, phone: string, ip: string) {
  const since = new Date(now().getTime() - LOGIN_LIMITS.windowMinutes * 60_000);
  const [byPhone, byIp] = await Promise.all([
    countLoginFailures(db, { phone }, since),
    countLoginFailures(db, { ip }, since),
  ]);
  if (byPhone >= LOGIN_LIMITS.perPhone || byIp >= LOGIN_LIMITS.perIp)
    throw AppError.tooMany(AuthMessages.tooManyAttempts);
}

const recordFailure = (db: Db, phone: string, ip: string) =>
  insertLoginFailure(db, { phone, ip, createdAt: now() });

/**
 * Logs in with phone and password, or phone and SMS code. Guarantees: a wrong password and an
 * unknown phone give the same answer; after 5 failures for a phone, or 20 from an address, within
 * 15 minutes the next try is refused; `remember` opens a 30-day session, otherwise 12 hours.
 */
export async function login(db: Db, input: LoginRequest, client: ClientContext): Promise<LoginResponse> {
  const { phone } = input;
  await assertNotThrottled(db, phone, client.ip);
  const user = await findUserByPhone(db, phone);

  if (input.password) {
    if (!user || !(await passwordMatches(user.passwordHash, input.password))) {
      await recordFailure(db, phone, client.ip);
      throw AppError.badRequest(AuthMessages.badCredentials);
    }
  } else {
    if (!user) {
      await recordFailure(db, phone, client.ip);
      throw AppError.notFound(SmsMessages.phoneUnknown);
    }
    try {
      await consumeVerificationCode(db, { phone, purpose: 'login', code: input.code ?? '' });
    } catch (err) {
      await recordFailure(db, phone, client.ip);
      throw err;
    }
  }
  await clearLoginFailures(db, phone);
  return loginAnswer(db, user, AuthMessages.loggedIn, { remember: input.remember, client });
}

/** Logs in an account whose phone was just verified some other way (messaging-app binding). */
export const loginVerified = (db: Db, user: UserRow, msg: string, client: ClientContext) =>
  loginAnswer(db, user, msg, { client });

/** Ends the caller's session, or every session of the account; a revoked token answers 401 from then on. */
export async function logout(db: Db, caller: { id: number; sessionId: number }, all: boolean) {
  if (all) await closeAllSessions(db, caller.id);
  else await closeSession(db, caller.sessionId);
}

/** The account behind a phone, created as a non-member (no membership number, no password) if new. */
export async function accountForVerifiedPhone(db: Db, phone: string): Promise<UserRow> {
  const existing = await findUserByPhone(db, phone);
  if (existing) return existing;
  const at = now();
  return (
    (await insertUser(db, { phone, createdAt: at, updatedAt: at })) ?? (await findUserByPhone(db, phone))!
  );
}

// ---- the member's own data -------------------------------------------------------------------

async function existingUser(db: Db, id: number) {
  const user = await findUserById(db, id);
  if (!user) throw AppError.unauthorized();
  return user;
}

/** User info for the home page: members only; a non-member gets 403 with the complete-your-info message. */
export async function memberInfo(db: Db, userId: number, airlineName: string): Promise<UserInfo> {
  const user = await existingUser(db, userId);
  if (user.memberNo === null) throw AppError.forbidden(AuthMessages.notMember(airlineName));
  return toUserInfo(user);
}

/** The owner's profile, member or not, with the full certificate number. */
export const ownProfile = async (db: Db, userId: number) => toProfile(await existingUser(db, userId));

/**
 * Saves personal info checked by the shared rules (name as at check-in, certificate by type, an ID
 * card agreeing with the birthday). Completing it makes a non-member a member.
 */
export async function updateProfile(
  db: Db,
  userId: number,
  input: UpdateProfileRequest,
  airlineName: string,
) {
  const today = chinaToday();
  const name = input.name.trim();
  const nameProblem = checkName(name);
  if (nameProblem) throw AppError.badRequest(nameProblem);
  if (!isCalendarDate(input.birthday)) throw AppError.badRequest(AccountMessages.birthdayRequired);
  if (input.birthday > today) throw AppError.badRequest(AccountMessages.birthdayFuture);
  const certNo = input.certType === '身份证' ? input.certNo.trim().toUpperCase() : input.certNo.trim();
  const certProblem = checkCertificate(input.certType, certNo, { birthday: input.birthday, today });
  if (certProblem) throw AppError.badRequest(certProblem);

  const { user, becameMember } = await db.transaction(async (tx) => {
    const current = await lockUser(tx, userId);
    if (!current) throw AppError.unauthorized();
    const memberNo = current.memberNo ?? (await newMemberNo(tx));
    const user = await updateUser(tx, userId, {
      name,
      gender: input.gender,
      birthday: input.birthday,
      certType: input.certType,
      certNo,
      email: input.email ? input.email.trim() : null,
      memberNo,
      updatedAt: now(),
    });
    return { user, becameMember: current.memberNo === null };
  });
  if (becameMember) await grantWelcomeCoupons(db, userId);
  return {
    profile: toProfile(user),
    msg: becameMember ? AuthMessages.becameMember(airlineName) : AuthMessages.profileSaved,
  };
}
