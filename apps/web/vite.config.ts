import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import react from '@vitejs/plugin-react';
import { compression } from 'vite-plugin-compression2';
import { firstScreens } from './scripts/first-screens.ts';

const apiTarget = process.env.API_URL ?? 'http://localhost:3000';

/**
 * React Router's package exports name only its development build (remix-run/react-router#12532;
 * only its framework plugin switches to the production one, which differs by having the
 * development warnings turned off). The site build takes the production file, so the warnings'
 * code and text stay out of the first download; the dev server and tests keep them.
 */
const reactRouterProduction = fileURLToPath(
  new URL(
    './dist/production/index.mjs',
    pathToFileURL(createRequire(import.meta.url).resolve('react-router/package.json')),
  ),
);

const ICON_DATA = /node_modules[\\/]@ant-design[\\/]icons-svg[\\/]/;

/** The home page's module: the icons its first screen draws get a chunk of their own. */
const HOME_PAGE = fileURLToPath(new URL('./src/app/routes/home/home-page.tsx', import.meta.url));
/** The Ticket pages' module, whose search lands on a phone as often as the home page. */
const TICKET_PAGE = fileURLToPath(new URL('./src/app/routes/flights/ticket-page.tsx', import.meta.url));

/**
 * Whether `from` imports `id`, directly or through the app's own static imports. Packages'
 * modules are not followed: a package's index (antd's icons) imports every icon, used or not.
 */
function importsStatically(id: string, from: string, ctx: Rolldown.ChunkingContext) {
  const seen = new Set([id]);
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    if (next === from) return true;
    for (const importer of ctx.getModuleInfo(next)?.importers ?? []) {
      if (seen.has(importer) || importer.includes('node_modules')) continue;
      seen.add(importer);
      queue.push(importer);
    }
  }
  return false;
}

/** @ant-design/icons' base components, which every icon module (and so antd's) imports. */
const ANTD_ICON_BASE = /[\\/]@ant-design[\\/]icons[\\/]es[\\/]components[\\/]AntdIcon(Light)?\.js$/;
const DECORATIVE_ICON_MODULE = fileURLToPath(
  new URL('./src/components/antd/decorative-icon.ts', import.meta.url),
);
const DECORATIVE_ICON = '\0jc-decorative-icon:';

/**
 * Every antd icon hidden from screen readers unless named (`decorativeIcon`, docs/web.md,
 * "Accessibility"): the package's AntdIcon and AntdIconLight are swapped for a module that wraps
 * them. The icons label themselves with their English names and have no setting to change it, and
 * antd's own components (a select's arrow, a dialog's close) import the icon modules directly.
 * Used by the build and by the dev server's dependency bundling alike.
 */
function decorativeAntdIcons(): Plugin {
  return {
    name: 'jc-decorative-antd-icons',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || importer.startsWith(DECORATIVE_ICON) || !/AntdIcon(Light)?(\.js)?$/.test(source))
        return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && ANTD_ICON_BASE.test(resolved.id) ? DECORATIVE_ICON + resolved.id : null;
    },
    load(id) {
      if (!id.startsWith(DECORATIVE_ICON)) return null;
      const code = [
        `import Icon from ${JSON.stringify(id.slice(DECORATIVE_ICON.length))};`,
        `import { decorativeIcon } from ${JSON.stringify(DECORATIVE_ICON_MODULE)};`,
        'export default /*#__PURE__*/ decorativeIcon(Icon);',
      ].join('\n');
      return { code, moduleSideEffects: false };
    },
  };
}

export default defineConfig(({ command }) => ({
  // Pre-compressed copies (gzip and brotli) that the server sends to browsers that accept them.
  plugins: [
    decorativeAntdIcons(),
    react(),
    firstScreens(),
    compression({ algorithms: ['gzip', 'brotliCompress'], threshold: 1024 }),
  ],
  // `@/…` is apps/web/src, as in tsconfig.json's paths.
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  optimizeDeps: { rolldownOptions: { plugins: [decorativeAntdIcons()] } },
  server: {
    port: 5173,
    // The API, and in sandbox mode the developer outbox and the messaging-app sandbox provider.
    proxy: Object.fromEntries(
      ['/api', '/dev', '/sandbox'].map((prefix) => [prefix, { target: apiTarget, changeOrigin: true }]),
    ),
  },
  build: {
    target: 'es2022',
    chunkSizeWarningLimit: 900,
    reportCompressedSize: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The icons' SVG data (@ant-design/icons-svg, drawn by the light <Icon>) in four chunks:
          // those the app's entry draws, those the home page draws (so that its first render does
          // not fetch all the site's icons, 15 KB gzipped), those the Ticket pages draw besides
          // (4 KB where all the others were 42 KB), and all the others. Left to itself, the
          // bundler puts an icon beside whatever antd code shares its pages, and a page that draws
          // the icon without antd then downloads antd's pieces too. Grouping the others by page
          // instead gave the home page more files and a longer blocking time (359 vs 268 ms).
          groups: [
            { name: 'icons-first', test: ICON_DATA, tags: ['$initial'], priority: 2 },
            {
              name: (id, ctx) => (importsStatically(id, HOME_PAGE, ctx) ? 'icons-home' : null),
              test: ICON_DATA,
              priority: 1,
            },
            {
              name: (id, ctx) => (importsStatically(id, TICKET_PAGE, ctx) ? 'icons-ticket' : null),
              test: ICON_DATA,
            },
            { name: 'icons', test: ICON_DATA },
            // The app's entry and everything it imports statically, React and the router among
            // them, in one file. Left to itself the bundler split it into seven, by which pages
            // share each piece; the entry needs all of them at once, and on a phone each file's
            // request costs the main thread about a millisecond (docs/web.md).
            { name: 'app-entry', tags: ['$initial'], priority: 1 },
            // The app's small shared modules (its own ui components, hooks and lib, the features'
            // lib and api modules, and the shared rules they bring) that more than one page
            // imports, in one file. Left to itself the bundler made a file of each set of pages
            // sharing them: the Ticket page's code came in 16 files, eleven of them under 3 KB,
            // and every file asked for costs a phone's main thread a few milliseconds.
            {
              name: 'app-shared',
              test: /apps[\\/]web[\\/]src[\\/](components[\\/]ui|hooks|lib|features[\\/][^\\/]+[\\/](lib|api))[\\/]|packages[\\/]shared[\\/]src[\\/]/,
              minShareCount: 2,
            },
          ],
        },
      },
    },
  },
}));
