import { type CardViewResponse, getCardDetailsAccess } from '@chaincard/domain'
import { AppError } from '../errors'
import { lockCard } from '../ledger'
import { markCardDetailsShown, recordCardReveal, requireFirstShowing } from '../modules/cards'
import { getUserState } from '../runtime/access/getUserState'
import { requireOwnedCard } from '../runtime/access/requireOwnedCard'
import type { AppContext } from '../runtime/appContext'

/**
 * `GET /card/{id}/view`: how the card's number, expiry and CVV are shown, from the issuer's port (the rule is
 * domain `getCardDetailsAccess`). Sandbox: `image`, the card image of `GET /card/{id}/img` (first showing) or
 * of `POST /card/{id}/reveal` (after it); nothing is minted. Lithic: while the card waits for its owner, a
 * single-use embed session (60 s, one frame per field) the browser loads from Lithic (our servers never see
 * the data), recorded (card, session, time) and counted in the card's hourly limit like a reveal; after the
 * first showing the embed comes only from `POST /card/{id}/reveal`, behind a signature. Else 409.
 */
export async function showCardView(
  ctx: AppContext,
  cardId: string,
  owner: string,
  sessionId: string,
): Promise<CardViewResponse> {
  const card = await requireOwnedCard(ctx.db, cardId, owner)
  const now = ctx.clock.now()
  const userState = await getUserState(ctx.db, owner)
  const access = getCardDetailsAccess(card, userState, now)
  if (!card.issuerCardId)
    throw new AppError('invalid_action', 'invalid action: the card has no details to show')
  if (ctx.issuer.cardDetails === 'image' && access === 'reveal') return { kind: 'image' }
  requireFirstShowing(access)
  if (ctx.issuer.cardDetails === 'image') return { kind: 'image' }

  await ctx.db.transaction(async (tx) => {
    const locked = await lockCard(tx, card.id)
    if (!locked) throw new AppError('not_found', 'not found: no such card')
    requireFirstShowing(getCardDetailsAccess(locked, userState, now))
    await recordCardReveal(tx, { cardId: card.id, sessionId, kind: 'first_showing', nonce: null, now })
  })
  const view = await ctx.issuer.getCardView(card, now)
  if (view.kind !== 'embed') return { kind: 'image' }
  // The embed shows the details: the owner may now confirm they saved them (POST /card/{id}/img/confirm).
  await markCardDetailsShown(ctx.db, card.id, now)
  return { kind: 'embed', frames: view.frames, expiresAt: view.expiresAt.toISOString() }
}
