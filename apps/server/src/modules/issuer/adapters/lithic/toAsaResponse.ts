import type { ControlsDecline } from '@chaincard/domain'
import type { AuthorizationDecision, DeclineReason } from '../../decideAuthorization'

/** The ASA response body (`asa-response`): the decision as Lithic's result codes. */
export type AsaResponse = {
  result:
    | 'APPROVED'
    | 'INSUFFICIENT_FUNDS'
    | 'CARD_PAUSED'
    | 'UNAUTHORIZED_MERCHANT'
    | 'SUSPECTED_FRAUD'
    | 'VELOCITY_EXCEEDED'
    | 'AVS_INVALID'
  token: string
  /** A partial approval: the cents approved (less than asked). Absent for a full approval. */
  approved_amount?: number
  /** A balance inquiry's answer, in cents: the card's balance and what it can spend. */
  balance?: { amount: number; available: number }
}

const MICRO_PER_CENT = 10_000n

/** Micro-USD as whole cents, rounded down (toward minus infinity: never more than there is). */
function centsDown(micro: bigint): number {
  const cents = micro >= 0n ? micro / MICRO_PER_CENT : -((-micro + MICRO_PER_CENT - 1n) / MICRO_PER_CENT)
  return Number(cents)
}

/**
 * Lithic's result for each of our decline reasons, where it has one: short of funds, a paused (locked) card,
 * an owner blocked for abnormal activity (Lithic: for fraud rules, when no other reason fits); anything else
 * the card may not do at all (suspended, expired, not active, not ours, another currency, a negative amount)
 * is `UNAUTHORIZED_MERCHANT` (a transaction type the program does not allow).
 */
function resultOf(decision: AuthorizationDecision | undefined): AsaResponse['result'] {
  const reason: DeclineReason | undefined = decision?.approved === false ? decision.reason : undefined
  const control = decision?.approved === false ? decision.control : undefined
  if (control) return controlResultOf(control)
  switch (reason) {
    case 'insufficient_balance':
      return 'INSUFFICIENT_FUNDS'
    case 'card_locked':
      return 'CARD_PAUSED'
    case 'user_blocked':
      return 'SUSPECTED_FRAUD'
    default:
      return 'UNAUTHORIZED_MERCHANT'
  }
}

/**
 * Lithic's result for a decline by the program's policy or the owner's controls: how much or how often
 * (`VELOCITY_EXCEEDED`: the program's daily count and amounts, the owner's daily and monthly limits), the
 * address check (`AVS_INVALID`), and anything the program or the owner does not allow for this card at all
 * (a merchant code, cash, a channel, a category, a country, a merchant lock, a purchase over the owner's
 * per-purchase limit) `UNAUTHORIZED_MERCHANT`.
 */
function controlResultOf(control: ControlsDecline): AsaResponse['result'] {
  if (control.reason === 'program_policy') {
    if (control.rule === 'avs') return 'AVS_INVALID'
    return control.rule === 'blocked_mcc' || control.rule === 'cash'
      ? 'UNAUTHORIZED_MERCHANT'
      : 'VELOCITY_EXCEEDED'
  }
  return control.reason === 'over_daily_limit' || control.reason === 'over_monthly_limit'
    ? 'VELOCITY_EXCEEDED'
    : 'UNAUTHORIZED_MERCHANT'
}

/**
 * Approved (in full; in part with `approved_amount`; a balance inquiry with `balance`), or why not. No
 * decision at all (not our card) is `UNAUTHORIZED_MERCHANT`.
 */
export function toAsaResponse(decision: AuthorizationDecision | undefined, token: string): AsaResponse {
  if (!decision?.approved) return { result: resultOf(decision), token }
  return {
    result: 'APPROVED',
    token,
    ...(decision.approvedMicro !== undefined ? { approved_amount: centsDown(decision.approvedMicro) } : {}),
    ...(decision.balance
      ? {
          balance: {
            amount: centsDown(decision.balance.balanceMicro),
            available: centsDown(decision.balance.availableMicro),
          },
        }
      : {}),
  }
}
