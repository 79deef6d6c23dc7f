import type { Db } from '../../db/client';
import { now } from '../../lib/clock';
import { enqueueJob, type JobRunner } from '../../modules/jobs/jobs.service';
import type { MailMessage, MailProvider } from './mail-provider';

/** The job that delivers one mail (docs/jobs.md). */
export const MAIL_JOB = 'mail-send';

/** A mail as the job row keeps it: attachments in base64, so it survives a restart. */
interface MailJobPayload {
  to: string;
  subject: string;
  text: string;
  attachments: { filename: string; contentType: string; base64: string }[];
}

/** First retry after 30 s, doubling to an hour; 12 attempts cover about six hours of an outage. */
export const MAIL_RETRY = {
  maxAttempts: 12,
  delayMs: (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000),
} as const;

/** Sends mail through the job queue: `send` only enqueues; the job delivers, and retries on failure. */
export interface Mailer {
  readonly provider: MailProvider;
  /** Queues the message; a second message with the same dedupe key is not queued. */
  send(message: MailMessage, options?: { dedupeKey?: string }): Promise<void>;
}

/** The mailer of one process: defines the mail job on its runner, which delivers through `provider`. */
export function createMailer(db: Db, jobs: JobRunner, provider: MailProvider): Mailer {
  jobs.define<MailJobPayload>(MAIL_JOB, {
    retryDelayMs: MAIL_RETRY.delayMs,
    run: ({ payload }) =>
      provider.send({
        to: payload.to,
        subject: payload.subject,
        text: payload.text,
        attachments: payload.attachments.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: Buffer.from(a.base64, 'base64'),
        })),
      }),
  });
  return {
    provider,
    async send(message, options = {}) {
      const payload: MailJobPayload = {
        to: message.to,
        subject: message.subject,
        text: message.text,
        attachments: (message.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          base64: a.content.toString('base64'),
        })),
      };
      await enqueueJob(db, {
        kind: MAIL_JOB,
        payload,
        runAt: now(),
        maxAttempts: MAIL_RETRY.maxAttempts,
        ...(options.dedupeKey ? { dedupeKey: options.dedupeKey } : {}),
      });
    },
  };
}
