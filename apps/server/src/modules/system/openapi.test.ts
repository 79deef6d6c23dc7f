import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { withTestApp } from '#test/helper';
import { assertRouteSchemas } from '../../plugins/route-schemas';

describe('OpenAPI document', () => {
  let app: App;
  withTestApp((built) => (app = built));

  it('is an OpenAPI 3 document where every operation has a request and a response schema', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('锦程航空 API');
    const operations = Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(
      ([path, ops]) => Object.entries(ops).map(([method, op]) => ({ path, method, op })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(4);
    for (const { path, method, op } of operations) {
      const label = `${method.toUpperCase()} ${path}`;
      // JSON almost everywhere; a gateway's notification (XML, form) and the itinerary (PDF) declare their own.
      const schemaOf = (content: Record<string, { schema?: unknown }> | undefined) =>
        content?.['application/json']?.schema ?? Object.values(content ?? {})[0]?.schema;
      expect(schemaOf(op.responses?.['200']?.content), `${label} has a 200 schema`).toBeTruthy();
      if (method !== 'get') expect(schemaOf(op.requestBody?.content), `${label} body`).toBeTruthy();
    }
  });

  it('marks with the bearer scheme exactly the routes that refuse an anonymous caller', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const wrong: string[] = [];
    for (const [path, operations] of Object.entries(
      doc.paths as Record<string, Record<string, { security?: unknown[] }>>,
    )) {
      for (const [method, op] of Object.entries(operations)) {
        const res = await app.inject({
          method: method.toUpperCase() as 'GET',
          url: path.replace(/\{[^}]+\}/g, '1'),
          ...(method === 'get' ? {} : { payload: {} }),
        });
        const refused = res.statusCode === 401;
        if (refused !== Boolean(op.security?.length))
          wrong.push(
            `${method.toUpperCase()} ${path}: ${res.statusCode}, security ${JSON.stringify(op.security)}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('describes the non-JSON exchanges in their own media types', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const notify = doc.paths['/api/pay/notify/{provider}'].post;
    expect(Object.keys(notify.requestBody.content)).toEqual([
      'text/xml',
      'application/x-www-form-urlencoded',
      'application/json',
    ]);
    expect(Object.keys(notify.responses['200'].content)).toEqual(['text/xml', 'text/plain']);
    expect(notify.security).toBeUndefined();
    const itinerary = doc.paths['/api/v2/itinerary/confirm'].post;
    expect(itinerary.responses['200'].content['application/pdf'].schema).toMatchObject({
      type: 'string',
      format: 'binary',
    });
  });

  it('refuses at start-up an API route without a request or a response schema', () => {
    expect(() =>
      assertRouteSchemas({ method: 'GET', url: '/api/v1/x', schema: { querystring: {} } }),
    ).toThrow('GET /api/v1/x has no response schema');
    expect(() => assertRouteSchemas({ method: 'POST', url: '/api/v1/x', schema: { response: {} } })).toThrow(
      'POST /api/v1/x has no request schema',
    );
    expect(() => assertRouteSchemas({ method: 'GET', url: '/assets/x.js' })).not.toThrow();
  });

  it('is browsable at /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});
