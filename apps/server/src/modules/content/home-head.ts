import type { FastifyInstance } from 'fastify';
import { cachedBanners } from './content.routes';

/** Where the web app looks for what the server wrote into the page (apps/web/src/lib/boot-data.ts). */
export const BOOT_DATA_ID = 'jc-boot';

const escapeAttribute = (text: string) =>
  text.replace(/[&"<>]/g, (c) => ({ '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' })[c]!);

/** JSON that cannot end its script element or break a line in old parsers, whatever the content says. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

/**
 * What the home page's HTML carries so that its largest paint, the first banner, waits for no
 * script or call (docs/web.md, "The home page's first screen"): the picture is fetched at once,
 * and the banner list is in the page, so the first render already shows it.
 */
export async function homeHead(app: FastifyInstance): Promise<string> {
  const banners = await cachedBanners(app);
  const first = banners[0];
  const preload = first
    ? `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(first.picRealRul)}">`
    : '';
  return `${preload}<script type="application/json" id="${BOOT_DATA_ID}">${scriptJson({ banners })}</script>`;
}
