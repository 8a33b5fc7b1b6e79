import type { IssuerEventStatus } from '../../../db/schema/issuer'
import type { AuthorizationDecision } from '../decideAuthorization'
import type { RaisedEvent } from './InboundEvent'

/** What applying one event to its card did (stored as the event's result). */
export type ApplyOutcome = {
  status: IssuerEventStatus
  decision?: AuthorizationDecision | undefined
  authorizationId?: string | undefined
  /** The event created its authorization (or took it out of its 3DS challenge): parked events may follow. */
  created?: boolean | undefined
  /** Raised as an exception instead of applied. */
  raised?: RaisedEvent | undefined
  /** The event's result was written with the outcome's own rows (no separate finishing statement). */
  finished?: boolean | undefined
}
