import { z } from 'zod';
import { Id, PageNum, integer, okEnvelope, pageEnvelope, pageFields } from '../api';
import {
  AccountMessages,
  CERT_TYPES,
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  PASSWORD_PATTERN,
  SMS_CODE_PATTERN,
  USER_ROLES,
} from '../rules/account';
import { CheckInMessages } from '../rules/messages';
import { MOBILE_PHONE_PATTERN } from '../rules/checkin';
import { PASSENGER_LIST_LIMIT } from '../constants';

const Phone = z
  .string({ message: CheckInMessages.phoneRequired })
  .trim()
  .min(1, CheckInMessages.phoneRequired)
  .regex(MOBILE_PHONE_PATTERN, CheckInMessages.phoneInvalid);
const SmsCode = z
  .string({ message: AccountMessages.smsCodeRequired })
  .trim()
  .min(1, AccountMessages.smsCodeRequired)
  .regex(SMS_CODE_PATTERN, AccountMessages.smsCodeFormat);
const Password = z
  .string({ message: AccountMessages.passwordRequired })
  .min(1, AccountMessages.passwordRequired)
  .regex(PASSWORD_PATTERN, AccountMessages.passwordWeak);
const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式需为YYYY-MM-DD');

export const SmsPurpose = z.enum(['register', 'login', 'bind'], { message: '验证码用途不正确' });
export const SendSmsRequest = z.object({ phone: Phone, purpose: SmsPurpose });
export const SendSmsResponse = okEnvelope(
  z.object({ expiresInSeconds: z.number().int(), resendInSeconds: z.number().int() }),
);

/** The signed-in account as the site shows it: contact details masked. */
export const UserInfo = z.object({
  id: z.number().int(),
  phone: z.string().describe('脱敏手机号'),
  memberNo: z.string().nullable(),
  isMember: z.boolean(),
  name: z.string().nullable(),
  gender: z.enum(['M', 'F']).nullable(),
  birthday: z.string().nullable(),
  certType: z.string().nullable(),
  certNo: z.string().nullable().describe('脱敏证件号'),
  email: z.string().nullable(),
  role: z.enum(USER_ROLES),
});
export type UserInfo = z.infer<typeof UserInfo>;

/** Login answers carry the token beside data, as the messaging-app login call does (docs/rules.md). */
export const LoginResponse = z.object({
  code: z.number().int(),
  msg: z.string(),
  token: z.string(),
  expiresAt: z.string(),
  data: UserInfo,
});
export type LoginResponse = z.infer<typeof LoginResponse>;

export const RegisterRequest = z.object({
  phone: Phone,
  code: SmsCode,
  password: Password,
  agree: z.literal(true, { message: AccountMessages.agreementRequired }),
});
export type RegisterRequest = z.infer<typeof RegisterRequest>;

export const LoginRequest = z
  .object({
    phone: Phone,
    password: z.string().max(64, AccountMessages.passwordWeak).optional(),
    code: z.string().trim().max(10, AccountMessages.smsCodeFormat).optional(),
    remember: z.boolean().default(false),
  })
  .refine((v) => !!(v.password || v.code), { message: '请输入密码或短信验证码', path: ['password'] });
export type LoginRequest = z.infer<typeof LoginRequest>;

/** Logout ends the caller's session; with all, every session of the account (退出所有设备). */
export const LogoutRequest = z.object({ all: z.boolean().default(false) });
export const LogoutResponse = okEnvelope(z.null());

export const WechatAuthorizeRequest = z.object({
  redirectUri: z.string().max(500).describe('登录后返回的站内地址'),
});
export const WechatAuthorizeResponse = okEnvelope(z.object({ url: z.string() }));

/** Messaging-app login: the provider's code, URL-encoded by the browser (the code travels encoded). */
export const WechatLoginRequest = z.object({ authCode: z.string().min(1, '授权码不能为空').max(512) });
export const WechatLoginResponse = z.object({
  code: z.number().int(),
  msg: z.string(),
  /** Present when the identity is bound to an account; absent when the phone must be bound first. */
  token: z.string().optional(),
  expiresAt: z.string().optional(),
  data: z.object({
    openId: z.string(),
    unionId: z.string().nullable(),
    /** Lets BindPhone link this identity, for 10 minutes. */
    bindTicket: z.string().optional(),
    nickname: z.string().nullable(),
  }),
});
export type WechatLoginResponse = z.infer<typeof WechatLoginResponse>;

export const BindPhoneRequest = z.object({
  bindTicket: z.string().min(1, '绑定凭证已失效，请重新扫码登录'),
  phone: Phone,
  code: SmsCode,
});

