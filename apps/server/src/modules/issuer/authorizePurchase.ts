import { randomUUID } from 'node:crypto'
import { parseUsd } from '@chaincard/domain'
import { cardAuthorizations } from '../../db/schema/cards'
import type { CardsContext } from '../cards/cardsContext'
import { requireOwnedCard } from '../cards/requireOwnedCard'
import { approveAuthorizationInTx } from './approveAuthorizationInTx'
import { type DeclineReason, decideAuthorization } from './decideAuthorization'
import { generateOtp, OTP_TTL_MS } from './generateOtp'
import { cardDataContext } from './sealCardData'

export type AuthorizePurchaseParameters = {
  cardId: string
  owner: string
  /** USD, 2 decimals, > 0 (validated by the route schema). */
  amount: string
  merchantName: string
  threeDS: boolean
}

export type AuthorizePurchaseReturnType = {
  id: string
  status: 'approved' | 'declined' | 'challenge'
  declineReason?: DeclineReason
}

/**
 * Sandbox: a merchant asks to authorize a purchase. A card that would decline anyway (locked, expired,
 * suspended, not active, over balance) declines at once with the reason. With `threeDS`, a 6-digit code
 * valid 5 minutes is created (sealed at rest, shown by `GET /card/{id}/3ds`) and the decision waits for
 * it; otherwise the decision is made now, with the card row locked.
 */
export async function authorizePurchase(
  ctx: CardsContext,
  { cardId, owner, amount, merchantName, threeDS }: AuthorizePurchaseParameters,
): Promise<AuthorizePurchaseReturnType> {
  const card = await requireOwnedCard(ctx.db, cardId, owner)
  const amountMicro = parseUsd(amount)
  const now = ctx.clock.now()
  const id = randomUUID()
  const base = {
    id,
    cardId: card.id,
    amountMicro,
    currency: 'USD',
    merchantName,
    createdAt: now,
    updatedAt: now,
  }

  const early = decideAuthorization(card, amountMicro, now)
  if (!early.approved) {
    await ctx.db
      .insert(cardAuthorizations)
      .values({ ...base, status: 'declined', declineReason: early.reason })
    return { id, status: 'declined', declineReason: early.reason }
  }
  if (threeDS) {
    await ctx.db.insert(cardAuthorizations).values({
      ...base,
      status: 'challenge',
      otpSealed: ctx.issuer.sealer.seal(generateOtp(), cardDataContext.otp(id)),
      otpExpiresAt: new Date(now.getTime() + OTP_TTL_MS),
    })
    return { id, status: 'challenge' }
  }
  return ctx.db.transaction(async (tx) => {
    await tx.insert(cardAuthorizations).values({ ...base, status: 'challenge' })
    const outcome = await approveAuthorizationInTx(tx, base, now)
    return outcome.status === 'approved'
      ? { id, status: 'approved' }
      : { id, status: 'declined', declineReason: outcome.declineReason }
  })
}
