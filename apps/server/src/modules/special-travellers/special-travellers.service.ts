import {
  CANCELLABLE_STATUSES,
  SPECIAL_TRAVELLER_KIND_NAMES,
  SPECIAL_TRAVELLER_STATUS_NAMES,
  STAFF_STATUS_CHANGES,
  SpecialTravellerMessages,
  WHEELCHAIR_TYPE_NAMES,
  canCancelSpecialTraveller,
  checkNotDeparted,
  checkStretcherNotice,
  maskCertNo,
  maskPhone,
  validateSpecialTraveller,
  type AdminSpecialTravellerApplication,
  type SpecialTravellerApplication,
  type SpecialTravellerApplyRequest,
  type SpecialTravellerDetails,
  type SpecialTravellerDetailsView,
  type SpecialTravellerKind,
  type SpecialTravellerStatus,
  type StaffTargetStatus,
} from '@jc/shared';
import type { Db } from '../../db/client';
import { pagingOf } from '../../db/paging';
import type { specialTravellerApplications } from '../../db/schema';
import { chinaDate, isoChina } from '../../lib/china-time';
import { chinaToday, now } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { flightsForSale } from '../flights/inventory.service';
import * as repo from './special-travellers.repository';

type Row = typeof specialTravellerApplications.$inferSelect;
type Masking = 'masked' | 'whole';

function detailsView(d: SpecialTravellerDetails, masking: Masking): SpecialTravellerDetailsView {
  const phone = (p: string) => (masking === 'masked' ? maskPhone(p) : p);
  switch (d.kind) {
    case 'WHEELCHAIR':
      return { ...d, wheelchairTypeName: WHEELCHAIR_TYPE_NAMES[d.wheelchairType] };
    case 'UNACCOMPANIED_MINOR':
      return {
        ...d,
        departureGuardianPhone: phone(d.departureGuardianPhone),
        arrivalGuardianPhone: phone(d.arrivalGuardianPhone),
      };
    case 'STRETCHER':
      return { ...d, companionPhone: phone(d.companionPhone) };
    default:
      return d;
  }
}

