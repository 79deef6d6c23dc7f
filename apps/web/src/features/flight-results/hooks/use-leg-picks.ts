import { useState } from 'react';
import type { FlightOffer, OfferPrice } from '@jc/shared';

export interface LegPick {
  offer: FlightOffer;
  price: OfferPrice;
}

/**
 * The flights chosen so far, one per leg, and the leg being chosen: the first leg without a pick
 * unless the visitor went back with 重新选择. Choosing is only remembered here; booking comes later.
 */
export function useLegPicks(legCount: number, searchKey: string) {
  const [state, setState] = useState<{ key: string; picks: (LegPick | null)[]; active: number }>({
    key: searchKey,
    picks: [],
    active: 0,
  });
  // A new search starts the choice again.
  const current = state.key === searchKey ? state : { key: searchKey, picks: [], active: 0 };
  if (current !== state) setState(current);

  const picks = Array.from({ length: legCount }, (_, i) => current.picks[i] ?? null);
  const active = Math.min(current.active, Math.max(legCount - 1, 0));

  return {
    picks,
    active,
    complete: legCount > 0 && picks.every(Boolean),
    pick(leg: number, pick: LegPick) {
      const next = picks.map((p, i) => (i === leg ? pick : p));
      const nextOpen = next.findIndex((p, i) => i > leg && !p);
      setState({ key: searchKey, picks: next, active: nextOpen >= 0 ? nextOpen : leg });
    },
    /** 重新选择: back to a leg, its pick dropped. */
    reopen(leg: number) {
      setState({ key: searchKey, picks: picks.map((p, i) => (i === leg ? null : p)), active: leg });
    },
  };
}
