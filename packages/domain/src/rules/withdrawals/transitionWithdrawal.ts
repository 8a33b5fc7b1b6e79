/**
 * A withdrawal's life: `requested` (the money has left the card, waiting for its payout), `sending` (a payout
 * transaction is known: the sandbox sent it, waiting for its confirmations), `paid` (the payout verified on
 * chain), `failed` (an operator gave up, or the payout reverted: the money went back to the card once).
 */
export const WITHDRAWAL_STATUSES = ['requested', 'sending', 'paid', 'failed'] as const
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number]

/** What happens to a withdrawal: a payout sent (not yet final), a payout verified, a failure. */
export type WithdrawalAction = 'send' | 'pay' | 'fail'

export type WithdrawalTransition =
  | { ok: true; status: WithdrawalStatus; returnsMoney: boolean }
  | { ok: false; status: WithdrawalStatus }

const NEXT: Record<WithdrawalStatus, Partial<Record<WithdrawalAction, WithdrawalStatus>>> = {
  requested: { send: 'sending', pay: 'paid', fail: 'failed' },
  sending: { pay: 'paid', fail: 'failed' },
  paid: {},
  failed: {},
}

/**
 * The state machine, one pure function: which status an action leads to, and whether the card gets its money
 * back (a failure, only ever from an open withdrawal, so at most once). `paid` and `failed` are final: an action
 * on them is refused and names the status the withdrawal is in.
 */
export function transitionWithdrawal(
  status: WithdrawalStatus,
  action: WithdrawalAction,
): WithdrawalTransition {
  const next = NEXT[status][action]
  if (!next) return { ok: false, status }
  return { ok: true, status: next, returnsMoney: next === 'failed' }
}

/**
 * The statuses in which a withdrawal is open: its amount and fee have left the card and are neither paid out
 * nor back on it, so the program still owes them to the owner (the proof of reserves counts them in the owner's
 * liability). Exactly the statuses from which a failure gives the money back (`transitionWithdrawal`): `paid`
 * has been paid out, `failed` is card balance again.
 */
export const OPEN_WITHDRAWAL_STATUSES = [
  'requested',
  'sending',
] as const satisfies readonly WithdrawalStatus[]
export type OpenWithdrawalStatus = (typeof OPEN_WITHDRAWAL_STATUSES)[number]

/** True while a withdrawal waits for its payout (it counts towards the limit and can still fail). */
export function isWithdrawalOpen(status: WithdrawalStatus): status is OpenWithdrawalStatus {
  return (OPEN_WITHDRAWAL_STATUSES as readonly WithdrawalStatus[]).includes(status)
}
