import type { FastifyError } from 'fastify'
import { isResponseSerializationError } from 'fastify-type-provider-zod'
import { AppError } from './AppError'
import { describeValidation } from './describeValidation'

/**
 * Maps anything thrown while handling a request to the AppError the client receives, or undefined
 * for an unexpected error (a bug: answered 500 `internal`).
 */
export function toAppError(error: unknown): AppError | undefined {
  if (error instanceof AppError) return error
  if (typeof error !== 'object' || error === null) return undefined
  if (isResponseSerializationError(error as never) && 'cause' in error) return undefined
  const e = error as Partial<FastifyError> & { status?: number; type?: string }
  if (Array.isArray(e.validation) && e.validation.length > 0) {
    const field = e.validation[0]!.instancePath.split('/').filter(Boolean).join('.')
    return new AppError('validation_failed', describeValidation(e.validationContext, e.validation), {
      cause: error,
      ...(field ? { field: field.slice(0, 200) } : {}),
    })
  }
  switch (e.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new AppError('validation_failed', 'body too large', { status: 413, cause: error })
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new AppError('validation_failed', 'unsupported media type: send application/json', {
        status: 415,
        cause: error,
      })
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new AppError('validation_failed', 'body: empty JSON body', { cause: error })
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new AppError('validation_failed', 'body: malformed JSON', { cause: error })
  }
  const status = e.statusCode ?? e.status
  if (error instanceof SyntaxError && status === 400) {
    return new AppError('validation_failed', 'body: malformed JSON', { cause: error })
  }
  if (status === 429) return new AppError('rate_limited', undefined, { cause: error })
  if (status === 404) return new AppError('not_found', undefined, { cause: error })
  if (
    typeof status === 'number' &&
    status >= 400 &&
    status < 500 &&
    typeof e.code === 'string' &&
    e.code.startsWith('FST_')
  ) {
    // Fastify's own request errors (bad content length, bad URL...): their messages carry no internals.
    return new AppError('validation_failed', `request: ${e.message ?? 'bad request'}`, { cause: error })
  }
  return undefined
}
