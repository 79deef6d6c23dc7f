import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inputProblem } from '@jc/shared';
import { AppError } from '../lib/errors';

/**
 * Every request's input is held to the shared limits (packages/shared/src/rules/input.ts) in one
 * place, so no route can forget them (docs/rules.md, "Limits on input"): nesting depth, key names
 * and text length before any schema or cache walks the input; control characters and number range
 * after the route's schema, whose own messages come first.
 */
/** The body as sent, before the schema dropped unknown fields: they are held to the limits too. */
const sentBody = Symbol('sentBody');
type WithSentBody = { [sentBody]?: unknown };

export default fp(async function inputGuard(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(AppError.badRequest('请求内容不能为空'), undefined);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return done(AppError.badRequest('请求内容不是有效的JSON'), undefined);
    }
    const problem = inputProblem(value, { shapeOnly: true });
    if (problem) return done(AppError.badRequest(problem), undefined);
    (request as WithSentBody)[sentBody] = value;
    done(null, value);
  });

  // Callback hooks rather than async ones: they run on every request, and a promise each is a
  // measurable part of a small answer's cost.
  app.addHook('preValidation', (request, _reply, done) => {
    const problem =
      inputProblem(request.query, { shapeOnly: true }) ?? inputProblem(request.params, { shapeOnly: true });
    done(problem ? AppError.badRequest(problem) : undefined);
  });
  // After the route's schema: whatever it let through (a field without its own check) is held to
  // the shared limits too.
  app.addHook('preHandler', (request, _reply, done) => {
    const problem =
      inputProblem(request.body) ??
      inputProblem((request as WithSentBody)[sentBody]) ??
      inputProblem(request.query) ??
      inputProblem(request.params);
    done(problem ? AppError.badRequest(problem) : undefined);
  });
});
