import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { AccidentReason } from '@jc/shared';
import { users, userRef } from './accounts';
import { refunds } from './after-sales';
import { timestamptz } from './columns';
import { orderRef } from './orders';

export type StoredAccidentStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/**
 * An accident (involuntary) refund application (docs/after-sales.md, "Accident refunds"). A
 * cancelled or delayed flight is approved at once by the system; illness or bereavement waits for
 * staff. Once decided it is never decided again; the refund it made is `refundId` (已退款 is read
 * from that refund).
 */
export const accidentRefundApplications = pgTable(
  'accident_refund_applications',
  {
    id: serial('id').primaryKey(),
    applicationNo: text('application_no').notNull().unique(),
    orderId: orderRef(),
    userId: userRef(),
    ticketIds: integer('ticket_ids').array().notNull(),
    reason: text('reason').$type<AccidentReason>().notNull(),
    basis: text('basis').$type<'AUTO' | 'PROOF'>().notNull(),
    status: text('status').$type<StoredAccidentStatus>().notNull().default('PENDING'),
    refundId: integer('refund_id').references(() => refunds.id),
    /** The staff account that decided; null for the system's automatic approval. */
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamptz('decided_at'),
    decisionNote: text('decision_note'),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [
    check('accident_refund_status', sql`${t.status} IN ('PENDING', 'APPROVED', 'REJECTED')`),
    check('accident_refund_basis', sql`${t.basis} IN ('AUTO', 'PROOF')`),
    index('accident_refund_user_idx').on(t.userId, t.createdAt),
    index('accident_refund_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * An uploaded proof file: its bytes live in the file store (outside the web root) under
 * `storageKey`; only its owner and staff may read it. Bound to one application once applied.
 */
export const accidentProofFiles = pgTable(
  'accident_proof_files',
  {
    id: serial('id').primaryKey(),
    fileNo: text('file_no').notNull().unique(),
    userId: userRef(),
    orderId: orderRef(),
    applicationId: integer('application_id').references(() => accidentRefundApplications.id),
    name: text('name').notNull(),
    mediaType: text('media_type').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestamptz('created_at').notNull(),
  },
  (t) => [index('accident_proof_application_idx').on(t.applicationId)],
);
