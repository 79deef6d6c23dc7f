import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { defineConfig, type Rolldown } from 'vite';
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

export default defineConfig(({ command }) => ({
  // Pre-compressed copies (gzip and brotli) that the server sends to browsers that accept them.
  plugins: [
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
          // The icons' SVG data (@ant-design/icons-svg, drawn by the light <Icon>) in three chunks:
          // those the app's entry draws, those the home page draws (so that its first render does
          // not fetch all the site's icons, 15 KB gzipped), and all the others. Left to itself, the
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
            { name: 'icons', test: ICON_DATA },
          ],
        },
      },
    },
  },
}));
