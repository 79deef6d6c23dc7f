import type { FastifyInstance } from 'fastify';

/**
 * A `fetch` that dispatches to this very app with `inject` instead of the network: the server talks
 * to its built-in sandbox provider through the real HTTP shape without needing a listening port.
 * Only the path and query of the URL matter; the origin is a placeholder.
 */
export function createInjectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://sandbox.invalid');
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const v of Array.isArray(value) ? value : [value]) headers.append(name, String(v));
    }
    return new Response(res.rawPayload, { status: res.statusCode, headers });
  };
}
