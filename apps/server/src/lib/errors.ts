import { ResultCode, httpStatusOf } from '@jc/shared';

/** A failure a passenger can act on: a business code and a Chinese message. */
export class AppError extends Error {
  readonly code: number;
  readonly statusCode: number;

  constructor(code: number, msg: string, statusCode = httpStatusOf(code)) {
    super(msg);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = statusCode;
  }

  static badRequest = (msg: string) => new AppError(ResultCode.BadRequest, msg);
  static unauthorized = (msg = '请先登录') => new AppError(ResultCode.Unauthorized, msg);
  static forbidden = (msg = '无权进行此操作') => new AppError(ResultCode.Forbidden, msg);
  static notFound = (msg = '请求的内容不存在') => new AppError(ResultCode.NotFound, msg);
  static conflict = (msg: string) => new AppError(ResultCode.Conflict, msg);
  static tooMany = (msg = '操作过于频繁，请稍后再试') => new AppError(ResultCode.TooManyRequests, msg);
}
