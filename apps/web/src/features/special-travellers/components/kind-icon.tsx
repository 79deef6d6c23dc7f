import type { ReactElement } from 'react';
import type { SpecialTravellerKind } from '@jc/shared';

/**
 * Line pictograms of the seven kinds, drawn in SVG so that they take the card's colour
 * (currentColor) and stay sharp at any size. Decorative: the card's text names the kind.
 */
const PATHS: Record<SpecialTravellerKind, ReactElement> = {
  WHEELCHAIR: (
    <>
      <circle cx="21" cy="8" r="3.2" />
      <path d="M21 13v12h11l4 9" />
      <path d="M21 18h9" />
      <path d="M16 20.5a10 10 0 1 0 14 12" />
    </>
  ),
  UNACCOMPANIED_MINOR: (
    <>
      <circle cx="20" cy="15" r="4" />
      <path d="M14 40l2-12-3-6a2 2 0 0 1 2-3h10a2 2 0 0 1 2 3l-3 6 2 12" />
      <path d="M27 22l7-8" />
      <ellipse cx="36" cy="9" rx="4.5" ry="5.5" />
      <path d="M36 14.5l-1 2" />
    </>
  ),
  EXPECTANT_MOTHER: (
    <>
      <circle cx="22" cy="8" r="3.5" />
      <path d="M20 14c-3 2-4 6-3 10l1 4v14" />
      <path d="M22 14c3 0 4 3 4 5 5 1 8 5 7 9-1 3-4 4-7 4h-6" />
      <path d="M24 32v10" />
    </>
  ),
  ELDERLY: (
    <>
      <circle cx="20" cy="8" r="3.5" />
      <path d="M19 14c-2 3-3 7-2 12l-3 16" />
      <path d="M18 26l5 6v10" />
      <path d="M19 16l6 5 5-1" />
      <path d="M31 20v22" />
      <path d="M31 20a3 3 0 0 1 3-3" />
    </>
  ),
  VISUALLY_IMPAIRED: (
    <>
      <path d="M4 24c5-8 12-12 20-12s15 4 20 12c-5 8-12 12-20 12S9 32 4 24z" />
      <circle cx="24" cy="24" r="6" />
      <path d="M8 40L40 8" />
    </>
  ),
  HEARING_IMPAIRED: (
    <>
      <path d="M15 20a10 10 0 0 1 20 0c0 6-6 8-6 13a5 5 0 0 1-9 3" />
      <path d="M21 20a4 4 0 0 1 8 0c0 2-2 3-3 4" />
      <path d="M8 40L40 8" />
    </>
  ),
  STRETCHER: (
    <>
      <circle cx="14" cy="17" r="3.5" />
      <path d="M19 20h19" />
      <path d="M5 25h38" />
      <path d="M10 25v8M38 25v8" />
      <circle cx="10" cy="37" r="2.5" />
      <circle cx="38" cy="37" r="2.5" />
    </>
  ),
};

export function KindIcon({ kind, className }: { kind: SpecialTravellerKind; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 48 48"
      width="48"
      height="48"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.4"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {PATHS[kind]}
    </svg>
  );
}
