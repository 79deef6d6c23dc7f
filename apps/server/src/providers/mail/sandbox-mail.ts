import type { Db } from '../../db/client';
import { now } from '../../lib/clock';
import { insertOutboxMessage } from '../outbox/outbox.repository';
import type { MailAttachment, MailProvider } from './mail-provider';

const size = (bytes: number) => (bytes < 1024 ? `${bytes} B` : `${Math.round(bytes / 1024)} KB`);

/** The attachment lines the outbox shows under a mail's text (the bytes themselves are not kept). */
export const attachmentLines = (attachments: readonly MailAttachment[]) =>
  attachments.map((a) => `附件：${a.filename}（${a.contentType}，${size(a.content.length)}）`).join('\n');

/** The default transport: nothing leaves the machine; mail lands in the outbox shown at /dev/outbox. */
export function createSandboxMail(db: Db): MailProvider {
  return {
    kind: 'sandbox',
    async send(message) {
      const files = message.attachments ?? [];
      await insertOutboxMessage(db, {
        channel: 'email',
        recipient: message.to,
        subject: message.subject,
        body: files.length ? `${message.text}\n\n${attachmentLines(files)}` : message.text,
        createdAt: now(),
      });
    },
  };
}
