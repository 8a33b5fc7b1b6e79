import type { AuthorizationDecision } from '../decideAuthorization'
import type { ApplyOutcome } from './ApplyOutcome'

/** A decision as JSON (money as decimal strings). */
function decisionToJson(decision: AuthorizationDecision): Record<string, unknown> {
  if (!decision.approved) return { approved: false, reason: decision.reason }
  return {
    approved: true,
    ...(decision.approvedMicro !== undefined ? { approvedMicro: decision.approvedMicro.toString() } : {}),
    ...(decision.balance
      ? {
          balance: {
            balanceMicro: decision.balance.balanceMicro.toString(),
            availableMicro: decision.balance.availableMicro.toString(),
          },
        }
      : {}),
  }
}

function decisionFromJson(json: Record<string, unknown>): AuthorizationDecision {
  if (json.approved !== true) return { approved: false, reason: json.reason as never }
  const balance = json.balance as { balanceMicro: string; availableMicro: string } | undefined
  return {
    approved: true,
    ...(typeof json.approvedMicro === 'string' ? { approvedMicro: BigInt(json.approvedMicro) } : {}),
    ...(balance
      ? {
          balance: {
            balanceMicro: BigInt(balance.balanceMicro),
            availableMicro: BigInt(balance.availableMicro),
          },
        }
      : {}),
  }
}

/** The outcome as stored in `issuer_events.result` (and read back for a repeated delivery). */
export function toEventResult(outcome: ApplyOutcome): Record<string, unknown> {
  return {
    ...(outcome.decision ? { decision: decisionToJson(outcome.decision) } : {}),
    ...(outcome.authorizationId ? { authorizationId: outcome.authorizationId } : {}),
    ...(outcome.raised ? { raised: outcome.raised } : {}),
  }
}

export function fromEventResult(result: Record<string, unknown> | null): {
  decision?: AuthorizationDecision
  authorizationId?: string
} {
  if (!result) return {}
  return {
    ...(result.decision ? { decision: decisionFromJson(result.decision as Record<string, unknown>) } : {}),
    ...(typeof result.authorizationId === 'string' ? { authorizationId: result.authorizationId } : {}),
  }
}
