import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { publicOrigin } from '../../lib/public-origin';
import { activityPage, noticePage } from './content.service';

/** The public pages search engines may list (docs/pages.md); member and booking pages stay out. */
const PUBLIC_PATHS = [
  '/',
  '/Ticket',
  '/FlashSale',
  '/ServiceNotice',
  '/ThematicActivity',
  '/faq',
  '/about',
  '/conditionsOfCarriage',
  '/baggageRules',
  '/help',
] as const;

const PRIVATE_PATHS = [
  '/api/',
  '/dev/',
  '/sandbox/',
  '/personalInfo',
  '/passengers',
  '/couponManage',
  '/orders',
];

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/**
 * /robots.txt and /sitemap.xml for search engines: the public pages, every published notice and
 * activity, at the site's public origin (SITE_ORIGIN, else the request's own).
 */
const seoRoutes: FastifyPluginAsync<{ siteOrigin?: string }> = async (app, opts) => {
  const originOf = (request: FastifyRequest) => publicOrigin(request, opts.siteOrigin);

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) => {
    const lines = ['User-agent: *', 'Allow: /', ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`)];
    lines.push('', `Sitemap: ${originOf(request)}/sitemap.xml`, '');
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'));
  });

  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const origin = originOf(request);
    const [notices, activities] = await Promise.all([
      noticePage(app.db, { channel: 0, pageNum: 1, pageSize: 50 }),
      activityPage(app.db, { channel: 0, pageNum: 1, pageSize: 100 }),
    ]);
    const urls = [
      ...PUBLIC_PATHS.map((p) => `${origin}${p}`),
      ...notices.rows.map((n) => `${origin}/ServiceNoticeDetail?id=${n.id}`),
      ...activities.rows.map((a) => `${origin}/ThematicActivityDetail?id=${a.id}`),
    ];
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      urls.map((u) => `  <url><loc>${escapeXml(u)}</loc></url>`).join('\n') +
      '\n</urlset>\n';
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(body);
  });
};

export default seoRoutes;
