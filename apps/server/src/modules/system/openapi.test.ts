import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app';
import { buildTestApp } from '../../../test/helper';
import { assertRouteSchemas } from '../../plugins/route-schemas';

describe('OpenAPI document', () => {
  let app: App;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

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
      const success = op.responses?.['200']?.content?.['application/json']?.schema;
      expect(success, `${label} has a 200 schema`).toBeTruthy();
      if (method !== 'get')
        expect(op.requestBody?.content?.['application/json']?.schema, `${label} body`).toBeTruthy();
    }
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
