/**
 * The text styles, as `size/weight` (CSS pixels, then weight), that the home and Ticket pages lay
 * out in their first renders at phone and desktop widths, form controls and icons included
 * (docs/web.md, "Fonts before the first paint"). `e2e/first-render-fonts.spec.ts` fails, naming
 * the style, when a page lays out one that is missing here.
 */
export const FIRST_RENDER_TEXT_STYLES = [
  '9/500',
  '10/500',
  '11/400',
  '12/400',
  '12/500',
  '12/600',
  '13/400',
  '13/500',
  '13/600',
  '13.3333/400',
  '14/400',
  '14/600',
  '15/400',
  '15/500',
  '15/600',
  '15/700',
  '16/400',
  '16/600',
  '16/700',
  '17/400',
  '17/600',
  '18/600',
  '18/700',
  '19/700',
  '20/400',
  '20/600',
  '20/700',
  '21/700',
  '22/400',
  '22/700',
  '24/400',
  '24/600',
  '24/700',
  '26/600',
  '26/700',
  '28/700',
  '30/700',
  '32/700',
  '36/700',
  '44/700',
  '128/400',
] as const;

/** A first screen drawn in the app's root, by the server or by the page's first script. */
export const FIRST_SCREEN = '#root > .jc-first-screen';

/** The class of the hidden block below (its rule is in styles/global.css). */
export const FONT_WARM_UP_CLASS = 'jc-first-screen-fonts';

/**
 * Hidden text in each of those styles, for the page's HTML inside the app's root. A browser
 * looks up a font's file, and then each size and weight of it, the first time it lays out text
 * in them: on Linux a round trip to the browser process each, about 2 ms, which made the app's
 * first render a long task. Laid out with the first screen, before the first paint, the lookups
 * are done when the app's render, which replaces the block, needs them. The sample holds Chinese,
 * Latin letters and a digit, as a page's text does.
 */
export function fontWarmUpHtml(): string {
  const spans = FIRST_RENDER_TEXT_STYLES.map((style) => {
    const [size, weight] = style.split('/');
    return `<span style="font-size:${size}px;font-weight:${weight}">锦程 Jc1</span>`;
  });
  return `<div class="${FONT_WARM_UP_CLASS}" aria-hidden="true">${spans.join('')}</div>`;
}
