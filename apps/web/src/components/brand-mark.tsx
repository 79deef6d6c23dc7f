import { useId } from 'react';

/**
 * Top view of an airliner, nose pointing right, centred on (0,0) and about 22 units long.
 * Shared by the logo and the home hero so the brand has one aircraft shape.
 */
export const AIRCRAFT_PATH =
  'M11 0c0-.9-.9-1.3-2-1.3H4.2L-1.2-8.6h-2.1l2.4 7.3h-5.4l-1.9-2.8h-1.6l.9 4.1-.9 4.1h1.6l1.9-2.8h5.4l-2.4 7.3h2.1l5.4-7.3H9c1.1 0 2-.4 2-1.3z';

/** The airline's mark: a gold route arc climbing across a blue disc towards a white aircraft. */
export function BrandMark({ size = 40, className }: { size?: number; className?: string }) {
  // Several marks can be on one page (header, drawer, footer): gradient ids must not collide.
  const id = useId();
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
    >
      <defs>
        <linearGradient id={`${id}-disc`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#1a6cc4" />
          <stop offset="1" stopColor="#06305f" />
        </linearGradient>
      </defs>
      <circle cx="20" cy="20" r="20" fill={`url(#${id}-disc)`} />
      <path d="M7 29c6-1 14-5 21-13" fill="none" stroke="#c9a063" strokeWidth="2.6" strokeLinecap="round" />
      <path
        d="M9 33c7-.5 15-3.6 22-10"
        fill="none"
        stroke="#c9a063"
        strokeOpacity=".55"
        strokeWidth="1.4"
        strokeLinecap="round"
      />
      <path d={AIRCRAFT_PATH} fill="#fff" transform="translate(27 13) rotate(-38) scale(.78)" />
    </svg>
  );
}
