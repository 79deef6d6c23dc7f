import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ResultCode } from '@jc/shared';
import { AppError } from '../lib/errors';

/** Fastify's own client errors, in words a passenger can read. */
const FRAMEWORK_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: '请求内容不是有效的JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: '请求内容不能为空',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: '不支持的请求内容类型',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: '请求内容长度不正确',
  FST_ERR_CTP_BODY_TOO_LARGE: '请求内容过大',
  FST_ERR_VALIDATION: '请求参数不正确',
  // The router's own refusals, before any route is found (see frameworkErrors below).
  FST_ERR_BAD_URL: '请求地址无效',
  FST_ERR_MAX_PARAM_LENGTH: '请求地址过长',
};

/**
 * Fastify's `frameworkErrors` option: the router answers a malformed or over-long path parameter
 * itself, before any route or error handler, in English unless given this.
 */
export function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  return reply.status(status).send({ code: status, msg: FRAMEWORK_MESSAGES[error.code] ?? '请求不正确' });
}

const PART_NAMES: Record<string, string> = {
  body: '请求内容',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

/**
 * The one place failures become envelopes: validation → 400 with the first problem in Chinese,
 * AppError → its own code, anything unexpected → 500 with no detail (the log has the stack).
 */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send({ code: error.code, msg: error.message });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const part = PART_NAMES[error.validationContext ?? ''] ?? '请求';
      const field = first?.instancePath?.replace(/^\//, '').replace(/\//g, '.');
      const message = first?.message ?? '格式不正确';
      return reply.status(400).send({
        code: ResultCode.BadRequest,
        msg: field ? `${part}字段 ${field}：${message}` : `${part}：${message}`,
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, cause: error.cause }, 'response failed its schema');
      return reply.status(500).send({ code: ResultCode.Internal, msg: '服务器开小差了，请稍后再试' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const msg =
        FRAMEWORK_MESSAGES[error.code] ?? (status === 429 ? '操作过于频繁，请稍后再试' : '请求不正确');
      return reply.status(status).send({ code: status, msg });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ code: ResultCode.Internal, msg: '服务器开小差了，请稍后再试' });
  });
});
