import {
  checkExcessMove,
  type ExcessRefund,
  getExcessSourceRefusal,
  isCardExpired,
  isUserActionAllowed,
  parseUsd,
} from '@chaincard/domain'
import type { Db } from '../../db'
import { AppError } from '../../errors'
import { lockCard, takePendingExcess } from '../../ledger'
import { getUserState } from '../../runtime/access'
import { findExcessRefund, insertExcessRefund, toExcessRefund } from '../../runtime/operatorQueue'
import { computeExcess } from './computeExcess'
import { refuseExcessMove } from './refuseExcessMove'

export type RequestExcessRefundParameters = {
  db: Db
  owner: string
  cardId: string
  amount: string | undefined
  key: string
  now: Date
  settlementDelayMs: number
}

/**
 * `POST /api/card/{id}/pending-topup/refund`: the owner asks for money over the card's maximum back.
 * Under the card's row lock: a key already used for this card answers that request (the same key for another
 * amount is 409 `idempotency_conflict`); then the caller's card (404), a user state that may top up with
 * rewards, a card support is not on, and the amount against the movable excess. The amount leaves the pending
 * top-up at once (takePendingExcess, ref `excess_refund:<exception>`: it can no longer settle or be moved) and
 * waits as an open `excess_refund` exception (UNIQUE per card and key) until an operator sends it back
 * (`ops exceptions resolve <id> refunded`) or puts it back on the card (`credit`).
 */
export async function requestExcessRefund(p: RequestExcessRefundParameters): Promise<ExcessRefund> {
  return p.db.transaction(async (tx) => {
    const card = await lockCard(tx, p.cardId)
    if (!card || card.ownerAddress !== p.owner) throw new AppError('not_found', 'not found: no such card')
    const earlier = await findExcessRefund(tx, card.id, p.key)
    if (earlier) {
      if (p.amount !== undefined && earlier.amountMicro !== parseUsd(p.amount)) {
        throw new AppError('idempotency_conflict', 'invalid action: this key was used for another refund')
      }
      return toExcessRefund(earlier)
    }
    if (!isUserActionAllowed(await getUserState(tx, p.owner), 'topupWithReward')) {
      throw new AppError('invalid_action', 'invalid action: refunds are not available for this user', {
        details: { kind: 'user_state' },
      })
    }
    const state = {
      status: card.status,
      expired: isCardExpired(card, p.now),
      topupDisabled: card.topupDisabled,
      topupHold: card.topupHold,
    }
    if (getExcessSourceRefusal(state)) {
      throw new AppError(
        'invalid_action',
        "invalid action: support moves this card's money; please contact support",
      )
    }
    const { view } = await computeExcess(tx, card, p)
    const checked = checkExcessMove({
      amount: p.amount === undefined ? null : parseUsd(p.amount),
      movable: view.movableMicro,
      targetRoom: null,
    })
    if (!checked.ok) throw refuseExcessMove(checked.refusal, { movableMicro: view.movableMicro })
    const row = await insertExcessRefund(tx, {
      cardId: card.id,
      key: p.key,
      owner: p.owner,
      amountMicro: checked.amount,
      now: p.now,
    })
    if (!row) throw new Error('excess refund: the key was taken under the card lock')
    await takePendingExcess(tx, {
      cardId: card.id,
      amountMicro: checked.amount,
      ref: `excess_refund:${row.id}`,
      meta: { exception: row.id, owner: p.owner },
      at: p.now,
    })
    return toExcessRefund(row)
  })
}
