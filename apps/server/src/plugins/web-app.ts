import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ResultCode } from '@jc/shared';

interface WebAppOptions {
  root: string;
  /** The home page's additions to its HTML, per request (docs/web.md, "The home page's first screen"). */
  homeHtml?: () => Promise<{ preload: string; data: string; firstScreen: string }>;
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html for every other
 * non-API path (history fallback) so that client routes and the 404 page work on reload.
 * The home page is home.html (index.html with its route's chunks preloaded) with `homeHtml`
 * added. Unknown API paths answer a JSON 404.
 */
export default fp(async function webApp(app: FastifyInstance, opts: WebAppOptions) {
  const root = opts.root && fs.existsSync(path.join(opts.root, 'index.html')) ? opts.root : null;
  if (root) {
    const homePage = path.join(root, 'home.html');
    // Read per request like the other files, so that a rebuild is served without a restart.
    app.get('/', { schema: { hide: true } }, async (_request, reply) => {
      const html = await fs.promises.readFile(
        fs.existsSync(homePage) ? homePage : path.join(root, 'index.html'),
        'utf8',
      );
      const { preload, data, firstScreen } = (await opts.homeHtml?.()) ?? {
        preload: '',
        data: '',
        firstScreen: '',
      };
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(
          html
            // Right after the charset, which must stay first.
            .replace(/<head>(\s*<meta charset="[^"]*"\s*\/?>)?/i, (start) => `${start}${preload}`)
            .replace('</head>', `${data}</head>`)
            .replace('<div id="root"></div>', `<div id="root">${firstScreen}</div>`),
        );
    });
    await app.register(fastifyStatic, {
      root,
      // Files are looked up per request, so a rebuild is served without a restart.
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      setHeaders(res, filePath) {
        res.setHeader(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  } else if (opts.root) {
    app.log.warn({ root: opts.root }, 'web app not built: only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    // A missing hashed asset (an old build's file) must not be answered with the page.
    const isAsset = request.url.startsWith('/assets/');
    if (!isApi && !isAsset && root && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ code: ResultCode.NotFound, msg: isApi ? '接口不存在' : '页面不存在' });
  });
});
