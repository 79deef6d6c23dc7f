import { randomBytes } from 'node:crypto';
import type { Db } from '#src/db/client';
import { now } from '#src/lib/clock';
import {
  claimCode,
  findGrant,
  findSandboxUser,
  insertGrant,
  insertSandboxUser,
  listSandboxUsers,
} from './sandbox-wechat.repository';

/*
 * The built-in messaging-app identity provider. It keeps its own users and grants, as the real
 * open platform does, and answers in the platform's JSON shape, errors included (HTTP 200 with
 * errcode and errmsg).
 */

export const SANDBOX_CODE_SECONDS = 5 * 60;
export const SANDBOX_TOKEN_SECONDS = 2 * 60 * 60;
export const NICKNAME_MAX = 20;

export const WechatErrors = {
  invalidAppId: { errcode: 40013, errmsg: 'invalid appid' },
  invalidSecret: { errcode: 40125, errmsg: 'invalid appsecret' },
  invalidGrantType: { errcode: 40002, errmsg: 'invalid grant_type' },
  invalidCode: { errcode: 40029, errmsg: 'invalid code' },
  codeUsed: { errcode: 40163, errmsg: 'code been used' },
  invalidToken: { errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' },
  tokenExpired: { errcode: 42001, errmsg: 'access_token expired' },
  invalidOpenId: { errcode: 40003, errmsg: 'invalid openid' },
} as const;
export type WechatError = (typeof WechatErrors)[keyof typeof WechatErrors];

const randomId = (prefix: string, bytes: number) => `${prefix}${randomBytes(bytes).toString('base64url')}`;

export const sandboxIdentities = (db: Db) => listSandboxUsers(db);

/** A new sandbox identity: openid and unionid in the platform's 28-character style. */
export async function createSandboxIdentity(db: Db, nickname: string) {
  const openId = randomId('o', 20).slice(0, 28);
  const unionId = randomId('u', 20).slice(0, 28);
  const row = await insertSandboxUser(db, { openId, unionId, nickname, createdAt: now() });
  return row!;
}

/** The tester confirmed the login as `openId`: a one-time code for the site, valid 5 minutes. */
export async function issueAuthorizationCode(db: Db, openId: string): Promise<string | null> {
  if (!(await findSandboxUser(db, openId))) return null;
  const code = randomId('', 24);
  await insertGrant(db, {
    kind: 'code',
    value: code,
    openId,
    expiresAt: new Date(now().getTime() + SANDBOX_CODE_SECONDS * 1000),
  });
  return code;
}

export interface AccessTokenQuery {
  appid?: string | undefined;
  secret?: string | undefined;
  code?: string | undefined;
  grant_type?: string | undefined;
}

/** GET /sns/oauth2/access_token: a code works once, for 5 minutes, for this app only. */
export async function exchangeAuthorizationCode(
  db: Db,
  app: { appId: string; appSecret: string },
  query: AccessTokenQuery,
) {
  if (query.appid !== app.appId) return WechatErrors.invalidAppId;
  if (query.secret !== app.appSecret) return WechatErrors.invalidSecret;
  if (query.grant_type !== 'authorization_code') return WechatErrors.invalidGrantType;
  if (!query.code) return WechatErrors.invalidCode;
  const at = now();
  const claimed = await claimCode(db, query.code, at);
  if (!claimed) {
    const grant = await findGrant(db, 'code', query.code);
    return grant?.usedAt ? WechatErrors.codeUsed : WechatErrors.invalidCode;
  }
  const user = (await findSandboxUser(db, claimed.openId))!;
  const accessToken = randomId('', 48);
  await insertGrant(db, {
    kind: 'access_token',
    value: accessToken,
    openId: user.openId,
    expiresAt: new Date(at.getTime() + SANDBOX_TOKEN_SECONDS * 1000),
  });
  return {
    access_token: accessToken,
    expires_in: SANDBOX_TOKEN_SECONDS,
    refresh_token: randomId('', 48),
    openid: user.openId,
    scope: 'snsapi_login',
    unionid: user.unionId,
  };
}

/** GET /sns/userinfo: the identity behind a live access token. */
export async function sandboxUserInfo(
  db: Db,
  query: { access_token?: string | undefined; openid?: string | undefined },
) {
  const grant = query.access_token ? await findGrant(db, 'access_token', query.access_token) : undefined;
  if (!grant) return WechatErrors.invalidToken;
  if (grant.expiresAt <= now()) return WechatErrors.tokenExpired;
  if (grant.openId !== query.openid) return WechatErrors.invalidOpenId;
  const user = (await findSandboxUser(db, grant.openId))!;
  return {
    openid: user.openId,
    nickname: user.nickname,
    sex: 0,
    province: '',
    city: '',
    country: 'CN',
    headimgurl: '',
    privilege: [] as string[],
    unionid: user.unionId,
  };
}
