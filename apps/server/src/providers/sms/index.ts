import type { Db } from '../../db/client';
import type { Env } from '../../config/env';
import { createHttpSms } from './http-sms';
import { createSandboxSms } from './sandbox-sms';
import type { SmsProvider } from './sms-provider';

export type SmsEnv = Pick<Env, 'SMS_PROVIDER' | 'SMS_API_URL' | 'SMS_API_KEY'>;

/** The gateway the configuration names: SMS_PROVIDER=http with its URL and key, else the sandbox outbox. */
export function createSmsProvider(env: SmsEnv, db: Db, fetchImpl?: typeof fetch): SmsProvider {
  if (env.SMS_PROVIDER === 'http') {
    if (!env.SMS_API_URL || !env.SMS_API_KEY)
      throw new Error('SMS_PROVIDER=http needs SMS_API_URL and SMS_API_KEY');
    return createHttpSms({
      url: env.SMS_API_URL,
      apiKey: env.SMS_API_KEY,
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    });
  }
  return createSandboxSms(db);
}

export type { SmsProvider } from './sms-provider';
export { SmsDeliveryError } from './sms-provider';
