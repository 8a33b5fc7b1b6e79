import Lithic from 'lithic'
import { IssuerUnavailableError } from '../../../../runtime/issuerErrors'

/**
 * Runs one SDK call; anything it throws (a refusal with its status, a timeout, a connection error) becomes
 * `IssuerUnavailableError` naming the operation, never carrying request data (the API key, card numbers).
 */
export async function callLithic<T>(operation: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    const status = error instanceof Lithic.APIError ? error.status : undefined
    throw new IssuerUnavailableError(`card issuer: ${operation} failed${status ? ` (HTTP ${status})` : ''}`, {
      cause: error,
      status,
    })
  }
}
