import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`. They depend on the options alone (the site uses no CSP
 * nonces), so they are computed once here rather than by helmet's middleware on every request,
 * which rebuilt its middleware and parsed the policy each time: a large part of a small answer's
 * cost.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader: (name: string) => {
      headers.delete(name.toLowerCase());
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return Object.fromEntries(headers);
}

/**
 * What an API answer (JSON, never rendered as a page) needs, as OWASP's REST security cheat sheet
 * lists it: no framing, no content sniffing, HTTPS only. The page-oriented rest of helmet's set
 * (the page policy, DNS prefetching, download and cross-domain policies…) means nothing for JSON
 * and would only add some 600 bytes to every call.
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
};

/** The API's own pages (its documentation) are pages, with the page set. */
const isApiCall = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

/**
 * Every answer carries security headers (docs/ARCHITECTURE.md): pages and files the set helmet
 * makes of `options`, API answers the API set.
 */
export default fp(async function securityHeadersPlugin(app: FastifyInstance, options: HelmetOptions) {
  const pageHeaders = securityHeaders(options);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiCall(request.url) ? API_SECURITY_HEADERS : pageHeaders);
    done();
  });
});
