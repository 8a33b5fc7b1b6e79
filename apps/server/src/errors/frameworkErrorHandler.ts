import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from './AppError'
import type { ErrorBody } from './codes'

/**
 * Errors Fastify raises before routing (a malformed URL, a path parameter over the length limit) answer
 * in the API's `{ code, message }` shape like every other error, instead of Fastify's own body.
 */
export function frameworkErrorHandler(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? 'a path parameter is too long'
      : error.code === 'FST_ERR_BAD_URL'
        ? 'the URL is malformed'
        : 'the request could not be routed'
  const appError = new AppError('validation_failed', message)
  void reply
    .status(appError.status)
    .send({ code: appError.code, message: appError.message } satisfies ErrorBody)
}
