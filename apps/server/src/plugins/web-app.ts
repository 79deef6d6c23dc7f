import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { ResultCode } from '@jc/shared';

/**
 * Pages whose build writes HTML of their own, with a first script that draws the page's first
 * screen before the app (docs/web.md, "First screens before the app"). The home page's, which the
 * server adds to, is served apart.
 */
const PAGE_HTML: Record<string, string> = { '/Ticket': 'ticket.html', '/PoliceTicket': 'ticket.html' };

interface WebAppOptions {
  root: string;
  /** The home page's additions to its HTML, per request (docs/web.md, "First screens before the app"). */
  homeHtml?: () => Promise<{ preload: string; data: string; firstScreen: string }>;
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html for every other
 * non-API path (history fallback) so that client routes and the 404 page work on reload.
 * The home page is home.html with `homeHtml` added, the pages of PAGE_HTML their own file (each
 * index.html with a first script of its page's). Unknown API paths answer a JSON 404.
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
            .replace('<div id="root">', `<div id="root">${firstScreen}`),
        );
    });
    for (const [url, file] of Object.entries(PAGE_HTML)) {
      app.get(url, { schema: { hide: true } }, (_request, reply) =>
        reply.sendFile(fs.existsSync(path.join(root, file)) ? file : 'index.html'),
      );
    }
    await app.register(fastifyStatic, {
      root,
      // Files are looked up per request, so a rebuild is served without a restart.
      wildcard: true,
      index: ['index.html'],
      preCompressed: true,
      // Ours below: send's own (public, max-age=0) would replace what setHeaders writes.
      cacheControl: false,
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
      return reply.sendFile('index.html');
    }
    return reply.status(404).send({ code: ResultCode.NotFound, msg: isApi ? '接口不存在' : '页面不存在' });
  });
});
