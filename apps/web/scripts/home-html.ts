import fs from 'node:fs';
import { minify, transformWithOxc, type Plugin, type Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * The home page's entry, which imports the app once the first screen has painted. Built apart
 * from the app's chunks: as a second entry of the app's build it would change how the app's
 * modules are split (thirty more files).
 */
const FIRST_SCREEN = new URL('../src/first-screen.ts', import.meta.url);
/** The home page's route module, whose styles the first screen is drawn with. */
const HOME_ROUTE = /\/src\/app\/routes\/home\/home-page\.tsx$/;

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

/**
 * Writes home.html, which the server answers `/` with (docs/web.md, "The home page's first
 * screen"): index.html with the home page's own entry in place of the app's (which it imports
 * by the name in `data-app` once the first screen has painted), no scripts
 * announced in the head (on a phone's connection they would share the line with the banner's
 * picture and hold the first paint back), and the home route's stylesheets, which the first
 * screen is drawn with. Every other path keeps index.html.
 */
export function homeHtml(): Plugin {
  return {
    name: 'jc-home-html',
    apply: 'build',
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      const chunks = Object.values(bundle).filter(isChunk);
      const source = fs.readFileSync(FIRST_SCREEN, 'utf8');
      const script = (await transformWithOxc(source, FIRST_SCREEN.pathname, { lang: 'ts' })).code;
      const firstScreenFile = this.getFileName(
        this.emitFile({
          type: 'asset',
          name: 'first-screen.js',
          source: (await minify('first-screen.js', script)).code,
        }),
      );
      // The app's entry is index.html's script (src/main.tsx), named after the page.
      const app = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('/index.html'));
      const home = chunks.find((chunk) => HOME_ROUTE.test(chunk.facadeModuleId ?? ''));
      if (index?.type !== 'asset' || !app || !home) {
        this.error('home.html: index.html, an entry or the home route is missing from the build');
      }
      const appStyles = stylesOf(bundle, app);
      const homeStyles = [...stylesOf(bundle, home)]
        .filter((file) => !appStyles.has(file))
        .map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
      const html = String(index.source)
        .replace(`src="/${app.fileName}"`, `src="/${firstScreenFile}" data-app="/${app.fileName}"`)
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
        .replace('</head>', `  ${homeStyles.join('\n    ')}\n  </head>`);
      if (!html.includes(`/${firstScreenFile}"`)) this.error('home.html: the app entry was not found');
      this.emitFile({ type: 'asset', fileName: 'home.html', source: html });
    },
  };
}
