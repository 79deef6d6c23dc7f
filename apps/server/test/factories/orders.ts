import { expect } from 'vitest';
import type { BookingPassenger, TicketAppointmentRequest, TicketApplyResult } from '@jc/shared';
import type { App } from '../../src/app';
import type { Member } from './members';
import { partyFor } from './passengers';
import { findSelection, type FoundSelection, type SelectionOptions } from './selections';

export interface BookOptions extends SelectionOptions {
  /** A selection found already (else one is searched for with the options). */
  found?: FoundSelection;
  /** The party (else made for the counts, heroes with certificates on a hero booking). */
  passengers?: BookingPassenger[];
  userCouponId?: number;
  flashSaleRouteId?: number;
  contact?: { name: string; phone: string };
  idempotencyKey?: string;
  /** Anything else of the appointment body (expectedAmount, a client-sent price…). */
  extra?: Record<string, unknown>;
}

export interface Booked {
  orderNo: string;
  amount: number;
  payDeadline: string;
  found: FoundSelection;
  passengers: BookingPassenger[];
  apply: TicketApplyResult;
  request: TicketAppointmentRequest;
}

/** The appointment body for a found selection and a party. */
export function appointmentBody(
  found: FoundSelection,
  passengers: BookingPassenger[],
  options: BookOptions = {},
) {
  return {
    ...found.selection,
    ...found.counts,
    ...(options.flashSaleRouteId ? { flashSaleRouteId: options.flashSaleRouteId } : {}),
    passengers,
    contact: options.contact ?? { name: '张伟', phone: '13800138000' },
    ...(options.userCouponId ? { userCouponId: options.userCouponId } : {}),
    acceptTerms: true as const,
    ...options.extra,
  } as TicketAppointmentRequest;
}

/**
 * Books as the booking page does: search (unless given), apply (must be sellable), appointment.
 * Fails the test unless the order is placed; answers the order and everything sent.
 */
export async function bookOrder(app: App, member: Member, options: BookOptions = {}): Promise<Booked> {
  const found = options.found ?? (await findSelection(app, options));
  const applied = await app.inject({
    method: 'POST',
    url: '/api/v2/ticket/apply',
    headers: member.auth,
    payload: {
      ...found.selection,
      ...found.counts,
      ...(options.flashSaleRouteId ? { flashSaleRouteId: options.flashSaleRouteId } : {}),
    },
  });
  expect(applied.statusCode, applied.body).toBe(200);
  const apply = applied.json().data as TicketApplyResult;
  expect(apply.sellable, apply.reason ?? '').toBe(true);
  const passengers = options.passengers ?? partyFor(found.counts, found.travelDate, found.selection.hero);
  const request = appointmentBody(found, passengers, options);
  const res = await app.inject({
    method: 'POST',
    url: '/api/v2/ticket/appointment',
    headers: {
      ...member.auth,
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
    },
    payload: request,
  });
  expect(res.statusCode, res.body).toBe(200);
  const data = res.json().data as { orderNo: string; amount: number; payDeadline: string };
  return { ...data, found, passengers, apply, request };
}
