import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import { AppError } from './AppError'
import type { ErrorBody } from './codes'
import { toAppError } from './toAppError'

/** The single Fastify error handler: every error answer is `{ code, message }`, with `details` where typed. */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const appError = toAppError(error)
  if (!appError) {
    request.log.error({ err: error }, 'unhandled error')
    const internal = new AppError('internal')
    void reply
      .status(internal.status)
      .send({ code: internal.code, message: internal.message } satisfies ErrorBody)
    return
  }
  if (appError.status >= 500) {
    // Only the short, safe description: a cause may carry request data (RPC call data holds signatures).
    const cause = appError.cause as { name?: string; shortMessage?: string } | undefined
    request.log.warn(
      {
        code: appError.code,
        cause: cause ? `${cause.name ?? 'Error'}: ${cause.shortMessage ?? ''}` : undefined,
      },
      appError.message,
    )
  } else {
    // A refusal is an answer, not an event: the request line (JSON log) already carries its status.
    request.log.debug({ code: appError.code }, appError.message)
  }
  if (appError.retryAfterSeconds !== undefined)
    void reply.header('retry-after', String(appError.retryAfterSeconds))
  void reply.status(appError.status).send(appError.toBody())
}

export function notFoundHandler(_request: FastifyRequest, reply: FastifyReply): void {
  void reply.status(404).send({ code: 'not_found', message: 'not found' } satisfies ErrorBody)
}
