import { type CardImageResponse, formatExpiry, getCardDetailsAccess } from '@chaincard/domain'
import { AppError } from '../errors'
import { markCardDetailsShown, requireFirstShowing } from '../modules/cards'
import { cardImageDataUrl, getBoundGateway } from '../modules/issuer'
import { getUserState } from '../runtime/access/getUserState'
import { loadOwnerView } from '../runtime/access/loadOwnerView'
import { requireOwnedCard } from '../runtime/access/requireOwnedCard'
import type { AppContext } from '../runtime/appContext'

/**
 * `GET /card/{id}/img`: the card details (picture, number, expiry, CVV) for as long as the card waits for its
 * owner to confirm they saved them (`waiting_to_get`); the same details on every call until then. Only the
 * sandbox issuer has such an image: a hosted-view issuer's (Lithic) card answers 409 naming `/view`. Closing
 * the dialog, a reload or a lost connection change nothing: only `POST /card/{id}/img/confirm` activates the
 * card, and after that every call is 409 `invalid_action`. The answer is never logged or cached.
 */
export async function getCardDetails(ctx: AppContext, id: string, owner: string): Promise<CardImageResponse> {
  const card = await requireOwnedCard(ctx.db, id, owner)
  const gateway = getBoundGateway(ctx.db)
  // A hosted-view issuer never lets the card's number reach us: there is no image to give, only its embed.
  if (gateway.cardDetails === 'hosted_view') {
    throw new AppError(
      'invalid_action',
      `invalid action: this card's details are shown only in the issuer's hosted view: GET /api/card/${card.id}/view`,
    )
  }
  const now = ctx.clock.now()
  requireFirstShowing(getCardDetailsAccess(card, await getUserState(ctx.db, owner), now))
  const { displayName } = await loadOwnerView(ctx.db, owner)
  const details = await gateway.getSensitiveDetails(card)
  if (!(await markCardDetailsShown(ctx.db, card.id, now))) {
    throw new AppError('invalid_action', 'invalid action: the card details were already confirmed')
  }
  return {
    img: cardImageDataUrl({ ...details, program: card.program, holderName: displayName }),
    number: details.pan,
    expiry: formatExpiry(details.expiresAt),
    cvv: details.cvv,
  }
}
