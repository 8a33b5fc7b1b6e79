import { type CardViewResponse, isCardExpired, isUserActionAllowed } from '@chaincard/domain'
import { AppError } from '../errors'
import { markCardDetailsShown } from '../modules/cards'
import { getUserState } from '../runtime/access/getUserState'
import { requireOwnedCard } from '../runtime/access/requireOwnedCard'
import type { AppContext } from '../runtime/appContext'

const VIEWABLE = new Set(['waiting_to_get', 'active', 'locked'])

/**
 * `GET /card/{id}/view`: how the card's number, expiry and CVV are shown, from the issuer's port. Lithic: its
 * hosted embed, a signed URL valid a few minutes that the browser loads from Lithic (our servers never see
 * the data). Sandbox: `image`, the one-time card image of `GET /card/{id}/img`. Only for an issued card that
 * is not expired or suspended, and an owner who may take cards (SPEC 5); else 409.
 */
export async function showCardView(
  ctx: AppContext,
  cardId: string,
  owner: string,
): Promise<CardViewResponse> {
  const card = await requireOwnedCard(ctx.db, cardId, owner)
  const now = ctx.clock.now()
  if (!isUserActionAllowed(await getUserState(ctx.db, owner), 'takeCard')) {
    throw new AppError('invalid_action', 'invalid action: card details are not available for this user')
  }
  if (!card.issuerCardId || !VIEWABLE.has(card.status) || isCardExpired(card, now)) {
    throw new AppError('invalid_action', 'invalid action: the card has no details to show')
  }
  const view = await ctx.issuer.getCardView(card, now)
  // The embed shows the details: the owner may now confirm they saved them (POST /card/{id}/img/confirm).
  if (view.kind === 'embed' && card.status === 'waiting_to_get')
    await markCardDetailsShown(ctx.db, card.id, now)
  return view.kind === 'embed'
    ? { kind: 'embed', url: view.url, expiresAt: view.expiresAt.toISOString() }
    : { kind: 'image' }
}
