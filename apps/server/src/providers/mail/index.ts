import type { Db } from '../../db/client';
import type { Env } from '../../config/env';
import { createSandboxMail } from './sandbox-mail';
import { createSmtpMail } from './smtp-mail';
import type { MailProvider } from './mail-provider';

export type MailEnv = Pick<Env, 'SMTP_URL' | 'MAIL_FROM' | 'AIRLINE_NAME'>;

/** The transport the configuration names: SMTP when SMTP_URL is set, else the sandbox outbox. */
export function createMailProvider(env: MailEnv, db: Db): MailProvider {
  if (env.SMTP_URL) {
    return createSmtpMail({
      url: env.SMTP_URL,
      from: env.MAIL_FROM ?? `${env.AIRLINE_NAME} <noreply@localhost>`,
    });
  }
  return createSandboxMail(db);
}

export type { MailAttachment, MailMessage, MailProvider } from './mail-provider';
export { MailDeliveryError } from './mail-provider';
export { createMailer, MAIL_JOB, MAIL_RETRY, type Mailer } from './mailer';
