// The closed set of API error codes (API.md "Conventions"): one map from code to HTTP status, the phrase the
// message must contain (for people and logs; programs read the code and the details), and the error body schema.
import { z } from 'zod'
import { API_ERROR_STATUS } from './errorCodes'
import { ApiErrorDetails } from './errorDetails'

export { API_ERROR_PHRASE, API_ERROR_STATUS, isInvalidActionCode } from './errorCodes'

export type ApiErrorCode = keyof typeof API_ERROR_STATUS

export const API_ERROR_CODES = Object.keys(API_ERROR_STATUS) as [ApiErrorCode, ...ApiErrorCode[]]

export const ApiErrorCode = z.enum(API_ERROR_CODES)

/** Body of every non-2xx answer: the code, a sentence for people, and typed details where the code has them. */
export const ApiErrorBody = z.object({
  code: ApiErrorCode,
  message: z.string().min(1).max(1_000),
  details: ApiErrorDetails.optional(),
})

export type ApiErrorBody = z.infer<typeof ApiErrorBody>
