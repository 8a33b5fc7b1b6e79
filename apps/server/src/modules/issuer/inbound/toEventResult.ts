import type { AuthorizationDecision } from '../decideAuthorization'
import type { ApplyOutcome } from './ApplyOutcome'

/** The outcome as stored in `issuer_events.result` (and read back for a repeated delivery). */
export function toEventResult(outcome: ApplyOutcome): Record<string, unknown> {
  return {
    ...(outcome.decision ? { decision: outcome.decision } : {}),
    ...(outcome.authorizationId ? { authorizationId: outcome.authorizationId } : {}),
  }
}

export function fromEventResult(result: Record<string, unknown> | null): {
  decision?: AuthorizationDecision
  authorizationId?: string
} {
  if (!result) return {}
  return {
    ...(result.decision ? { decision: result.decision as AuthorizationDecision } : {}),
    ...(typeof result.authorizationId === 'string' ? { authorizationId: result.authorizationId } : {}),
  }
}
