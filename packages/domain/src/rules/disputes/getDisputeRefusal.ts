/** How long after a purchase cleared its owner can dispute it: the card networks' usual 120 days. */
export const DISPUTE_WINDOW_DAYS = 120

const DAY_MS = 86_400_000

/** A purchase as a dispute of it needs it: where it got to, when it cleared, what is left of it. */
export type PurchaseToDispute = {
  /** The issuer's status of the authorization (`captured`: cleared, money left the card). */
  status: 'challenge' | 'approved' | 'declined' | 'captured' | 'reversed'
  direction: 'debit' | 'credit'
  /** When it cleared (the authorization's last change once captured). */
  clearedAt: Date
  /** Micro-USD that cleared less what the merchant refunded since. */
  disputableMicro: bigint
  /** It has a dispute already (the issuer lets a transaction be disputed once). */
  disputed: boolean
}

/** Why a purchase cannot be disputed (an `invalid_action`), or null. */
export type DisputeRefusal = 'not_settled' | 'refunded' | 'disputed' | 'too_old'

/**
 * The `invalid_action` message of each refusal (API "message contains"): the server sends it, the web app
 * reads which refusal it was by it (`disputeRefusalOf`), so the two never drift apart.
 */
export const DISPUTE_REFUSAL_MESSAGES: Record<DisputeRefusal, string> = {
  not_settled: 'invalid action: only a settled card purchase can be disputed',
  refunded: 'invalid action: the purchase was refunded in full',
  disputed: 'invalid action: the purchase is disputed already',
  too_old: `invalid action: a purchase can be disputed within ${DISPUTE_WINDOW_DAYS} days of settling`,
}

/** The refusal an `invalid_action` message names (null: another one). */
export function disputeRefusalOf(message: string): DisputeRefusal | null {
  const found = Object.entries(DISPUTE_REFUSAL_MESSAGES).find(([, text]) =>
    message.includes(text.slice('invalid action: '.length)),
  )
  return found ? (found[0] as DisputeRefusal) : null
}

/**
 * Whether the owner can report a problem with a purchase: only a cleared card purchase (a held one can still
 * change or be released, a credit has nothing to dispute), not refunded in full, not disputed already, and
 * within `DISPUTE_WINDOW_DAYS` of clearing.
 */
export function getDisputeRefusal(purchase: PurchaseToDispute, now: Date): DisputeRefusal | null {
  if (purchase.status !== 'captured' || purchase.direction !== 'debit') return 'not_settled'
  if (purchase.disputed) return 'disputed'
  if (purchase.disputableMicro <= 0n) return 'refunded'
  if (now.getTime() - purchase.clearedAt.getTime() > DISPUTE_WINDOW_DAYS * DAY_MS) return 'too_old'
  return null
}
