import {
  staffMay,
  type UserRole,
  ACCIDENT_APPLICATION_STATUS_NAMES,
  ACCIDENT_REASON_NAMES,
  AccidentRefundMessages,
  MAX_PROOF_BYTES,
  MIN_PROOF_FILES,
  RefundMessages,
  FlightOpsStatus,
  accidentRefundBasis,
  maskPhone,
  needsProof,
  sniffProofType,
  type AccidentApplication,
  type AccidentReason,
  type AdminAccidentApplication,
  type ProofFile,
  type ProofMediaType,
} from '@jc/shared';
import type { Db } from '../../db/client';
import { pagingOf } from '../../db/paging';
import { flightOpsOf } from '../flight-status/flight-status.service';
import type { StoredAccidentStatus } from '../../db/schema';
import { now } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { randomCode } from '../../lib/tokens';
import type { FileStore } from '../../providers/file-store';
import { lockOrderRow, type Actor } from '../orders/order-state';
import { findOrderForUser } from '../orders/orders.service';
import * as repo from './accident-refunds.repository';
import { refundInFull } from './refunds.service';

/**
 * The flight's state as the flight status simulator tells it (docs/trip-services.md), with what
 * is stored on the flight instance (a status other than 计划, an estimated or actual departure)
 * taking precedence, as an operations override would.
 */
function flightState(
  r: {
    flightNo: string;
    flightDate: string;
    flightStatus: string;
    scheduledDeparture: Date;
    scheduledArrival: Date;
    estimatedDeparture: Date | null;
    actualDeparture: Date | null;
  },
  at: Date,
) {
  const ops = flightOpsOf(r, at);
  const ms = (v: number | null) => (v === null ? null : new Date(v));
  return {
    flightStatus: r.flightStatus !== FlightOpsStatus.scheduled ? r.flightStatus : ops.status,
    scheduledDeparture: r.scheduledDeparture,
    estimatedDeparture: r.estimatedDeparture ?? ms(ops.estimatedDepartureMs),
    actualDeparture: r.actualDeparture ?? ms(ops.actualDepartureMs),
  };
}

/**
 * For each issued ticket of the passenger's order: whether it qualifies for an involuntary refund
 * and why (docs/after-sales.md). 404 for another account's order.
 */
export async function checkAccidentRefund(db: Db, userId: number, orderNo: string) {
  const order = await findOrderForUser(db, userId, orderNo);
  const rows = await repo.ticketFlightsOfOrder(db, order.id);
  const at = now();
  return rows
    .filter((r) => r.ticketNo !== null)
    .map((r) => ({
      ticketNo: r.ticketNo!,
      passengerName: r.passengerName,
      flightNo: r.flightNo,
      flightDate: r.flightDate,
      ticketStatus: r.ticketStatus,
      ...accidentRefundBasis({ ticketStatus: r.ticketStatus, ...flightState(r, at) }),
    }));
}

/** Opaque, not guessable from another (120 random bits: a proof's number is its only address). */
const newNo = (prefix: 'PF' | 'AR') => `${prefix}${randomCode(24)}`;

const proofUrl = (fileNo: string) => `/api/v2/accidentRefund/proof/${fileNo}`;
const proofView = (p: { fileNo: string; name: string; mediaType: string; size: number }): ProofFile => ({
  fileId: p.fileNo,
  name: p.name,
  mediaType: p.mediaType as ProofMediaType,
  size: p.size,
  url: proofUrl(p.fileNo),
});

/** A file name fit to show back: its last path part, no control characters, at most 100 characters. */
function cleanName(name: string | undefined): string {
  const base = [...((name ?? '').split(/[\\/]/).pop() ?? '')]
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('')
    .trim();
  return (base || '证明材料').slice(-100);
}

/**
 * Keeps one proof file of the passenger's order: JPEG, PNG or PDF by its content (not its name),
 * at most MAX_PROOF_BYTES. Its bytes go to the file store, outside the web root.
 */
export async function uploadProof(
  db: Db,
  store: FileStore,
  userId: number,
  orderNo: string,
  file: { filename: string | undefined; bytes: Buffer },
): Promise<ProofFile> {
  const order = await findOrderForUser(db, userId, orderNo);
  if (file.bytes.length === 0) throw AppError.badRequest(AccidentRefundMessages.proofMissing);
  if (file.bytes.length > MAX_PROOF_BYTES) throw AppError.badRequest(AccidentRefundMessages.proofTooLarge);
  const mediaType = sniffProofType(file.bytes);
  if (!mediaType) throw AppError.badRequest(AccidentRefundMessages.proofType);
  const fileNo = newNo('PF');
  await store.put(fileNo, file.bytes);
  const row = await repo.insertProof(db, {
    fileNo,
    userId,
    orderId: order.id,
    name: cleanName(file.filename),
    mediaType,
    size: file.bytes.length,
    storageKey: fileNo,
    createdAt: now(),
  });
  return proofView(row);
}

