import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_AIRLINE } from '@jc/shared';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** A real PostgreSQL server; without it the embedded PGlite database in DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  /**
   * Only with NODE_ENV=test (the end-to-end server): the clock starts at this instant and runs on
   * from it, and POST /api/v1/dev/clock moves it (docs/time.md).
   */
  TEST_NOW: z.iso.datetime({ offset: true }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * Built web app served for every non-API path; a folder without one serves the API alone. A
   * relative path is taken from the working directory, as DATA_DIR is.
   */
  WEB_DIST: z
    .string()
    .default(path.resolve(import.meta.dirname, '../../../web/dist'))
    .transform((dir) => path.resolve(dir)),
  /**
   * In-process sandboxes for payment, SMS, mail and the messaging-app identity provider: on by
   * default, off by default with NODE_ENV=production (see `sandboxOn`).
   */
  SANDBOX: bool.optional(),
  /**
   * Which proxies' X-Forwarded-For to believe: unset (none: the client is the connecting address),
   * a hop count (`1` behind one load balancer) or the proxies' addresses and CIDRs, comma-separated.
   */
  TRUST_PROXY: z
    .string()
    .regex(
      /^(\d{1,2}|[0-9a-fA-F:.]+(\/\d{1,3})?(\s*,\s*[0-9a-fA-F:.]+(\/\d{1,3})?)*)$/,
      'TRUST_PROXY 需为代理的跳数（如 1）或代理地址/网段列表（逗号分隔）',
    )
    .optional(),
  AIRLINE_NAME: z.string().default(DEFAULT_AIRLINE.name),
  AIRLINE_CODE: z
    .string()
    .regex(/^[A-Z0-9]{2}$/, 'AIRLINE_CODE 需为两位大写字母或数字')
    .default(DEFAULT_AIRLINE.code),
  AIRLINE_HOTLINE: z.string().default(DEFAULT_AIRLINE.hotline),
  /** The site's public origin (https://www.example.com), for OAuth redirects; default: the request's own. */
  SITE_ORIGIN: z.string().url().optional(),
  /** SMS gateway: the sandbox keeps messages in the outbox (/dev/outbox); http posts JSON to SMS_API_URL. */
  SMS_PROVIDER: z.enum(['sandbox', 'http']).default('sandbox'),
  SMS_API_URL: z.string().url().optional(),
  SMS_API_KEY: z.string().optional(),
  /**
   * Mail (docs/trip-services.md): an SMTP connection URL (smtp://user:pass@host:587, smtps://…)
   * sends real mail through nodemailer; without it mail is kept in the outbox (/dev/outbox).
   */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'SMTP_URL 需为 smtp:// 或 smtps:// 开头的地址')
    .optional(),
  /** The sender of mail, e.g. "锦程航空 <noreply@example.com>"; default: the airline's name at noreply@localhost. */
  MAIL_FROM: z.string().optional(),
  /** Messaging-app (WeChat web) login. Without WECHAT_API_BASE the built-in sandbox provider answers. */
  WECHAT_APP_ID: z.string().optional(),
  WECHAT_APP_SECRET: z.string().optional(),
  WECHAT_AUTHORIZE_URL: z.string().optional(),
  WECHAT_API_BASE: z.string().url().optional(),
  /** Payment gateways (docs/payments.md). Each without its API address: the in-process sandbox gateway. */
  WXPAY_API_BASE: z.string().url().optional(),
  WXPAY_APP_ID: z.string().optional(),
  WXPAY_MCH_ID: z.string().optional(),
  WXPAY_API_KEY: z.string().optional(),
  /** The merchant API certificate (PKCS#12 file, password = mch_id) the refund call needs. */
  WXPAY_CERT_P12: z.string().optional(),
  ALIPAY_GATEWAY: z.string().url().optional(),
  ALIPAY_APP_ID: z.string().optional(),
  /** PEM text or the path of a PEM file. */
  ALIPAY_PRIVATE_KEY: z.string().optional(),
  ALIPAY_PUBLIC_KEY: z.string().optional(),
  YEEPAY_API_BASE: z.string().url().optional(),
  YEEPAY_CASHIER_URL: z.string().url().optional(),
  YEEPAY_MERCHANT_NO: z.string().optional(),
  YEEPAY_SECRET: z.string().optional(),
});

