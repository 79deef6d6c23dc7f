import type { LoginResponse, WechatLoginResponse } from '@jc/shared';
import { ResultCode } from '@jc/shared';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/errors';
import { now } from '../../lib/clock';
import { hashToken, newToken } from '../../lib/tokens';
import { WechatApiError, WechatUnavailableError, type WechatOAuthClient } from '../../providers/identity';
import { openSession } from './sessions.service';
import {
  findIdentityByBindTicket,
  findIdentityByBindTicketForUpdate,
  findOtherIdentityOfUser,
  linkIdentity,
  setBindTicket,
  upsertWechatIdentity,
} from './accounts.repository';
import { accountForVerifiedPhone, loginVerified, type ClientContext } from './accounts.service';
import { consumeVerificationCode } from './sms.service';

export const BIND_TICKET_MINUTES = 10;

export const WechatMessages = {
  unavailable: '微信登录暂未开通',
  providerDown: '微信登录服务暂不可用，请稍后再试',
  authExpired: '授权已失效，请重新扫码登录',
  badRedirect: '登录回跳地址不正确',
  loggedIn: '登录成功',
  bindPhone: '请绑定手机号以完成登录',
  ticketExpired: '绑定凭证已失效，请重新扫码登录',
  phoneTaken: '该手机号已绑定其他微信账号',
  bound: '绑定成功',
} as const;

function requireClient(client: WechatOAuthClient | null): WechatOAuthClient {
  if (!client) throw new AppError(ResultCode.Unavailable, WechatMessages.unavailable);
  return client;
}

/** The provider refused (bad, used or expired code or token) → the passenger scans again; unreachable → 503. */
function providerFailure(err: unknown): never {
  if (err instanceof WechatApiError) throw AppError.badRequest(WechatMessages.authExpired);
  if (err instanceof WechatUnavailableError)
    throw new AppError(ResultCode.Unavailable, WechatMessages.providerDown);
  throw err;
}

/**
 * The provider's QR login URL returning to `redirectUri` on this site. Only site paths are accepted
 * (no other origin), so the login cannot be sent elsewhere.
 */
export function wechatAuthorizeUrl(
  client: WechatOAuthClient | null,
  redirectUri: string,
  siteOrigin: string,
) {
  const wechat = requireClient(client);
  if (!/^\/(?![/\\])/.test(redirectUri) || /[\s\\]/.test(redirectUri))
    throw AppError.badRequest(WechatMessages.badRedirect);
  const state = newToken().slice(0, 22);
  return wechat.authorizeUrl(`${siteOrigin}${redirectUri}`, state);
}

/**
 * Messaging-app login with the provider's one-time code (URL-encoded by the browser). A linked
 * identity gets a session; an unlinked one gets only its ids and a 10-minute bind ticket, no token.
 */
export async function wechatLogin(
  db: Db,
  client: WechatOAuthClient | null,
  authCode: string,
  ctx: ClientContext,
): Promise<WechatLoginResponse> {
  const wechat = requireClient(client);
  let code: string;
  try {
    code = decodeURIComponent(authCode).trim();
  } catch {
    throw AppError.badRequest(WechatMessages.authExpired);
  }
  // The provider issues codes of printable ASCII: anything else (a control character once decoded)
  // cannot be one, and the provider would refuse the request rather than the code.
  if (!/^[\x21-\x7e]+$/.test(code)) throw AppError.badRequest(WechatMessages.authExpired);

  const profile = await wechat
    .exchangeCode(code)
    .then((token) => wechat.fetchUserInfo(token.accessToken, token.openId).then((p) => ({ token, p })))
    .catch(providerFailure);
  const identity = await upsertWechatIdentity(db, {
    openId: profile.p.openId,
    unionId: profile.p.unionId ?? profile.token.unionId,
    nickname: profile.p.nickname,
    avatarUrl: profile.p.avatarUrl,
  });
  const data = { openId: identity.openId, unionId: identity.unionId, nickname: identity.nickname };

  if (identity.userId !== null) {
    const session = await openSession(db, identity.userId, { userAgent: ctx.userAgent ?? null, ip: ctx.ip });
    return {
      code: 200,
      msg: WechatMessages.loggedIn,
      token: session.token,
      expiresAt: session.expiresAt.toISOString(),
      data,
    };
  }
  const bindTicket = newToken();
  await setBindTicket(
    db,
    identity.id,
    hashToken(bindTicket),
    new Date(now().getTime() + BIND_TICKET_MINUTES * 60_000),
  );
  return { code: 200, msg: WechatMessages.bindPhone, data: { ...data, bindTicket } };
}

/**
 * BindPhone: links the identity behind a live bind ticket to the phone's account (created as a
 * non-member if the phone is new) once the SMS code checks out, and logs in. A ticket works once.
 */
export async function bindPhone(
  db: Db,
  input: { bindTicket: string; phone: string; code: string },
  ctx: ClientContext,
): Promise<LoginResponse> {
  const ticketHash = hashToken(input.bindTicket);
  if (!(await findIdentityByBindTicket(db, ticketHash, now())))
    throw AppError.badRequest(WechatMessages.ticketExpired);
  await consumeVerificationCode(db, { phone: input.phone, purpose: 'bind', code: input.code });

  const user = await db.transaction(async (tx) => {
    const identity = await findIdentityByBindTicketForUpdate(tx, ticketHash, now());
    if (!identity) throw AppError.badRequest(WechatMessages.ticketExpired);
    const account = await accountForVerifiedPhone(tx, input.phone);
    if (await findOtherIdentityOfUser(tx, account.id, identity.id))
      throw AppError.conflict(WechatMessages.phoneTaken);
    await linkIdentity(tx, identity.id, account.id);
    return account;
  });
  return loginVerified(db, user, WechatMessages.bound, ctx);
}
