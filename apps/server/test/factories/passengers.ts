import { addCalendarDays, addCalendarMonths, idCardCheckChar, type BookingPassenger } from '@jc/shared';
import type { Db } from '../../src/db/client';
import { savedPassengers } from '../../src/db/schema';

let counter = 0;

/** A valid mainland ID number (Beijing Chaoyang) for a birth date, with a 3-digit sequence number. */
export function idCardNo(birthday: string, seq: number): string {
  const body = `110105${birthday.replaceAll('-', '')}${String(seq % 1000).padStart(3, '0')}`;
  return body + idCardCheckChar(body);
}

export type PassengerKind = 'adult' | 'child' | 'infant';

/** Ages well inside each band on the travel date: adult 30, child 6, infant 10 months. */
function birthdayFor(kind: PassengerKind, travelDate: string, shiftDays: number): string {
  const anchor =
    kind === 'adult'
      ? addCalendarMonths(travelDate, -30 * 12)
      : kind === 'child'
        ? addCalendarMonths(travelDate, -6 * 12)
        : addCalendarMonths(travelDate, -10);
  return addCalendarDays(anchor, -shiftDays);
}

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];
const GIVEN = ['伟', '芳', '娜', '敏', '静', '强', '磊', '洋', '艳', '勇', '军', '杰'];

/**
 * A passenger for the booking form: a Chinese name, an ID card that passes the checksum and agrees
 * with the birth date, the age of its kind on the travel date; different from every other one this
 * process made. Overrides win (a hero certificate, insurance, meals…).
 */
export function passengerFor(
  kind: PassengerKind,
  travelDate: string,
  overrides: Partial<BookingPassenger> = {},
): BookingPassenger {
  counter += 1;
  const birthday = birthdayFor(kind, travelDate, Math.floor(counter / 1000) + (counter % 7));
  return {
    name: `${SURNAMES[counter % SURNAMES.length]}${GIVEN[counter % GIVEN.length]}${GIVEN[(counter * 7) % GIVEN.length]}`,
    certType: '身份证',
    certNo: idCardNo(birthday, counter),
    birthday,
    save: false,
    insurance: [],
    meals: [],
    ...overrides,
  };
}

/** The party of the search's counts, adults first, then children, then infants. */
export function partyFor(
  counts: { adultNum: number; childNum?: number; infantNum?: number },
  travelDate: string,
  hero = false,
): BookingPassenger[] {
  const adult = () =>
    passengerFor(
      'adult',
      travelDate,
      hero ? { heroCertNo: `JR${String(counter + 1).padStart(8, '0')}` } : {},
    );
  return [
    ...Array.from({ length: counts.adultNum }, adult),
    ...Array.from({ length: counts.childNum ?? 0 }, () => passengerFor('child', travelDate)),
    ...Array.from({ length: counts.infantNum ?? 0 }, () => passengerFor('infant', travelDate)),
  ];
}

/** A saved passenger (常用乘机人) of an account, straight in the database. */
export async function savePassenger(
  app: { db: Db },
  userId: number,
  passenger: Pick<BookingPassenger, 'name' | 'certType' | 'certNo' | 'birthday' | 'phone'>,
) {
  const [row] = await app.db
    .insert(savedPassengers)
    .values({
      userId,
      name: passenger.name,
      certType: passenger.certType,
      certNo: passenger.certNo,
      birthday: passenger.birthday,
      phone: passenger.phone ?? null,
    })
    .returning();
  return row!;
}
