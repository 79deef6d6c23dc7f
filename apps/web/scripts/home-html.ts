import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/** The home page's route module, whose chunk the router would otherwise fetch only after the entry ran. */
const HOME_ROUTE = /\/src\/app\/routes\/home\/home-page\.tsx$/;

const isChunk = (file: OutputBundle[string] | undefined): file is OutputChunk => file?.type === 'chunk';

/** A chunk's file and every chunk it imports statically, and the stylesheets they bring. */
function closure(bundle: OutputBundle, start: string) {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (fileName: string) => {
    const chunk = bundle[fileName];
    if (!isChunk(chunk) || scripts.has(fileName)) return;
    scripts.add(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    chunk.imports.forEach(visit);
  };
  visit(start);
  return { scripts, styles };
}

/**
 * Writes home.html: index.html with the home route's own chunks announced in its head, so the
 * browser fetches them while the entry still downloads instead of after it ran (docs/web.md,
 * "The home page's first screen"). The server answers `/` with it; every other path keeps
 * index.html, which preloads only what all pages share.
 */
export function homeHtml(): Plugin {
  return {
    name: 'jc-home-html',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      const home = Object.values(bundle).find(
        (file): file is OutputChunk => isChunk(file) && HOME_ROUTE.test(file.facadeModuleId ?? ''),
      );
      const entry = Object.values(bundle).find((file): file is OutputChunk => isChunk(file) && file.isEntry);
      if (!index || index.type !== 'asset' || !home || !entry) {
        this.error('home.html: index.html, the entry or the home route chunk is missing from the build');
      }
      const shared = closure(bundle, entry.fileName);
      const own = closure(bundle, home.fileName);
      const links = [
        ...[...own.styles]
          .filter((f) => !shared.styles.has(f))
          .map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
        ...[...own.scripts]
          .filter((f) => !shared.scripts.has(f))
          .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ];
      const html = String(index.source).replace('</head>', `    ${links.join('\n    ')}\n  </head>`);
      this.emitFile({ type: 'asset', fileName: 'home.html', source: html });
    },
  };
}