export const Profile = UserInfo.extend({ certNo: z.string().nullable().describe('完整证件号，仅本人可见') });
export type Profile = z.infer<typeof Profile>;
export const ProfileResponse = okEnvelope(Profile);
export const UserInfoResponse = okEnvelope(UserInfo);
export const UpdateProfileRequest = z.object({
  name: z.string().trim().min(1, CheckInMessages.nameRequired).max(30, '姓名不能超过30个字符'),
  gender: z.enum(['M', 'F'], { message: AccountMessages.genderRequired }),
  birthday: IsoDate,
  certType: z.enum(CERT_TYPES, { message: AccountMessages.certTypeRequired }),
  certNo: z.string().trim().min(1, CheckInMessages.certNoRequired).max(30, '证件号码不能超过30个字符'),
  email: z
    .union([
      z.literal(''),
      z
        .string()
        .trim()
        .max(EMAIL_MAX_LENGTH, AccountMessages.emailFormat)
        .regex(EMAIL_PATTERN, AccountMessages.emailFormat),
    ])
    .optional(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

/** Sandbox only: what the SMS and mail sandboxes would have sent, newest first (for tests and testers). */
export const DevOutboxRequest = z.object({
  /** Empty means every recipient. */
  phone: z
    .union([z.literal(''), z.string().trim().regex(MOBILE_PHONE_PATTERN, CheckInMessages.phoneInvalid)])
    .optional(),
  channel: z.enum(['sms', 'email']).optional(),
  limit: integer('条数需为1-100', 1, 100).default(20),
});
export const OutboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  /** The 6-digit verification code an SMS carries, if any. */
  code: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMessage = z.infer<typeof OutboxMessage>;
export const DevOutboxResponse = okEnvelope(z.array(OutboxMessage));

/** A saved passenger (常用乘机人); type INF marks an infant (docs/rules.md). */
export const SavedPassenger = z.object({
  id: z.number().int(),
  name: z.string(),
  certType: z.string(),
  certNo: z.string().describe('列表中脱敏'),
  birthday: z.string(),
  phone: z.string().nullable().describe('列表中脱敏'),
  type: z.enum(['ADT', 'CHD', 'INF']),
});
export type SavedPassenger = z.infer<typeof SavedPassenger>;
export const PassengerListRequest = z.object({
  currentPage: PageNum,
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PASSENGER_LIST_LIMIT, `每页最多${PASSENGER_LIST_LIMIT}条`)
    .default(PASSENGER_LIST_LIMIT),
});
export const PassengerListResponse = okEnvelope(
  z.object({ passengers: z.array(SavedPassenger), total: z.number().int() }),
);
export const PassengerInput = z.object({
  name: z.string().trim(),
  certType: z.enum(CERT_TYPES, { message: AccountMessages.certTypeRequired }),
  certNo: z.string().trim().toUpperCase(),
  birthday: IsoDate,
  phone: z.string().trim().optional(),
});
export type PassengerInput = z.infer<typeof PassengerInput>;
export const PassengerIdRequest = z.object({ id: Id });
export const PassengerUpdateRequest = PassengerInput.extend({ id: Id });
export const PassengerResponse = okEnvelope(SavedPassenger);
export const PassengerDeleteResponse = okEnvelope(z.null());

/** docs/rules.md coupon: couponType 1 fixed amount (couponAmount in fen), 2 discount (percent payable). */
export const Coupon = z.object({
  id: z.number().int().describe('用户券编号'),
  couponName: z.string(),
  couponType: z.number().int(),
  couponAmount: z.number().int(),
  limitAmount: z.number().int(),
  gainExpireTime: z.string(),
  instruction: z.string(),
  status: z.enum(['waiting', 'unused', 'used', 'expired']),
});
export type Coupon = z.infer<typeof Coupon>;
export const WaitingCouponsRequest = z.object({ type: z.literal(0, { message: '参数不正确' }).default(0) });
export const WaitingCouponsResponse = okEnvelope(z.array(Coupon));
export const ClaimCouponsRequest = z.object({
  ids: z.array(Id).min(1, '请选择要领取的优惠券').max(50, '一次最多领取50张'),
});
export const ClaimCouponsResponse = okEnvelope(z.object({ claimed: z.number().int() }).nullable());
export const MyCouponsRequest = z.object({
  status: z.enum(['unused', 'used', 'expired'], { message: '优惠券状态不正确' }),
  ...pageFields(50, 10),
});
export const MyCouponsResponse = pageEnvelope(Coupon);
