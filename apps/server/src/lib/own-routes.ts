import type { FastifyRequest, FastifySchema } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ErrorEnvelope } from '@jc/shared';
import { ok, page } from './reply';

export type App = Parameters<FastifyPluginAsyncZod>[0];
export type Refusals = Record<number, typeof ErrorEnvelope>;
/** The `data` of a route's answer schema, and the row of a paged one's. */
export type DataOf<R extends z.ZodType> = z.output<R> extends { data: infer D } ? D : never;
export type RowOf<R extends z.ZodType> = z.output<R> extends { rows: (infer T)[] } ? T : never;

/** The signed-in caller (`signedInOnly` answers 401 before a route runs without one). */
export const me = (request: { user: { id: number } | null }) => request.user!.id;

/**
 * What any signed-in route may refuse: a bad body, or no login. A paged list refuses nothing else;
 * a scope whose calls refuse more names its own.
 */
export const signedInRefusals = { 400: ErrorEnvelope, 401: ErrorEnvelope };

/**
 * What a call about one of the caller's own things may refuse besides: unknown or another's (404,
 * never 403, so that it does not tell another's exists), or not in a state for it (409).
 */
export const ownThingRefusals = { ...signedInRefusals, 404: ErrorEnvelope, 409: ErrorEnvelope };

/**
 * The POST routes of a scope behind `signedInOnly` where callers ask about their own things: a route
 * names its summary and schemas and makes one service call with the caller's account id and the
 * validated body; the result goes out in the envelope.
 */
export function ownRoutes(app: App, scope: { tags: string[]; refused?: Refusals }) {
  const { tags, refused: scopeRefused = signedInRefusals } = scope;
  // Registered with a plain schema type: the type provider cannot resolve a generic one. The schemas
  // validate the body, and the signatures below tie each answer to its response schema.
  const register = (
    url: string,
    schema: FastifySchema,
    handler: (request: FastifyRequest) => Promise<unknown>,
  ) => app.post(url, { schema }, handler);

  return {
    /** Answers `{ code, msg, data }`, `msg` being 成功 unless the route names another. */
    post<B extends z.ZodType, R extends z.ZodType>(
      url: string,
      route: { summary: string; body: B; response: R; refused?: Refusals; msg?: string },
      answer: (userId: number, body: z.output<B>) => Promise<DataOf<R>>,
    ) {
      const { summary, body, response, refused = scopeRefused, msg } = route;
      register(url, { tags, summary, body, response: { 200: response, ...refused } }, async (request) =>
        ok(await answer(me(request), request.body as z.output<B>), msg),
      );
    },

    /** Answers one page `{ code, msg, rows, total }`. */
    list<B extends z.ZodType, R extends z.ZodType>(
      url: string,
      route: { summary: string; body: B; response: R },
      rows: (userId: number, body: z.output<B>) => Promise<{ rows: RowOf<R>[]; total: number }>,
    ) {
      const { summary, body, response } = route;
      register(
        url,
        { tags, summary, body, response: { 200: response, ...signedInRefusals } },
        async (request) => page(await rows(me(request), request.body as z.output<B>)),
      );
    },
  };
}
