import type { FastifyRequest, FastifySchema } from 'fastify';
import type { z } from 'zod';
import { ErrorEnvelope } from '@jc/shared';
import { me, signedInRefusals, type App, type DataOf, type Refusals, type RowOf } from './own-routes';
import { ok, page } from './reply';

/** What any staff route may refuse: a bad request, no login, or a role not allowed (403). */
export const staffRefusals = { ...signedInRefusals, 403: ErrorEnvelope };

/** The validated parts of a staff call, and the staff member's account id (for the record). */
export type StaffAsked<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> = {
  staffId: number;
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
};

/** A staff route: its summary, the schemas of what it reads and answers, and what it may refuse. */
type StaffRoute<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType> = {
  summary: string;
  params?: P;
  querystring?: Q;
  body?: B;
  response: R;
  refused?: Refusals;
};

/**
 * The routes of a scope behind `signedInOnly(app, { staff })` (the back office): a route names its
 * summary and schemas and makes one service call with what was asked; the result goes out in the
 * envelope, with the refusals of the scope (or the route's own) declared beside the answer.
 */
export function staffRoutes(app: App, scope: { tags: string[]; refused?: Refusals }) {
  const { tags, refused: scopeRefused = staffRefusals } = scope;
  // Registered with a plain schema type, as in `ownRoutes`: the type provider cannot resolve a
  // generic one. The schemas validate the request, and the signatures below tie each answer to its
  // response schema.
  const register = <P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    route: StaffRoute<P, Q, B, R>,
    reply: (asked: StaffAsked<P, Q, B>) => Promise<unknown>,
  ) => {
    const { summary, response, refused = scopeRefused, ...asks } = route;
    const schema: FastifySchema = { tags, summary, ...asks, response: { 200: response, ...refused } };
    app.route({
      method,
      url,
      schema,
      handler: (request: FastifyRequest) =>
        reply({
          staffId: me(request),
          params: request.params as z.output<P>,
          query: request.query as z.output<Q>,
          body: request.body as z.output<B>,
        }),
    });
  };

  /** Answers `{ code, msg, data }`, `msg` being 成功 unless the route names another (or makes it of the call). */
  const answering =
    (method: 'GET' | 'POST' | 'PUT') =>
    <P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType, R extends z.ZodType>(
      url: string,
      route: StaffRoute<P, Q, B, R> & { msg?: string | ((asked: StaffAsked<P, Q, B>) => string) },
      answer: (asked: StaffAsked<P, Q, B>) => Promise<DataOf<R>>,
    ) => {
      const { msg, ...rest } = route;
      register(method, url, rest, async (asked) =>
        ok(await answer(asked), typeof msg === 'function' ? msg(asked) : msg),
      );
    };

  return {
    get: answering('GET'),
    post: answering('POST'),
    put: answering('PUT'),

    /** A GET answering one page `{ code, msg, rows, total }`. */
    list<Q extends z.ZodType, R extends z.ZodType>(
      url: string,
      route: { summary: string; querystring: Q; response: R },
      rows: (asked: StaffAsked<z.ZodType, Q, z.ZodType>) => Promise<{ rows: RowOf<R>[]; total: number }>,
    ) {
      register('GET', url, route, async (asked) => page(await rows(asked)));
    },
  };
}