/** A proof's bytes for its owner or staff; anyone else gets 404, as for an unknown file. */
export async function readProof(
  db: Db,
  store: FileStore,
  reader: { id: number; role: UserRole },
  fileNo: string,
): Promise<{ bytes: Buffer; mediaType: string; name: string }> {
  const row = await repo.findProof(db, fileNo);
  if (!row || (row.userId !== reader.id && !staffMay(reader.role, ['customer_service'])))
    throw AppError.notFound(AccidentRefundMessages.proofNotFound);
  const bytes = await store.get(row.storageKey);
  if (!bytes) throw AppError.notFound(AccidentRefundMessages.proofNotFound);
  return { bytes, mediaType: row.mediaType, name: row.name };
}

type ViewRow = Awaited<ReturnType<typeof repo.applicationRows>>['rows'][number];

/** The stored state, with 已退款 once the refund made for it has its money back. */
function statusOf(r: ViewRow) {
  return r.application.status === 'APPROVED' && r.refundStatus === 'REFUNDED'
    ? ('REFUNDED' as const)
    : r.application.status;
}

async function views(db: Db, rows: ViewRow[]): Promise<AdminAccidentApplication[]> {
  const ticketRows = await repo.ticketsOf(db, [...new Set(rows.flatMap((r) => r.application.ticketIds))]);
  const byTicket = new Map(ticketRows.map((t) => [t.id, t]));
  const proofs = await repo.proofsOf(
    db,
    rows.map((r) => r.application.id),
  );
  return rows.map((r) => {
    const a = r.application;
    const status = statusOf(r);
    return {
      applicationNo: a.applicationNo,
      orderNo: r.orderNo,
      reason: a.reason,
      reasonName: ACCIDENT_REASON_NAMES[a.reason],
      basis: a.basis,
      status,
      statusName: ACCIDENT_APPLICATION_STATUS_NAMES[status],
      tickets: a.ticketIds
        .map((id) => byTicket.get(id))
        .filter((t) => t !== undefined)
        .map((t) => ({
          ticketNo: t.ticketNo ?? '',
          passengerName: t.passengerName,
          flightNo: t.flightNo,
          flightDate: t.flightDate,
        })),
      refundNo: r.refundNo,
      amount: r.amount,
      fee: r.fee,
      proofs: proofs.filter((p) => p.applicationId === a.id).map(proofView),
      createdAt: a.createdAt.toISOString(),
      decidedAt: a.decidedAt?.toISOString() ?? null,
      rejectReason: a.status === 'REJECTED' ? a.decisionNote : null,
      applicantPhone: maskPhone(r.phone),
      memberNo: r.memberNo,
      decidedBy: a.decidedBy,
    };
  });
}

/** The passenger's view leaves out who decided and the applicant's own contact. */
const forPassenger = ({
  applicantPhone: _p,
  memberNo: _m,
  decidedBy: _d,
  ...view
}: AdminAccidentApplication): AccidentApplication => view;

async function viewByNo(db: Db, applicationNo: string) {
  const { rows } = await repo.applicationRows(db, { applicationNo }, { limit: 1, offset: 0 });
  if (rows.length === 0) throw AppError.notFound(AccidentRefundMessages.applicationNotFound);
  return (await views(db, rows))[0]!;
}

/**
 * Applies for an accident refund of some unused tickets of the passenger's ticketed order
 * (docs/after-sales.md, "Accident refunds"). A cancelled or long-delayed flight is refunded at once,
 * in full and with no fee; illness or bereavement needs 1–5 proof files of this order and waits
 * for staff (待审核), the tickets staying unused meanwhile.
 */
