import { startTransition, useCallback, useState } from 'react';

/**
 * Whether the passenger has reached for a control: the pointer over it, a touch, keyboard focus
 * or a click. Controls built with antd (the search form's calendar, the special fares' airport
 * list) draw a light look-alike until then, so a page that only shows them loads no antd: its
 * code and styles arrive while the hand is on the way (docs/web.md, "antd on intent").
 *
 * Render the two inside one Suspense boundary whose content is the look-alike until `wanted`.
 * `focus` says the look-alike had keyboard focus, so the antd control takes it over; `click` says
 * it was already clicked, so the control opens as it arrives.
 */
export function useIntent() {
  const [intent, setIntent] = useState({ wanted: false, focus: false, click: false });
  // A transition: the look-alike stays on screen, the same element under the pointer, until the
  // antd control has arrived and takes its place in one step (a click in between still lands).
  const want = useCallback((more: { focus?: boolean; click?: boolean } = {}) => {
    startTransition(() =>
      setIntent((now) => {
        const next = { wanted: true, focus: now.focus || !!more.focus, click: now.click || !!more.click };
        const same = now.wanted && now.focus === next.focus && now.click === next.click;
        return same ? now : next;
      }),
    );
  }, []);
  const handlers = {
    onPointerEnter: () => want(),
    onTouchStart: () => want(),
    onFocus: () => want({ focus: true }),
    onClick: () => want({ click: true }),
  };
  return { ...intent, want, handlers };
}
