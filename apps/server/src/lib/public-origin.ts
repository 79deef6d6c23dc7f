import type { FastifyRequest } from 'fastify';

/**
 * The site's public origin, without a trailing slash: SITE_ORIGIN when it is set (behind a proxy
 * the request's own host may be an internal one), else the origin the request came to.
 */
export const publicOrigin = (request: FastifyRequest, siteOrigin: string | undefined) =>
  (siteOrigin ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');
