import { randomUUID } from 'node:crypto'
import {
  checkRedeemAmount,
  formatUsd,
  getTopupUpper,
  isCardTopupDisabled,
  isUserActionAllowed,
  parseUsd,
} from '@chaincard/domain'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db'
import { users } from '../../db/schema/auth'
import { cards } from '../../db/schema/cards'
import { AppError } from '../../errors'
import { postLedgerEntry } from '../../ledger'
import { getRewardBalance } from './getRewardBalance'
import { insertRewardRecord } from './insertRewardRecord'

/** Card statuses a redemption may credit: issued cards in use (an order is activated by crypto, not rewards). */
const REDEEMABLE_CARD_STATUSES = ['active', 'locked'] as const

export type RedeemRewardsParameters = {
  cardId: string
  /** The signed-in user (any case). */
  owner: string
  /** USD with 2 decimals: any amount from 0.01 up to the reward balance. */
  amount: string
  now: Date
}

export type RedeemRewardsReturnType = { amountMicro: bigint; ref: string }

/**
 * `POST /card/{id}/topup/redeem`: debits `amount` from the reward balance (a negative `redeem` record) and
 * credits it to the card's pending top-up (a `redeem` ledger row), in one transaction. The user's row is
 * locked first (FOR NO KEY UPDATE: the same row operators' adjustments lock, and compatible with the key
 * share a settlement's rebate insert takes), so two redemptions, or a redemption and an adjustment, run one
 * after the other and the second sees the first's debit: the balance can never be overdrawn. Then the card
 * row is locked (as credits and settlements do).
 *
 * Any amount of whole cents from 0.01 up to the reward balance may be redeemed (the fixed options 10,
 * 20, 50 and 100 stranded the rest of a balance; they stay as quick picks). Refusals, in this order, change
 * nothing: below 0.01 (400 `validation_failed`); a user state that forbids redeeming (409 `invalid_action`); not
 * the caller's card (404); a card that may not top up (its flag, expired, suspended: 409 `topup_disabled`); not
 * active or locked (409 `invalid_action`); above the room under the card's maximum balance (409
 * `over_card_maximum`) or above the reward balance (409 `insufficient_rewards`).
 */
export async function redeemRewards(
  db: Db,
  { cardId, owner, amount, now }: RedeemRewardsParameters,
): Promise<RedeemRewardsReturnType> {
  const address = owner.toLowerCase()
  const amountMicro = parseUsd(amount)
  // The amount alone (the schema keeps it to whole cents): below the minimum is a bad request.
  if (checkRedeemAmount({ amount: amountMicro, rewardBalance: amountMicro, room: null }) !== null) {
    throw new AppError('validation_failed', 'amount must be at least 0.01 USD in whole cents')
  }
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ state: users.state })
      .from(users)
      .where(eq(users.address, address))
      .for('no key update')
    if (!user) throw new AppError('not_found', 'not found: no such card')
    if (!isUserActionAllowed(user.state, 'topupWithReward')) {
      throw new AppError('invalid_action', 'invalid action: redeeming rewards is not allowed for this user')
    }
    const [card] = await tx
      .select({
        status: cards.status,
        topupDisabled: cards.topupDisabled,
        topupHold: cards.topupHold,
        expiresAt: cards.expiresAt,
        balanceMicro: cards.balanceMicro,
        pendingMicro: cards.pendingMicro,
        balanceUpperMicro: cards.balanceUpperMicro,
      })
      .from(cards)
      .where(and(eq(cards.id, cardId), eq(cards.ownerAddress, address)))
      .for('update')
    if (!card) throw new AppError('not_found', 'not found: no such card')
    // The card's own refusal only: the user state was checked above for top-ups with rewards, which a
    // blacklisted user may still do (SPEC section 5: blacklist disables crypto top-ups only).
    if (isCardTopupDisabled(card, now)) {
      throw new AppError('topup_disabled', 'top-up disabled for this card')
    }
    if (!(REDEEMABLE_CARD_STATUSES as readonly string[]).includes(card.status)) {
      throw new AppError(
        'invalid_action',
        'invalid action: only an active card can be topped up with rewards',
      )
    }
    const room = getTopupUpper({
      balanceUpper: card.balanceUpperMicro,
      balance: card.balanceMicro,
      pendingTopup: card.pendingMicro,
    })
    if (room !== null && amountMicro > room) {
      throw new AppError(
        'over_card_maximum',
        `invalid action: the card can take at most ${formatUsd(room, 'down')} more`,
      )
    }
    const balance = await getRewardBalance(tx, address)
    if (checkRedeemAmount({ amount: amountMicro, rewardBalance: balance, room }) === 'insufficient_rewards') {
      throw new AppError(
        'insufficient_rewards',
        `invalid action: the reward balance ${formatUsd(balance > 0n ? balance : 0n, 'down')} is below ${amount}`,
      )
    }
    const ref = `redeem:${randomUUID()}`
    await insertRewardRecord(tx, {
      address,
      type: 'redeem',
      amountMicro: -amountMicro,
      ref,
      meta: { cardId },
      at: now,
    })
    await postLedgerEntry(tx, {
      cardId,
      kind: 'redeem',
      pendingDelta: amountMicro,
      balanceDelta: 0n,
      ref,
      meta: { reward: ref },
      at: now,
    })
    return { amountMicro, ref }
  })
}
