import type { RouteOptions } from 'fastify';

/**
 * Every API route declares its request and response schemas, so that validation and the
 * OpenAPI document never miss one. Checked as routes are added: a route without them stops start-up.
 */
export function assertRouteSchemas(route: Pick<RouteOptions, 'url' | 'method' | 'schema'>) {
  if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
  const schema = route.schema as (Record<string, unknown> & { hide?: boolean }) | undefined;
  if (schema?.hide) return;
  const label = `${String(route.method)} ${route.url}`;
  if (!schema?.response) throw new Error(`${label} has no response schema`);
  if (!schema.body && !schema.querystring && !schema.params)
    throw new Error(`${label} has no request schema`);
}
