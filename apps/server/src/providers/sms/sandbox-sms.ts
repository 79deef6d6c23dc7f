import type { Db } from '../../db/client';
import { now } from '../../lib/clock';
import { insertOutboxMessage } from '../outbox/outbox.repository';
import type { SmsProvider } from './sms-provider';

/** The default gateway: nothing leaves the machine; messages land in the outbox shown at /dev/outbox. */
export function createSandboxSms(db: Db): SmsProvider {
  return {
    kind: 'sandbox',
    async sendSms(phone, text) {
      await insertOutboxMessage(db, { channel: 'sms', recipient: phone, body: text, createdAt: now() });
    },
  };
}
