import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The app itself, which the entry imports once the home page's first screen has painted. */
const START = /\/src\/app\/start\.tsx$/;
/** The home page's route module, which the router would otherwise fetch only after the app ran. */
const HOME_ROUTE = /\/src\/app\/routes\/home\/home-page\.tsx$/;

const isChunk = (file: OutputBundle[string] | undefined): file is OutputChunk => file?.type === 'chunk';

/** A chunk's file and every chunk it imports statically, and the stylesheets they bring. */
function closure(bundle: OutputBundle, start: OutputChunk) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!isChunk(chunk) || scripts.has(fileName)) return;
    scripts.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    chunk.imports.forEach(visit);
  };
  visit(start.fileName);
  return { scripts, styles };
}

/** Files of `own` that `before` did not already bring. */
const beyond = (own: Set<string>, before: Set<string>) => [...own].filter((file) => !before.has(file));
const stylesheets = (files: string[]) =>
  files.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
const modulePreloads = (files: string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);

const withLinks = (html: string, lines: string[]) =>
  lines.length ? html.replace('</head>', `  ${lines.join('\n    ')}\n  </head>`) : html;

/**
 * The entry only waits for the first screen and then imports the app (src/main.tsx). index.html
 * names the app's files in its head, so that the browser fetches them with the entry.
 *
 * home.html, which the server answers `/` with, names only the stylesheets of the app and of the
 * home route, which its first screen is drawn with: scripts asked for in the head would share the
 * phone's connection with the banner's picture and delay the first paint, so they are fetched
 * once it is on screen (docs/web.md, "The home page's first screen").
 */
export function homeHtml(): Plugin {
  return {
    name: 'jc-home-html',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      const chunks = Object.values(bundle).filter(isChunk);
      const entry = chunks.find((chunk) => chunk.isEntry);
      const start = chunks.find((chunk) => START.test(chunk.facadeModuleId ?? ''));
      const home = chunks.find((chunk) => HOME_ROUTE.test(chunk.facadeModuleId ?? ''));
      if (index?.type !== 'asset' || !entry || !start || !home) {
        this.error('home.html: index.html, the entry, the app or the home route is missing from the build');
      }
      const html = String(index.source);
      const entryFiles = closure(bundle, entry);
      const startFiles = closure(bundle, start);
      const homeFiles = closure(bundle, home);
      const appStyles = beyond(startFiles.styles, entryFiles.styles);
      index.source = withLinks(html, [
        ...stylesheets(appStyles),
        ...modulePreloads(beyond(startFiles.scripts, entryFiles.scripts)),
      ]);
      const homeStyles = beyond(homeFiles.styles, new Set([...entryFiles.styles, ...appStyles]));
      this.emitFile({
        type: 'asset',
        fileName: 'home.html',
        source: withLinks(html, stylesheets([...appStyles, ...homeStyles])),
      });
    },
  };
}
