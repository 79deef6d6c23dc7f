import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { inputProblem } from '@jc/shared';
import { AppError } from '../lib/errors';

/**
 * Every request's input is checked against the shared limits (packages/shared/src/rules/input.ts)
 * before any route, schema or cache walks it: nesting depth, control characters, text length and
 * number range, in the JSON body, the query string and the path parameters. One place, so no
 * route can forget it (docs/rules.md, "Limits on input").
 */
export default fp(async function inputGuard(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = body as string;
    if (text.trim() === '') return done(AppError.badRequest('请求内容不能为空'), undefined);
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return done(AppError.badRequest('请求内容不是有效的JSON'), undefined);
    }
    const problem = inputProblem(value);
    if (problem) return done(AppError.badRequest(problem), undefined);
    done(null, value);
  });

  app.addHook('preValidation', async (request) => {
    const problem = inputProblem(request.query) ?? inputProblem(request.params);
    if (problem) throw AppError.badRequest(problem);
  });
});
