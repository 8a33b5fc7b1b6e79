import {
  checkExcessMove,
  type ExcessTransfer,
  formatUsd,
  getExcessSourceRefusal,
  getExcessTargetRefusal,
  getTopupUpper,
  isCardExpired,
  isUserActionAllowed,
  parseUsd,
} from '@chaincard/domain'
import type { Db } from '../../db'
import { AppError } from '../../errors'
import { findLedgerEntry, type LockedPairCard, lockCardPair, transferPending } from '../../ledger'
import { getUserState } from '../../runtime/access'
import { computeExcess } from './computeExcess'
import { refuseExcessMove } from './refuseExcessMove'

export type TransferExcessParameters = {
  db: Db
  /** The signed-in owner, lowercase. */
  owner: string
  fromCardId: string
  toCardId: string
  /** USD with 2 decimals, or undefined: all that can move (capped by the target's room). */
  amount: string | undefined
  /** The client's key for this one transfer. */
  key: string
  now: Date
  settlementDelayMs: number
}

const stateOf = (card: LockedPairCard, now: Date) => ({
  status: card.status,
  expired: isCardExpired(card, now),
  topupDisabled: card.topupDisabled,
  topupHold: card.topupHold,
})

/**
 * `POST /api/card/{id}/pending-topup/transfer`: moves money over a card's maximum to another card of
 * the same owner, exactly once. Under both cards' row locks (taken in id order), it answers a key already used
 * for this card with that transfer (moving nothing again; the same key for another target or amount is 409
 * `idempotency_conflict`), then checks: both cards the caller's (404 otherwise, the same for unknown ids), a user
 * state that may top up with rewards, a source support is not on, a target that is issued and may take top-ups,
 * and the amount against the source's movable excess and the target's room (domain checkExcessMove); then one
 * ledger transfer (transferPending, refs `transfer:<card>:<key>:out|in`, UNIQUE). Whatever is refused changes
 * nothing.
 */
export async function transferExcess(p: TransferExcessParameters): Promise<ExcessTransfer> {
  if (p.fromCardId === p.toCardId) {
    throw new AppError('invalid_action', 'invalid action: choose another card to move the money to')
  }
  const ref = `transfer:${p.fromCardId}:${p.key}`
  return p.db.transaction(async (tx) => {
    const pair = await lockCardPair(tx, p.fromCardId, p.toCardId)
    const from = pair.get(p.fromCardId)
    const to = pair.get(p.toCardId)
    if (!from || from.ownerAddress !== p.owner || !to || to.ownerAddress !== p.owner) {
      throw new AppError('not_found', 'not found: no such card')
    }
    const earlier = await findLedgerEntry(tx, `${ref}:out`)
    if (earlier) {
      const meta = earlier.meta ?? {}
      if (meta.toCardId !== p.toCardId || (p.amount !== undefined && meta.requested !== p.amount)) {
        throw new AppError('idempotency_conflict', 'invalid action: this key was used for another transfer')
      }
      return {
        key: p.key,
        fromCardId: p.fromCardId,
        toCardId: p.toCardId,
        amount: formatUsd(-earlier.pendingDelta, 'down'),
        at: earlier.createdAt.toISOString(),
      }
    }
    if (!isUserActionAllowed(await getUserState(tx, p.owner), 'topupWithReward')) {
      throw new AppError(
        'invalid_action',
        'invalid action: moving money between cards is not allowed for this user',
      )
    }
    if (getExcessSourceRefusal(stateOf(from, p.now))) {
      throw new AppError(
        'invalid_action',
        "invalid action: support moves this card's money; please contact support",
      )
    }
    const target = getExcessTargetRefusal(stateOf(to, p.now))
    if (target === 'topup_disabled')
      throw new AppError('topup_disabled', 'top-up disabled for the target card')
    if (target === 'not_issued') {
      throw new AppError('invalid_action', 'invalid action: the target card is not issued yet')
    }
    const { view } = await computeExcess(tx, from, p)
    const targetRoom = getTopupUpper({
      balanceUpper: to.balanceUpperMicro,
      balance: to.balanceMicro,
      pendingTopup: to.pendingMicro,
    })
    const checked = checkExcessMove({
      amount: p.amount === undefined ? null : parseUsd(p.amount),
      movable: view.movableMicro,
      targetRoom,
    })
    if (!checked.ok) {
      throw refuseExcessMove(checked.refusal, {
        movableMicro: view.movableMicro,
        targetRoomMicro: targetRoom,
      })
    }
    const last4 = from.panLast4 ? ` ending ${from.panLast4}` : ''
    await transferPending(tx, {
      fromCardId: p.fromCardId,
      toCardId: p.toCardId,
      amountMicro: checked.amount,
      ref,
      meta: { transfer: p.key, requested: p.amount ?? null, owner: p.owner },
      description: `Moved from card${last4}`,
      at: p.now,
    })
    return {
      key: p.key,
      fromCardId: p.fromCardId,
      toCardId: p.toCardId,
      amount: formatUsd(checked.amount, 'down'),
      at: p.now.toISOString(),
    }
  })
}
