import { randomInt } from 'node:crypto';
import { ResultCode, TIME_ZONE } from '@jc/shared';
import type { Db } from '../../db/client';
import type { SmsPurpose } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { dayjs, now } from '../../lib/clock';
import { hashToken } from '../../lib/tokens';
import { SmsDeliveryError, type SmsProvider } from '../../providers/sms';
import {
  countSmsCodesSince,
  deleteSmsCode,
  findUserByPhone,
  insertSmsCode,
  latestSmsCodeForUpdate,
  latestSmsCodeSent,
  lockPhoneForSms,
  lockSmsSenders,
  countSmsCodesSentSince,
  markSmsCodeUsed,
  recordSmsCodeFailure,
} from './accounts.repository';

/**
 * A code lives 5 minutes, one may be sent per phone per 60 s and 10 per China day, 5 wrong tries
 * lock it. One client address may ask for 20 an hour, whatever the phones, and the whole site sends
 * at most 2,000 an hour, so that nobody can spend the SMS budget or flood strangers' phones.
 */
export const SMS_RULES = {
  ttlSeconds: 5 * 60,
  resendSeconds: 60,
  dailyLimit: 10,
  maxAttempts: 5,
  perAddressHourly: 20,
  siteHourly: 2_000,
} as const;

export const SmsMessages = {
  tooSoon: (seconds: number) => `发送过于频繁，请${seconds}秒后再试`,
  dailyLimit: '今日验证码发送次数已达上限，请明天再试',
  addressLimit: '当前网络获取验证码过于频繁，请1小时后再试',
  siteLimit: '验证码发送繁忙，请稍后再试',
  phoneRegistered: '该手机号已注册，请直接登录',
  phoneUnknown: '该手机号尚未注册',
  notRequested: '请先获取短信验证码',
  used: '验证码已使用，请重新获取',
  expired: '验证码已过期，请重新获取',
  locked: '验证码错误次数过多，请重新获取',
  wrong: (left: number) => `验证码错误，还可尝试${left}次`,
  deliveryFailed: '短信发送失败，请稍后再试',
} as const;

const PURPOSE_NAMES: Record<SmsPurpose, string> = {
  register: '注册',
  login: '登录',
  bind: '绑定手机号',
  reset: '重置密码',
};

const codeHash = (phone: string, purpose: SmsPurpose, code: string) =>
  hashToken(`sms:${purpose}:${phone}:${code}`);

/**
 * Sends a verification code by the configured gateway. Guarantees: register refuses a registered
 * phone and login an unknown one; at most one code per phone per 60 s and 10 per China day, even
 * under concurrent requests on several instances; only the code's hash is stored.
 */
export async function sendVerificationCode(
  db: Db,
  sms: SmsProvider,
  input: { phone: string; purpose: SmsPurpose; ip: string },
  airlineName: string,
) {
  const { phone, purpose, ip } = input;
  const user = await findUserByPhone(db, phone);
  if (purpose === 'register' && user) throw AppError.conflict(SmsMessages.phoneRegistered);
  if (purpose === 'login' && !user) throw AppError.notFound(SmsMessages.phoneUnknown);

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const at = now();
  const row = await db.transaction(async (tx) => {
    await lockSmsSenders(tx, ip);
    await lockPhoneForSms(tx, phone);
    const hourAgo = new Date(at.getTime() - 3_600_000);
    if ((await countSmsCodesSentSince(tx, hourAgo, ip)) >= SMS_RULES.perAddressHourly)
      throw AppError.tooMany(SmsMessages.addressLimit);
    if ((await countSmsCodesSentSince(tx, hourAgo)) >= SMS_RULES.siteHourly)
      throw AppError.tooMany(SmsMessages.siteLimit);
    const startOfDay = dayjs(at).tz(TIME_ZONE).startOf('day').toDate();
    if ((await countSmsCodesSince(tx, phone, startOfDay)) >= SMS_RULES.dailyLimit)
      throw AppError.tooMany(SmsMessages.dailyLimit);
    const last = await latestSmsCodeSent(tx, phone);
    if (last) {
      const waitMs = last.createdAt.getTime() + SMS_RULES.resendSeconds * 1000 - at.getTime();
      if (waitMs > 0) throw AppError.tooMany(SmsMessages.tooSoon(Math.ceil(waitMs / 1000)));
    }
    return insertSmsCode(tx, {
      phone,
      purpose,
      ip,
      codeHash: codeHash(phone, purpose, code),
      createdAt: at,
      expiresAt: new Date(at.getTime() + SMS_RULES.ttlSeconds * 1000),
    });
  });

  const text = `【${airlineName}】您的${PURPOSE_NAMES[purpose]}验证码为${code}，${SMS_RULES.ttlSeconds / 60}分钟内有效。请勿将验证码告诉他人。`;
  try {
    await sms.sendSms(phone, text);
  } catch (err) {
    // Not sent, so not counted against the passenger's limits.
    await deleteSmsCode(db, row.id);
    if (err instanceof SmsDeliveryError)
      throw new AppError(ResultCode.Unavailable, SmsMessages.deliveryFailed);
    throw err;
  }
  return { expiresInSeconds: SMS_RULES.ttlSeconds, resendInSeconds: SMS_RULES.resendSeconds };
}

/**
 * Checks a code against the last one sent for this phone and purpose and uses it up. Guarantees:
 * a code works once, within 5 minutes; each wrong try is counted (and kept) and the fifth locks it.
 */
export async function consumeVerificationCode(
  db: Db,
  input: { phone: string; purpose: SmsPurpose; code: string },
) {
  const at = now();
  const problem = await db.transaction(async (tx): Promise<string | null> => {
    const row = await latestSmsCodeForUpdate(tx, input.phone, input.purpose);
    if (!row) return SmsMessages.notRequested;
    if (row.usedAt) return SmsMessages.used;
    if (row.failedAttempts >= SMS_RULES.maxAttempts) return SmsMessages.locked;
    if (row.expiresAt <= at) return SmsMessages.expired;
    if (row.codeHash !== codeHash(input.phone, input.purpose, input.code)) {
      const failed = await recordSmsCodeFailure(tx, row.id);
      const left = SMS_RULES.maxAttempts - failed;
      return left > 0 ? SmsMessages.wrong(left) : SmsMessages.locked;
    }
    await markSmsCodeUsed(tx, row.id, at);
    return null;
  });
  // Thrown after the transaction so that a wrong try stays counted.
  if (problem) throw AppError.badRequest(problem);
}
