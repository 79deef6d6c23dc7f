import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BindPhoneRequest,
  EmptyRequest,
  ErrorEnvelope,
  LoginRequest,
  LoginResponse,
  LogoutRequest,
  LogoutResponse,
  ProfileResponse,
  RegisterRequest,
  SendSmsRequest,
  SendSmsResponse,
  UpdateProfileRequest,
  UserInfoResponse,
  WechatAuthorizeRequest,
  WechatAuthorizeResponse,
  WechatLoginRequest,
  WechatLoginResponse,
} from '@jc/shared';
import { me, ownRoutes } from '../../lib/own-routes';
import { publicOrigin } from '../../lib/public-origin';
import { ok } from '../../lib/reply';
import { signedInOnly } from '../../plugins/auth';
import {
  login,
  logout,
  memberInfo,
  ownProfile,
  register,
  updateProfile,
  type ClientContext,
} from './accounts.service';
import { sendVerificationCode } from './sms.service';
import { bindPhone, wechatAuthorizeUrl, wechatLogin } from './wechat.service';

export interface AccountsRoutesOptions {
  airlineName: string;
  /** The site's public origin for OAuth redirects; the request's own when not configured. */
  siteOrigin?: string | undefined;
}

const authTags = ['账号登录'];
const userTags = ['会员信息'];
const security = [{ bearer: [] }];

const client = (request: FastifyRequest): ClientContext => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** Registration, the three ways to log in, logout, and the member's own info. */
const accountsRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, opts) => {
  // Checked on request, before the body is validated: an anonymous caller learns nothing but 401.
  const signedIn = app.authenticate;

  app.post(
    '/api/v1/auth/sms',
    {
      schema: {
        tags: authTags,
        summary:
          '发送短信验证码（5分钟有效；同一手机号60秒一次、每天最多10次；同一来源地址每小时最多20次；全站每小时最多2000次）',
        body: SendSmsRequest,
        response: {
          200: SendSmsResponse,
          400: ErrorEnvelope,
          404: ErrorEnvelope,
          409: ErrorEnvelope,
          429: ErrorEnvelope,
          503: ErrorEnvelope,
        },
      },
    },
    async (request) =>
      ok(
        await sendVerificationCode(app.db, app.sms, { ...request.body, ip: request.ip }, opts.airlineName),
        '验证码已发送',
      ),
  );

  app.post(
    '/api/v1/auth/register',
    {
      schema: {
        tags: authTags,
        summary: '手机号注册会员（短信验证码 + 密码），成功即登录',
        body: RegisterRequest,
        response: { 200: LoginResponse, 400: ErrorEnvelope, 409: ErrorEnvelope },
      },
    },
    async (request) => register(app.db, request.body, client(request)),
  );

  app.post(
    '/api/v1/auth/login',
    {
      schema: {
        tags: authTags,
        summary: '手机号 + 密码或短信验证码登录；remember 为 true 时30天有效，否则12小时',
        body: LoginRequest,
        response: { 200: LoginResponse, 400: ErrorEnvelope, 404: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request) => login(app.db, request.body, client(request)),
  );

  app.post(
    '/api/v1/auth/logout',
    {
      onRequest: signedIn,
      schema: {
        tags: authTags,
        summary: '退出登录（all 为 true 时退出该账号的所有设备）',
        security,
        body: LogoutRequest.nullish(),
        response: { 200: LogoutResponse, 401: ErrorEnvelope },
      },
    },
    async (request) => {
      await logout(app.db, request.user!, request.body?.all ?? false);
      return ok(null, '已退出登录');
    },
  );

  app.post(
    '/api/v1/auth/wechat/authorize-url',
    {
      schema: {
        tags: authTags,
        summary: '微信扫码登录地址（redirectUri 为站内路径）',
        body: WechatAuthorizeRequest,
        response: { 200: WechatAuthorizeResponse, 400: ErrorEnvelope, 503: ErrorEnvelope },
      },
    },
    async (request) => {
      const origin = publicOrigin(request, opts.siteOrigin);
      return ok({ url: wechatAuthorizeUrl(app.wechat, request.body.redirectUri, origin) });
    },
  );

  app.post(
    '/api/v1/auth/wechat/login',
    {
      schema: {
        tags: authTags,
        summary: '微信登录：以授权码（URL 编码）换取登录；未绑定手机号时只返回 openId、unionId 与绑定凭证',
        body: WechatLoginRequest,
        response: { 200: WechatLoginResponse, 400: ErrorEnvelope, 503: ErrorEnvelope },
      },
    },
    async (request) => wechatLogin(app.db, app.wechat, request.body.authCode, client(request)),
  );

  app.post(
    '/api/v1/auth/wechat/bind',
    {
      schema: {
        tags: authTags,
        summary: '微信登录绑定手机号（短信验证码），新手机号创建非会员账号，成功即登录',
        body: BindPhoneRequest,
        response: { 200: LoginResponse, 400: ErrorEnvelope, 409: ErrorEnvelope },
      },
    },
    async (request) => bindPhone(app.db, request.body, client(request)),
  );

  await app.register(memberRoutes, opts);
};

/** The member's own info: every call behind a login. */
const memberRoutes: FastifyPluginAsyncZod<AccountsRoutesOptions> = async (app, opts) => {
  signedInOnly(app);
  const { post } = ownRoutes(app, { tags: userTags, refused: { 401: ErrorEnvelope } });

  post(
    '/api/v1/user/info',
    {
      summary: '当前会员信息（手机号、证件号脱敏）；非会员返回 403',
      body: EmptyRequest.nullish(),
      response: UserInfoResponse,
      refused: { 401: ErrorEnvelope, 403: ErrorEnvelope },
    },
    (userId) => memberInfo(app.db, userId, opts.airlineName),
  );

  post(
    '/api/v1/user/profile',
    {
      summary: '本人个人信息（含完整证件号，仅本人可见）',
      body: EmptyRequest.nullish(),
      response: ProfileResponse,
    },
    (userId) => ownProfile(app.db, userId),
  );

  app.post(
    '/api/v1/user/profile/update',
    {
      schema: {
        tags: userTags,
        summary: '完善或修改个人信息；非会员完善后成为会员',
        body: UpdateProfileRequest,
        response: { 200: ProfileResponse, 400: ErrorEnvelope, 401: ErrorEnvelope },
      },
    },
    async (request) => {
      const { profile, msg } = await updateProfile(app.db, me(request), request.body, opts.airlineName);
      return ok(profile, msg);
    },
  );
};

export default accountsRoutes;
