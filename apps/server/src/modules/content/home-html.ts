import type { FastifyInstance } from 'fastify';
import { cachedSiteConfig } from '../system/system.routes';
import { cachedBanners, cachedNoticeTicker } from './content.routes';

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

/** The home page's additions to its HTML (plugins/web-app.ts places them). */
export interface HomeHtml {
  /** First in the head, so the picture is asked for before the scripts. */
  preload: string;
  /** Last in the head. */
  data: string;
  /** In place of the empty app root. */
  firstScreen: string;
}

/**
 * What the home page's HTML carries so that its largest paint, the first banner, waits for no
 * script or call (docs/web.md, "First screens before the app"): the picture is fetched first
 * and drawn in a first screen of plain HTML (the header's bar and the banner, styled by the
 * same rules as the app's), and the banner list is in the page for the app's first render,
 * which then replaces that screen with the same picture in the same place. The site
 * configuration and the ticker's notices come along too: the first render then shows the header,
 * footer and ticker as they stay, rather than drawing them again when their calls answer.
 */
export async function homeHtml(app: FastifyInstance): Promise<HomeHtml> {
  const [banners, siteConfig, noticeTicker] = await Promise.all([
    cachedBanners(app),
    cachedSiteConfig(app),
    cachedNoticeTicker(app),
  ]);
  const first = banners[0];
  const boot = { banners, siteConfig, noticeTicker };
  const data = `<script type="application/json" id="${BOOT_DATA_ID}">${scriptJson(boot)}</script>`;
  if (!first) return { preload: '', data, firstScreen: '' };
  const src = escapeAttribute(first.picRealRul);
  return {
    preload: `<link rel="preload" as="image" fetchpriority="high" href="${src}">`,
    data,
    firstScreen:
      '<div class="jc-first-screen" aria-hidden="true">' +
      '<div class="jc-first-screen-header"></div>' +
      `<div class="jc-first-screen-banner"><img class="jc-first-screen-image" src="${src}" alt="" fetchpriority="high"></div>` +
      '</div>',
  };
}
