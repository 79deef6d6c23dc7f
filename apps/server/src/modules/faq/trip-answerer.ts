import type { TripCard, TripIntent } from '@jc/shared';
import type { Db } from '../../db/client';

/** A trip question of a signed-in passenger. */
export interface TripQuestion {
  db: Db;
  /** The signed-in asker: always the session's account, never an id taken from the request. */
  userId: number;
  intent: TripIntent;
  /** The question as asked (not logged anywhere by the assistant). */
  question: string;
  at: Date;
}

/**
 * Answers a trip question from the asker's own bookings: the flight's status, a refund's progress,
 * the fare's change fee, the baggage allowance, when check-in opens — each card with a link to act.
 * An implementation must read only the asker's own orders and return no card rather than guess.
 */
export interface TripAnswerer {
  answer(question: TripQuestion): Promise<TripCard[]>;
}
