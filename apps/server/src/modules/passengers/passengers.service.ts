import {
  maskCertNo,
  maskPhone,
  passengerTypeOn,
  validateSavedPassenger,
  type CertType,
  type PassengerInput,
  type SavedPassenger,
} from '@jc/shared';
import type { Db } from '../../db/client';
import { isStorableId, isUniqueViolation } from '../../lib/postgres';
import { AppError } from '../../lib/errors';
import { chinaToday } from '../../lib/clock';
import {
  certificateTaken,
  countPassengers,
  deletePassenger,
  findPassenger,
  insertPassenger,
  insertPassengersIfNew,
  listPassengers,
  lockAccount,
  ownedIds,
  savedCertificates,
  updatePassenger,
  type PassengerRow,
  type PassengerValues,
} from './passengers.repository';

/** How many passengers one account may save. */
export const SAVED_PASSENGERS_MAX = 50;

export const PassengerMessages = {
  notFound: '乘机人不存在',
  duplicate: '该证件号的乘机人已存在',
  tooMany: `常用乘机人最多保存${SAVED_PASSENGERS_MAX}位`,
} as const;

const toPassenger = (row: PassengerRow, today: string): SavedPassenger => ({
  id: row.id,
  name: row.name,
  certType: row.certType,
  certNo: row.certNo,
  birthday: row.birthday,
  phone: row.phone,
  type: passengerTypeOn(row.birthday, today),
});

const masked = (passenger: SavedPassenger): SavedPassenger => ({
  ...passenger,
  certNo: maskCertNo(passenger.certNo),
  phone: passenger.phone ? maskPhone(passenger.phone) : null,
});

/** What a passenger is asked for, saved or booked. */
interface PassengerDetails {
  name: string;
  certType: CertType;
  certNo: string;
  birthday: string;
  phone?: string | null | undefined;
}

/**
 * A passenger's details as they are stored, in the saved list and on an order alike (a booked
 * passenger saved from the order is the same person): name and certificate number trimmed, its
 * letters upper case, a blank phone none.
 */
export const passengerValues = (p: PassengerDetails) => ({
  name: p.name.trim(),
  certType: p.certType,
  certNo: p.certNo.trim().toUpperCase(),
  birthday: p.birthday,
  phone: p.phone?.trim() || null,
});

/** The first problem validateSavedPassenger finds, as a 400 with its own message; the values to store. */
function checkedValues(input: PassengerInput, today: string): PassengerValues {
  const phone = input.phone?.trim() || undefined;
  const errors = validateSavedPassenger(
    { name: input.name, certType: input.certType, certNo: input.certNo, birthday: input.birthday, phone },
    today,
  );
  const first = Object.values(errors).find(Boolean);
  if (first) throw AppError.badRequest(first);
  return passengerValues(input);
}

async function ownPassenger(db: Db, userId: number, id: number): Promise<PassengerRow> {
  const row = isStorableId(id) ? await findPassenger(db, userId, id) : undefined;
  if (!row) throw AppError.notFound(PassengerMessages.notFound);
  return row;
}

/** The account's saved passengers, newest first, certificate and phone masked, typed by age today. */
export async function passengerPage(db: Db, userId: number, query: { currentPage: number; limit: number }) {
  const today = chinaToday();
  const { rows, total } = await listPassengers(db, userId, {
    limit: query.limit,
    offset: (query.currentPage - 1) * query.limit,
  });
  return { passengers: rows.map((row) => masked(toPassenger(row, today))), total };
}

/** One of the account's own passengers with full values (for editing); 404 for anyone else's. */
export async function passengerDetail(db: Db, userId: number, id: number): Promise<SavedPassenger> {
  return toPassenger(await ownPassenger(db, userId, id), chinaToday());
}

/**
 * Saves a new passenger once it passes the saved-passenger rules; refuses a certificate the account
 * already saved and a 51st passenger. The account row is locked so concurrent adds count correctly.
 */
export async function addPassenger(db: Db, userId: number, input: PassengerInput): Promise<SavedPassenger> {
  const today = chinaToday();
  const values = checkedValues(input, today);
  try {
    const row = await db.transaction(async (tx) => {
      await lockAccount(tx, userId);
      if (await certificateTaken(tx, userId, values)) throw AppError.conflict(PassengerMessages.duplicate);
      if ((await countPassengers(tx, userId)) >= SAVED_PASSENGERS_MAX)
        throw AppError.conflict(PassengerMessages.tooMany);
      return insertPassenger(tx, userId, values);
    });
    return toPassenger(row, today);
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(PassengerMessages.duplicate);
    throw error;
  }
}

/** Replaces one of the account's own passengers after the same checks as adding; 404 for anyone else's. */
export async function editPassenger(
  db: Db,
  userId: number,
  id: number,
  input: PassengerInput,
): Promise<SavedPassenger> {
  await ownPassenger(db, userId, id);
  const today = chinaToday();
  const values = checkedValues(input, today);
  if (await certificateTaken(db, userId, values, id)) throw AppError.conflict(PassengerMessages.duplicate);
  try {
    const row = await updatePassenger(db, userId, id, values);
    if (!row) throw AppError.notFound(PassengerMessages.notFound);
    return toPassenger(row, today);
  } catch (error) {
    if (isUniqueViolation(error)) throw AppError.conflict(PassengerMessages.duplicate);
    throw error;
  }
}

/** Deletes one of the account's own passengers; 404 for anyone else's or one already gone. */
export async function removePassenger(db: Db, userId: number, id: number): Promise<void> {
  if (!isStorableId(id) || !(await deletePassenger(db, userId, id)))
    throw AppError.notFound(PassengerMessages.notFound);
}

/** Which of `ids` name the account's own saved passengers (a booking checks what it is sent). */
export const ownSavedPassengerIds = (db: Db, userId: number, ids: readonly number[]) =>
  ownedIds(db, userId, ids.filter(isStorableId));

/**
 * Saves the passengers of an order that the passenger asked to keep (already checked by the
 * booking rules, which include the saved-passenger ones), in the order's transaction: a
 * certificate the account saved already is skipped, and nothing is added past the 50 allowed.
 * Returns how many were saved.
 */
export async function saveBookedPassengers(
  tx: Db,
  userId: number,
  passengers: readonly PassengerDetails[],
): Promise<number> {
  if (passengers.length === 0) return 0;
  const known = await savedCertificates(tx, userId);
  const room = SAVED_PASSENGERS_MAX - known.size;
  const fresh: PassengerValues[] = [];
  for (const p of passengers) {
    const values = passengerValues(p);
    const key = `${values.certType}|${values.certNo}`;
    if (known.has(key)) continue;
    known.add(key);
    fresh.push(values);
  }
  return insertPassengersIfNew(tx, userId, fresh.slice(0, Math.max(0, room)));
}