/** A real gateway's settings that must come together, by the setting that turns it on. */
const GATEWAY_SETTINGS = {
  WXPAY_API_BASE: ['WXPAY_APP_ID', 'WXPAY_MCH_ID', 'WXPAY_API_KEY'],
  ALIPAY_GATEWAY: ['ALIPAY_APP_ID', 'ALIPAY_PRIVATE_KEY', 'ALIPAY_PUBLIC_KEY'],
  YEEPAY_API_BASE: ['YEEPAY_CASHIER_URL', 'YEEPAY_MERCHANT_NO', 'YEEPAY_SECRET'],
} as const;

/** Settings that only make sense together. */
const CheckedEnvSchema = EnvSchema.superRefine((env, ctx) => {
  if (env.SMS_PROVIDER === 'http') {
    for (const key of ['SMS_API_URL', 'SMS_API_KEY'] as const)
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'SMS_PROVIDER=http 时必须设置' });
  }
  if (env.WECHAT_API_BASE) {
    for (const key of ['WECHAT_APP_ID', 'WECHAT_APP_SECRET'] as const)
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: '设置 WECHAT_API_BASE 时必须设置' });
  }
  for (const [on, keys] of Object.entries(GATEWAY_SETTINGS) as [
    keyof typeof GATEWAY_SETTINGS,
    readonly string[],
  ][]) {
    if (!env[on]) continue;
    for (const key of keys)
      if (!env[key as keyof typeof env])
        ctx.addIssue({ code: 'custom', path: [key], message: `设置 ${on} 时必须设置` });
    // A real gateway posts its notifications to our public address.
    if (!env.SITE_ORIGIN)
      ctx.addIssue({
        code: 'custom',
        path: ['SITE_ORIGIN'],
        message: `设置 ${on} 时必须设置（支付通知地址）`,
      });
  }
});

/** The settings, with SANDBOX decided (see `loadEnv`). */
export type Env = Omit<z.infer<typeof EnvSchema>, 'SANDBOX'> & { SANDBOX: boolean };

/** Fastify's trustProxy from TRUST_PROXY: false, a hop count, or the proxies' addresses. */
export function trustProxyOf(env: Pick<Env, 'TRUST_PROXY'>): boolean | number | string {
  const value = env.TRUST_PROXY?.trim();
  if (!value) return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}
/** The names of every setting (listed in .env.example and the README). */
export const ENV_KEYS = Object.keys(EnvSchema.shape);

/** Parses the environment once, failing with every problem listed rather than the first. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = CheckedEnvSchema.safeParse(cleaned);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  if (!parsed.success) throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  // The sandboxes run unless the operator says otherwise, or declares production (NODE_ENV set to
  // production, not merely defaulted): a production site must not show SMS codes to anyone. Then
  // every outside party needs its real provider, or the site cannot work and refuses to start.
  const sandbox = parsed.data.SANDBOX ?? cleaned.NODE_ENV !== 'production';
  if (!sandbox) {
    if (parsed.data.SMS_PROVIDER !== 'http')
      problems.push('  SMS_PROVIDER: 未开启沙箱（SANDBOX）时必须配置真实短信网关：SMS_PROVIDER=http');
    if (!parsed.data.SMTP_URL)
      problems.push('  SMTP_URL: 未开启沙箱（SANDBOX）时必须配置真实邮件服务器：SMTP_URL');
    if (!parsed.data.WXPAY_API_BASE && !parsed.data.ALIPAY_GATEWAY && !parsed.data.YEEPAY_API_BASE)
      problems.push(
        '  WXPAY_API_BASE: 未开启沙箱（SANDBOX）时必须至少配置一个真实支付网关（WXPAY_API_BASE、ALIPAY_GATEWAY 或 YEEPAY_API_BASE）',
      );
  }
  if (problems.length > 0) throw new Error(`Invalid environment:\n${problems.join('\n')}`);
  return { ...parsed.data, SANDBOX: sandbox };
}