/** The passenger's view of an application; lists mask the certificate and the phones. */
function view(a: Row, masking: Masking): SpecialTravellerApplication {
  return {
    applicationNo: a.applicationNo,
    kind: a.kind,
    kindName: SPECIAL_TRAVELLER_KIND_NAMES[a.kind],
    status: a.status,
    statusName: SPECIAL_TRAVELLER_STATUS_NAMES[a.status],
    passengerName: a.passengerName,
    certType: a.certType,
    certNo: masking === 'masked' ? maskCertNo(a.certNo) : a.certNo,
    phone: masking === 'masked' ? maskPhone(a.phone) : a.phone,
    flightNo: a.flightNo,
    flightDate: a.flightDate,
    departureTime: isoChina(a.departureAt),
    depCityName: a.depCityName,
    arrCityName: a.arrCityName,
    ticketNo: a.ticketNo,
    notes: a.notes,
    details: detailsView(a.details, masking),
    statusNote: a.statusNote,
    canCancel: canCancelSpecialTraveller(a.status),
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

function staffView(
  r: { application: Row; applicantPhone: string; memberNo: string | null },
  masking: Masking,
): AdminSpecialTravellerApplication {
  return {
    ...view(r.application, masking),
    applicantPhone: maskPhone(r.applicantPhone),
    memberNo: r.memberNo,
    handledBy: r.application.handledBy,
    handledAt: r.application.handledAt?.toISOString() ?? null,
  };
}

/**
 * Files an application (docs/special-travellers.md): the form's rules (shared with the page), then
 * the flight on that date, not yet departed, and for a stretcher at least 72 hours ahead on the
 * application's clock; one live application per passenger, flight and kind. The number is
 * ST + the China date + the day's sequence.
 */
export async function applySpecialTraveller(
  db: Db,
  userId: number,
  body: SpecialTravellerApplyRequest,
): Promise<SpecialTravellerApplication> {
  const { message, values } = validateSpecialTraveller(body, chinaToday());
  if (!values) throw AppError.badRequest(message ?? SpecialTravellerMessages.kindRequired);

  const flight = (await flightsForSale(db, [values])).values().next().value;
  if (!flight) throw AppError.badRequest(SpecialTravellerMessages.flightNotFound);
  const at = now();
  const timing =
    checkNotDeparted(flight.departure, at) ??
    (values.kind === 'STRETCHER' ? checkStretcherNotice(flight.departure, at) : null);
  if (timing) throw AppError.badRequest(timing);

  if (await repo.findLiveDuplicate(db, { userId, ...values }))
    throw AppError.conflict(SpecialTravellerMessages.duplicate);

  const row = await db.transaction(async (tx) => {
    const day = chinaDate(at);
    const sequence = await repo.nextDaySequence(tx, day);
    return repo.insertApplication(tx, {
      applicationNo: `ST${day.replaceAll('-', '')}${String(sequence).padStart(4, '0')}`,
      userId,
      kind: values.kind,
      status: 'SUBMITTED',
      passengerName: values.passengerName,
      certType: values.certType,
      certNo: values.certNo,
      phone: values.phone,
      flightNo: values.flightNo,
      flightDate: values.flightDate,
      departureAt: flight.departure,
      depCityName: flight.depCityName,
      arrCityName: flight.arrCityName,
      ticketNo: values.ticketNo,
      notes: values.notes,
      details: values.details,
      createdAt: at,
      updatedAt: at,
    });
  });
  return view(row, 'whole');
}

/** The applicant's applications, newest first, masked. */
export async function specialTravellerPage(
  db: Db,
  userId: number,
  page: { pageNum: number; pageSize: number },
) {
  const { rows, total } = await repo.applicationRows(db, { userId }, pagingOf(page), 'newest');
  return { total, rows: rows.map((r) => view(r.application, 'masked')) };
}

/** Another account's application is as unknown as a missing one (404). */
async function ownApplication(db: Db, userId: number, applicationNo: string): Promise<Row> {
  const row = await repo.findApplication(db, applicationNo);
  if (!row || row.userId !== userId) throw AppError.notFound(SpecialTravellerMessages.notFound);
  return row;
}

export async function specialTravellerDetail(db: Db, userId: number, applicationNo: string) {
  return view(await ownApplication(db, userId, applicationNo), 'whole');
}

/** The applicant withdraws an application that is not final yet (已拒绝 and 已取消 are). */
export async function cancelSpecialTraveller(db: Db, userId: number, applicationNo: string) {
  await ownApplication(db, userId, applicationNo);
  const at = now();
  const row = await repo.changeStatus(db, applicationNo, CANCELLABLE_STATUSES, {
    status: 'CANCELLED',
    statusNote: null,
    updatedAt: at,
  });
  if (!row) throw AppError.conflict(SpecialTravellerMessages.notCancellable);
  return view(row, 'whole');
}

/** Staff: applications by status and kind, the soonest departure first (the work queue's order). */
export async function staffSpecialTravellerPage(
  db: Db,
  query: { status?: SpecialTravellerStatus; kind?: SpecialTravellerKind; pageNum: number; pageSize: number },
) {
  const { rows, total } = await repo.applicationRows(db, query, pagingOf(query), 'departure');
  return { total, rows: rows.map((r) => staffView(r, 'masked')) };
}

export async function staffSpecialTravellerDetail(db: Db, applicationNo: string) {
  const row = await repo.applicationWithApplicant(db, applicationNo);
  if (!row) throw AppError.notFound(SpecialTravellerMessages.notFound);
  return staffView(row, 'whole');
}

/**
 * Staff move an application on (docs/special-travellers.md, "States"), with a note the passenger
 * sees; a rejection needs one. A change the current state does not allow answers 409.
 */
export async function changeSpecialTravellerStatus(
  db: Db,
  staffId: number,
  applicationNo: string,
  change: { status: StaffTargetStatus; note?: string },
) {
  const note = change.note?.trim() || null;
  if (change.status === 'REJECTED' && !note)
    throw AppError.badRequest(SpecialTravellerMessages.rejectNoteRequired);
  const from = (Object.keys(STAFF_STATUS_CHANGES) as SpecialTravellerStatus[]).filter((s) =>
    STAFF_STATUS_CHANGES[s].includes(change.status),
  );
  const at = now();
  const row = await repo.changeStatus(db, applicationNo, from, {
    status: change.status,
    statusNote: note,
    updatedAt: at,
    handledBy: staffId,
    handledAt: at,
  });
  if (!row) {
    if (await repo.findApplication(db, applicationNo))
      throw AppError.conflict(SpecialTravellerMessages.statusChangeRefused);
    throw AppError.notFound(SpecialTravellerMessages.notFound);
  }
  return staffSpecialTravellerDetail(db, applicationNo);
}
