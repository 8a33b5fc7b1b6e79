import type { DisputeRefusal } from '../../schemas/errorDetails'

export type { DisputeRefusal }

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

/**
 * The `invalid_action` message of each refusal (for people and logs): the server sends it with the refusal in
 * `details` (`kind: 'dispute'`), which is what the web app reads.
 */
export const DISPUTE_REFUSAL_MESSAGES: Record<DisputeRefusal, string> = {
  not_settled: 'invalid action: only a settled card purchase can be disputed',
  refunded: 'invalid action: the purchase was refunded in full',
  disputed: 'invalid action: the purchase is disputed already',
  too_old: `invalid action: a purchase can be disputed within ${DISPUTE_WINDOW_DAYS} days of settling`,
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
