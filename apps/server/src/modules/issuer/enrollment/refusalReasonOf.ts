import Lithic from 'lithic'
import type { IssuerUnavailableError } from '../../../runtime/issuerErrors'

/** Statuses that say "this application is wrong", not "try later" (a conflict, a rate limit, a timeout). */
const REFUSING = new Set([400, 422])

/**
 * The issuer's reason when it refused an application (400 or 422: it read it and said no), or null when it
 * could not be reached or asks to be tried again. The reason is the issuer's own message (e.g. "Invalid postal
 * code"), cut to 200 characters, never the request (no date of birth, no id number).
 */
export function refusalReasonOf(error: IssuerUnavailableError): string | null {
  if (error.status === undefined || !REFUSING.has(error.status)) return null
  const cause = error.cause
  const body =
    cause instanceof Lithic.APIError ? (cause.error as { message?: unknown } | undefined) : undefined
  const message = typeof body?.message === 'string' ? body.message.trim() : ''
  return (message || `the card issuer answered ${error.status}`).replace(/\s+/g, ' ').slice(0, 200)
}
