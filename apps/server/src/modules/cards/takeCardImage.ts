import { isUserActionAllowed } from '@chaincard/domain'
import { and, eq } from 'drizzle-orm'
import { cards } from '../../db/schema/cards'
import { AppError } from '../../errors'
import { cardImageDataUrl } from '../issuer/renderCardImage'
import type { CardsContext } from './cardsContext'
import { getUserState } from './getUserState'
import { isCardExpired } from './isCardExpired'
import { loadOwnerView } from './loadOwnerView'
import { requireOwnedCard } from './requireOwnedCard'

/**
 * `GET /card/{id}/img`: the card image (number, expiry, CVV) exactly once. The move `waiting_to_get` ->
 * `active` is a conditional update in the same transaction that reads the card data, so two concurrent
 * requests get one image and one 409 `invalid_action`; so does every later call.
 */
export async function takeCardImage(ctx: CardsContext, id: string, owner: string): Promise<{ img: string }> {
  const card = await requireOwnedCard(ctx.db, id, owner)
  const now = ctx.clock.now()
  if (!isUserActionAllowed(await getUserState(ctx.db, owner), 'takeCard')) {
    throw new AppError('invalid_action', 'invalid action: taking the card is not allowed for this user')
  }
  if (card.status !== 'waiting_to_get' || isCardExpired(card, now)) {
    throw new AppError(
      'invalid_action',
      'invalid action: the card details were already shown or are not ready',
    )
  }
  const { displayName } = await loadOwnerView(ctx.db, owner)
  return ctx.db.transaction(async (tx) => {
    const [taken] = await tx
      .update(cards)
      .set({ status: 'active', imageViewedAt: now, updatedAt: now })
      .where(and(eq(cards.id, card.id), eq(cards.status, 'waiting_to_get')))
      .returning()
    if (!taken) throw new AppError('invalid_action', 'invalid action: the card details were already shown')
    const details = await ctx.issuer.getSensitiveDetails(taken)
    return {
      img: cardImageDataUrl({ ...details, program: taken.program, holderName: displayName }),
    }
  })
}