export async function applyAccidentRefund(
  db: Db,
  userId: number,
  input: { orderNo: string; ticketNos: string[]; reason: AccidentReason; proofFileIds: string[] },
): Promise<AccidentApplication> {
  const order = await findOrderForUser(db, userId, input.orderNo);
  if (order.status !== 'TICKETED') throw AppError.conflict(RefundMessages.orderNotTicketed);
  const ticketNos = [...new Set(input.ticketNos)];
  const items = new Map((await checkAccidentRefund(db, userId, input.orderNo)).map((i) => [i.ticketNo, i]));
  const chosen = ticketNos.map((no) => items.get(no));
  if (chosen.some((c) => c === undefined)) throw AppError.notFound('客票不存在');
  if (chosen.some((c) => c!.basis === 'NONE' || c!.ticketStatus !== 'OPEN'))
    throw AppError.conflict(RefundMessages.ticketNotRefundable);

  const proof = needsProof(input.reason);
  const fileNos = [...new Set(input.proofFileIds)];
  let proofIds: number[] = [];
  if (proof) {
    if (fileNos.length < MIN_PROOF_FILES) throw AppError.badRequest(AccidentRefundMessages.proofRequired);
    const files = await repo.findProofs(db, fileNos);
    // Another account's file, or one of another order, is as unknown as a missing one.
    if (files.length !== fileNos.length || files.some((f) => f.userId !== userId || f.orderId !== order.id))
      throw AppError.notFound(AccidentRefundMessages.proofNotFound);
    if (files.some((f) => f.applicationId !== null))
      throw AppError.conflict(AccidentRefundMessages.proofUsed);
    proofIds = files.map((f) => f.id);
  } else if (chosen.some((c) => c!.basis !== 'AUTO')) {
    throw AppError.conflict(AccidentRefundMessages.notAuto);
  }

  const applicationNo = newNo('AR');
  await db.transaction(async (tx) => {
    const locked = (await lockOrderRow(tx, order.id))!;
    const ticketIds = await repo.ticketIdsOf(tx, order.id, ticketNos);
    if (await repo.pendingOverlapping(tx, order.id, ticketIds))
      throw AppError.conflict(AccidentRefundMessages.ticketPending);
    const at = now();
    const application = await repo.insertApplication(tx, {
      applicationNo,
      orderId: order.id,
      userId,
      ticketIds,
      reason: input.reason,
      basis: proof ? 'PROOF' : 'AUTO',
      // The flight's own state proves a cancellation or delay: approved by the system at once.
      status: proof ? 'PENDING' : 'APPROVED',
      decidedAt: proof ? null : at,
      createdAt: at,
    });
    if (proof) {
      if ((await repo.bindProofs(tx, proofIds, application.id)) !== proofIds.length)
        throw AppError.conflict(AccidentRefundMessages.proofUsed);
      return;
    }
    const { refundId } = await refundInFull(tx, {
      order: locked,
      userId,
      ticketNos,
      at,
      who: { actor: 'passenger', userId },
      label: `非自愿退票（${ACCIDENT_REASON_NAMES[input.reason]}，申请${applicationNo}）`,
    });
    await repo.setApplicationRefund(tx, application.id, refundId);
  });
  return forPassenger(await viewByNo(db, applicationNo));
}

/** The passenger's applications, newest first. */
export async function accidentApplicationPage(
  db: Db,
  userId: number,
  page: { pageNum: number; pageSize: number },
) {
  const { rows, total } = await repo.applicationRows(db, { userId }, pagingOf(page));
  return { total, rows: (await views(db, rows)).map(forPassenger) };
}

/** Staff: applications in a state (pending by default), oldest first so the queue is fair. */
export async function staffApplicationPage(
  db: Db,
  query: { status: StoredAccidentStatus; pageNum: number; pageSize: number },
) {
  const { rows, total } = await repo.applicationRows(db, { status: query.status }, pagingOf(query), 'oldest');
  return { total, rows: await views(db, rows) };
}

export const staffApplicationDetail = (db: Db, applicationNo: string) => viewByNo(db, applicationNo);

/** 409 when the application was decided already, 404 when there is none. */
async function decidedOrMissing(db: Db, applicationNo: string): Promise<never> {
  if (await repo.findApplication(db, applicationNo))
    throw AppError.conflict(AccidentRefundMessages.alreadyDecided);
  throw AppError.notFound(AccidentRefundMessages.applicationNotFound);
}

/**
 * Staff approve a pending application: refunded in full with no fee, the same way as a cancelled
 * flight; the decision (who, when) is recorded. A decided application is never decided again (409).
 * If a ticket is no longer unused (refunded voluntarily meanwhile) the whole approval is refused.
 */
export async function approveApplication(db: Db, staffId: number, applicationNo: string, note?: string) {
  await db.transaction(async (tx) => {
    const at = now();
    const decided = await repo.decidePending(tx, applicationNo, {
      status: 'APPROVED',
      decidedBy: staffId,
      decidedAt: at,
      decisionNote: note ?? null,
    });
    if (!decided) return decidedOrMissing(tx, applicationNo);
    const order = (await lockOrderRow(tx, decided.orderId))!;
    const ticketRows = await repo.ticketsOf(tx, decided.ticketIds);
    const who: Actor = { actor: 'operator', userId: staffId };
    const { refundId } = await refundInFull(tx, {
      order,
      userId: decided.userId,
      ticketNos: ticketRows.map((t) => t.ticketNo!),
      at,
      who,
      label: `非自愿退票审核通过（${ACCIDENT_REASON_NAMES[decided.reason]}，申请${applicationNo}）`,
    });
    await repo.setApplicationRefund(tx, decided.id, refundId);
  });
  return viewByNo(db, applicationNo);
}

/** Staff reject a pending application with a reason; its tickets stay unused. */
export async function rejectApplication(db: Db, staffId: number, applicationNo: string, reason: string) {
  const decided = await repo.decidePending(db, applicationNo, {
    status: 'REJECTED',
    decidedBy: staffId,
    decidedAt: now(),
    decisionNote: reason,
  });
  if (!decided) await decidedOrMissing(db, applicationNo);
  return viewByNo(db, applicationNo);
}
