import nodemailer from 'nodemailer';
import { MailDeliveryError, type MailProvider } from './mail-provider';

export interface SmtpMailOptions {
  /** smtp://user:pass@host:587 or smtps://… (nodemailer's connection URL). */
  url: string;
  /** The sender, e.g. "锦程航空 <noreply@example.com>". */
  from: string;
  /** Give up on a silent server after this long (connection, greeting and socket). */
  timeoutMs?: number;
}

/** Real mail through an SMTP server (SMTP_URL), one connection per message. */
export function createSmtpMail(options: SmtpMailOptions): MailProvider {
  const timeout = options.timeoutMs ?? 15_000;
  const transport = nodemailer.createTransport(options.url, {
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  } as never);
  return {
    kind: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          attachments: (message.attachments ?? []).map((a) => ({
            filename: a.filename,
            content: a.content,
            contentType: a.contentType,
          })),
        });
      } catch (err) {
        throw new MailDeliveryError(`SMTP delivery failed: ${(err as Error).message}`, { cause: err });
      }
    },
  };
}
