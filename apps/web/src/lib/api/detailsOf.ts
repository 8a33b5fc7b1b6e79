import { type ApiErrorDetails, isApiErrorDetails } from '@chaincard/domain'
import type { ApiError } from './ApiError'

/**
 * A refusal's typed details (the domain's one union), or undefined when it has none or only of a kind this build
 * does not know: the code alone still says what happened. Checked by the domain's zod-free check, which a
 * property test holds equal to the schema the server writes with.
 */
export function detailsOf(error: ApiError): ApiErrorDetails | undefined {
  return isApiErrorDetails(error.rawDetails) ? error.rawDetails : undefined
}
