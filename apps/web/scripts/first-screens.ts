import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import type { Plugin, Rollup } from 'vite';
import { fontWarmUpHtml } from '../src/first-screen/fonts';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * The pages with a first screen before the app (docs/web.md, "First screens before the app"):
 * the HTML file the server answers them with, the first script that file runs in place of the
 * app's entry, and the route module whose code the first script preloads beside the app's and
 * whose stylesheets the page links in its head.
 */
const PAGES: { html: string; script: string; route: RegExp }[] = [
  {
    html: 'home.html',
    script: 'home.ts',
    route: /\/src\/app\/routes\/home\/home-page\.tsx$/,
  },
  {
    html: 'ticket.html',
    script: 'ticket.ts',
    route: /\/src\/app\/routes\/flights\/ticket-page\.tsx$/,
  },
];

const SRC = fileURLToPath(new URL('../src', import.meta.url));

const isChunk = (file: OutputBundle[string] | undefined): file is OutputChunk => file?.type === 'chunk';

/** The stylesheets a chunk and every chunk it imports statically bring. */
function stylesOf(bundle: OutputBundle, start: OutputChunk) {
  const seen = new Set<string>();
  const styles = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!isChunk(chunk) || seen.has(fileName)) return;
    seen.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    chunk.imports.forEach(visit);
  };
  visit(start.fileName);
  return styles;
}

/** The JavaScript files a chunk imports statically, directly or not, in the order they are met. */
function staticImportsOf(bundle: OutputBundle, start: OutputChunk) {
  const files = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!isChunk(chunk) || files.has(fileName)) return;
    files.add(fileName);
    chunk.imports.forEach(visit);
  };
  start.imports.forEach(visit);
  return files;
}

/**
 * A first script as one small file. Bundled on its own, apart from the app's build: as a second
 * entry there it would change how the app's modules are split (thirty more files), and the few
 * modules it shares with the app (the stored search, the date words) are copied into it instead.
 */
async function bundleFirstScript(script: string) {
  const build = await rolldown({
    input: `${SRC}/first-screen/${script}`,
    platform: 'browser',
    resolve: { alias: { '@': SRC } },
  });
  try {
    const { output } = await build.generate({ format: 'esm', minify: true });
    return output[0].code;
  } finally {
    await build.close();
  }
}

/**
 * Writes each page's HTML from index.html (docs/web.md, "First screens before the app"): its own
 * first script in place of the app's entry, which it names in `data-app` and imports once the
 * first screen has painted, with the files to preload beside it in `data-preload`; no scripts announced in the head (on a phone's connection they would
 * share the line with the first screen's files and hold its paint back); the route's
 * stylesheets; and, in the app's root, the hidden text
 * that has the first layout look up the fonts the app's first render uses. Every other path keeps
 * index.html.
 */
export function firstScreens(): Plugin {
  return {
    name: 'jc-first-screens',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      const chunks = Object.values(bundle).filter(isChunk);
      // The app's entry is index.html's script (src/main.tsx), named after the page.
      const app = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html'));
      if (index?.type !== 'asset' || !app) this.error('first screens: index.html or its entry is missing');
      const appStyles = stylesOf(bundle, app);

      for (const page of PAGES) {
        const scriptFile = this.getFileName(
          this.emitFile({
            type: 'asset',
            name: `first-screen-${page.script.replace(/\.ts$/, '.js')}`,
            source: await bundleFirstScript(page.script),
          }),
        );
        const route = chunks.find((chunk) => page.route.test(chunk.facadeModuleId ?? ''));
        if (!route) this.error(`${page.html}: its route is missing from the build`);
        // The route's stylesheets in the head: the home page's first screen is drawn with them, and
        // on either page each stylesheet the route brings later restyles the whole page, a
        // long task after the first paint.
        const routeStyles = [...stylesOf(bundle, route)]
          .filter((file) => !appStyles.has(file))
          .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
        // What the app's entry imports, then the route's code: the first script asks for them
        // beside the entry, a few a task, so that no later task of the app's asks for them all.
        const appImports = staticImportsOf(bundle, app);
        const preload = [...appImports, route.fileName, ...staticImportsOf(bundle, route)]
          .filter((file, i, all) => file !== app.fileName && all.indexOf(file) === i)
          .map((file) => `/${file}`);
        const html = String(index.source)
          .replace(
            `src="/${app.fileName}"`,
            `src="/${scriptFile}" data-app="/${app.fileName}" data-preload="${preload.join(' ')}"`,
          )
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
          .replace('<div id="root"></div>', `<div id="root">${fontWarmUpHtml()}</div>`)
          .replace('</head>', `${routeStyles.map((link) => `  ${link}\n  `).join('')}</head>`);
        if (!html.includes(`/${scriptFile}"`)) this.error(`${page.html}: the app entry was not found`);
        if (!html.includes(fontWarmUpHtml())) this.error(`${page.html}: the app's root was not found`);
        this.emitFile({ type: 'asset', fileName: page.html, source: html });
      }
    },
  };
}
