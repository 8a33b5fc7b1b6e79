import { getCardActions, isCardExpired } from '@chaincard/domain'
import { AppError } from '../../errors'
import { getUserState } from '../../runtime/access/getUserState'
import { requireOwnedCard } from '../../runtime/access/requireOwnedCard'
import type { AppContext } from '../../runtime/appContext'
import { IssuerUnavailableError } from '../../runtime/issuerErrors'
import { updateLockState } from './repo/updateLockState'
import { SANDBOX_CARD_FEATURES } from './toCardResponse'

/**
 * `POST /card/{id}/lock` and `/unlock`. Allowed exactly when the domain's card actions offer that toggle
 * (`lock` supported, active or locked, not expired or suspended, unlock permitted by the user state); a
 * card locked by a negative balance unlocks only through a top-up, one the issuer paused only at the issuer
 * (409 `card_locked_by_issuer`), one an operator locked only by an operator (409 `card_locked_by_operator`).
 * Else 409 `invalid_action`. Our card row
 * changes first (from then on our authorization decisions follow it), then the issuer is told (freeze or
 * unfreeze) outside the transaction; if the issuer does not take it, the row changes back and the answer is
 * 503 `upstream_unavailable` (safe to retry).
 */
export async function setCardLock(ctx: AppContext, id: string, owner: string, lock: boolean): Promise<void> {
  const card = await requireOwnedCard(ctx.db, id, owner)
  const now = ctx.clock.now()
  const userState = await getUserState(ctx.db, owner)
  const { lockToggle } = getCardActions({
    card: {
      status: card.status,
      expired: isCardExpired(card, now),
      topupDisabled: card.topupDisabled,
      supported: SANDBOX_CARD_FEATURES,
      productId: card.productId,
    },
    userState,
  })
  const wanted = lock ? 'lock' : 'unlock'
  if (!lockToggle || lockToggle.action !== wanted || !lockToggle.enabled) {
    throw new AppError(
      'invalid_action',
      `invalid action: the card cannot be ${lock ? 'locked' : 'unlocked'} now`,
    )
  }
  // A lock the issuer (its own pause) or an operator set is theirs to lift, never the owner's.
  if (!lock && card.status === 'locked' && card.lockReason === 'issuer') {
    throw new AppError('card_locked_by_issuer')
  }
  if (!lock && card.status === 'locked' && card.lockReason === 'operator') {
    throw new AppError('card_locked_by_operator')
  }
  if (!lock && (card.lockReason === 'negative_balance' || card.balanceMicro < 0n)) {
    throw new AppError('invalid_action', 'invalid action: the balance is negative, top up to unlock the card')
  }
  const changed = await ctx.db.transaction((tx) => updateLockState(tx, card.id, lock, now))
  if (!changed) {
    throw new AppError(
      'invalid_action',
      `invalid action: the card cannot be ${lock ? 'locked' : 'unlocked'} now`,
    )
  }
  try {
    await ctx.issuer.setCardState(card, lock ? 'PAUSED' : 'OPEN')
  } catch (error) {
    await ctx.db.transaction((tx) => updateLockState(tx, card.id, !lock, ctx.clock.now()))
    if (error instanceof IssuerUnavailableError) {
      throw new AppError(
        'upstream_unavailable',
        'upstream unavailable: the card issuer did not take the change',
        {
          cause: error,
        },
      )
    }
    throw error
  }
}
