import { WITHDRAWAL_MINIMUM_MICRO, WITHDRAWAL_STEP_MICRO } from './constants'

/**
 * Why a withdrawal cannot be asked as it is: below the minimum or not whole cents, more than the card's
 * available balance less the fee, more than what is left of the owner's daily limit, a fee other than the one
 * now charged (the owner saw another), or a card whose money is not the owner's to move (`card_state`).
 */
export const WITHDRAWAL_REFUSALS = [
  'below_minimum',
  'not_cents',
  'over_available',
  'over_daily_limit',
  'fee_changed',
  'card_state',
] as const
export type WithdrawalRefusal = (typeof WITHDRAWAL_REFUSALS)[number]

export type CheckWithdrawalParameters = {
  /** What the owner asks to receive, micro-USD. */
  amountMicro: bigint
  /** The fee the owner was shown (and signed), micro-USD. */
  quotedFeeMicro: bigint
  /** The fee the program charges now (WITHDRAWAL_FEE), micro-USD. */
  feeMicro: bigint
  /** The card's available balance (balance less open holds), micro-USD; may be negative. */
  availableMicro: bigint
  /** The owner's daily limit (WITHDRAWAL_DAILY_LIMIT), micro-USD. */
  dailyLimitMicro: bigint
  /** What the owner asked to withdraw in the window, failed withdrawals not counted, micro-USD. */
  withdrawnInWindowMicro: bigint
}

export type CheckWithdrawalResult =
  | { ok: true; amountMicro: bigint; feeMicro: bigint; totalMicro: bigint }
  | { ok: false; refusal: WithdrawalRefusal; limitMicro: bigint }

/**
 * The one rule of a withdrawal's amount (server and form): whole cents, at least the minimum, the fee the owner
 * saw, amount plus fee within the available balance, and the amount within what is left of the daily limit.
 * A refusal carries the figure it was measured against (`limitMicro`: the minimum, the most the card gives, what
 * is left of the day, the fee now charged) so the owner is told the number.
 */
export function checkWithdrawal(p: CheckWithdrawalParameters): CheckWithdrawalResult {
  if (p.amountMicro % WITHDRAWAL_STEP_MICRO !== 0n) return { ok: false, refusal: 'not_cents', limitMicro: 0n }
  if (p.amountMicro < WITHDRAWAL_MINIMUM_MICRO) {
    return { ok: false, refusal: 'below_minimum', limitMicro: WITHDRAWAL_MINIMUM_MICRO }
  }
  if (p.quotedFeeMicro !== p.feeMicro) return { ok: false, refusal: 'fee_changed', limitMicro: p.feeMicro }
  const limits = withdrawalLimits(p)
  if (p.amountMicro > limits.cardMicro) {
    return { ok: false, refusal: 'over_available', limitMicro: limits.cardMicro }
  }
  if (p.amountMicro > limits.dailyMicro) {
    return { ok: false, refusal: 'over_daily_limit', limitMicro: limits.dailyMicro }
  }
  return {
    ok: true,
    amountMicro: p.amountMicro,
    feeMicro: p.feeMicro,
    totalMicro: p.amountMicro + p.feeMicro,
  }
}

export type WithdrawalLimits = {
  /** The most the card gives now: available less the fee, in whole cents, never below 0. */
  cardMicro: bigint
  /** What is left of the owner's daily limit, never below 0. */
  dailyMicro: bigint
  /** The most one withdrawal may ask now: the lower of the two. */
  maxMicro: bigint
}

/** The most a withdrawal may ask now, and why (the card's available balance or the daily limit). */
export function withdrawalLimits(
  p: Pick<
    CheckWithdrawalParameters,
    'feeMicro' | 'availableMicro' | 'dailyLimitMicro' | 'withdrawnInWindowMicro'
  >,
): WithdrawalLimits {
  const afterFee = p.availableMicro - p.feeMicro
  const cardMicro = afterFee > 0n ? afterFee - (afterFee % WITHDRAWAL_STEP_MICRO) : 0n
  const left = p.dailyLimitMicro - p.withdrawnInWindowMicro
  const dailyMicro = left > 0n ? left : 0n
  return { cardMicro, dailyMicro, maxMicro: cardMicro < dailyMicro ? cardMicro : dailyMicro }
}

/** The card states the withdrawal rule reads. */
export type WithdrawalCardState = {
  status: string
  /** Why a locked card is locked (`user`, `negative_balance`, `issuer`, `operator`), null otherwise. */
  lockReason: string | null
  /** An operator's hold on the card's top-ups (a reorg shortfall being resolved); null when none. */
  topupHold: string | null
}

/**
 * Whether the owner may move this card's money out: an active card, or one locked by its owner or the issuer
 * (the money is still theirs). Not an order, a suspended card (support moves its money), a card an operator
 * locked, nor one whose top-ups are held while a reorg shortfall is resolved (money may still be taken back).
 */
export function canWithdrawFromCard(card: WithdrawalCardState): boolean {
  if (card.topupHold !== null) return false
  if (card.status === 'active') return true
  return card.status === 'locked' && card.lockReason !== 'operator'
}
