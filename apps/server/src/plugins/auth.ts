import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { StaffMessages, isStaff, staffMay, type StaffRole } from '@jc/shared';
import { AppError } from '../lib/errors';
import { authenticateToken, type AuthUser } from '../modules/accounts/sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in account, set by `app.authenticate` (or `app.identify` when signed in). */
    user: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: 401 请先登录 unless a valid bearer token came with the request. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** preHandler: like authenticate, and 403 unless the account is on one of these staff posts. */
    requireStaff: (allowed: readonly StaffRole[]) => (request: FastifyRequest) => Promise<void>;
    /** preHandler: sets request.user when a valid token came, never refuses. */
    identify: (request: FastifyRequest) => Promise<void>;
  }
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
};

/** Tokens are checked against the database on every request, so any instance can serve any session. */
export default fp(async function auth(app: FastifyInstance) {
  app.decorateRequest('user', null);

  const identify = async (request: FastifyRequest) => {
    const token = bearer(request);
    request.user = token ? await authenticateToken(app.db, token) : null;
  };
  const authenticate = async (request: FastifyRequest) => {
    await identify(request);
    if (!request.user) throw AppError.unauthorized('请先登录');
  };
  app.decorate('identify', identify);
  app.decorate('authenticate', authenticate);
  app.decorate('requireStaff', (allowed: readonly StaffRole[]) => async (request: FastifyRequest) => {
    await authenticate(request);
    const role = request.user!.role;
    if (!isStaff(role)) throw AppError.forbidden(StaffMessages.staffOnly);
    if (!staffMay(role, allowed)) throw AppError.forbidden(StaffMessages.wrongPost);
  });
});

/**
 * Every route registered in this scope afterwards needs a login (or, with `{ staff }`, an account on
 * one of those staff posts; the duty manager may do every staff task): the guard runs on each
 * request, and the OpenAPI document marks the routes with the bearer scheme so that clients know.
 */
export function signedInOnly(scope: FastifyInstance, guard: { staff: readonly StaffRole[] } | null = null) {
  scope.addHook('onRequest', guard ? scope.requireStaff(guard.staff) : scope.authenticate);
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security: [{ bearer: [] }] } as typeof route.schema;
  });
}
