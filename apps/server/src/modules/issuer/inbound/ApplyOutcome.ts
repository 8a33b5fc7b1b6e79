import type { IssuerEventStatus } from '../../../db/schema/issuer'
import type { AuthorizationDecision } from '../decideAuthorization'

/** What applying one event to its card did (stored as the event's result). */
export type ApplyOutcome = {
  status: IssuerEventStatus
  decision?: AuthorizationDecision | undefined
  authorizationId?: string | undefined
  /** The event's result was written with the outcome's own rows (no separate finishing statement). */
  finished?: boolean | undefined
}
