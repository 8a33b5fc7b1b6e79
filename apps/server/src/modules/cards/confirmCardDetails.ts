import { getCardDetailsAccess } from '@chaincard/domain'
import { AppError } from '../../errors'
import { getUserState } from '../../runtime/access/getUserState'
import { requireOwnedCard } from '../../runtime/access/requireOwnedCard'
import type { AppContext } from '../../runtime/appContext'
import { activateShownCard } from './repo/activateShownCard'
import { requireFirstShowing } from './requireCardDetailsAccess'

/**
 * `POST /card/{id}/img/confirm`: the owner saved the card details, so the card becomes `active` and the
 * details are never shown again. Refused (409 `invalid_action`, nothing changes) when the card is not waiting
 * for it (already confirmed, not issued yet, expired), when its details were never shown (confirming blind
 * would lose them), or when the user state forbids taking the card. Another user's id is 404.
 */
export async function confirmCardDetails(ctx: AppContext, id: string, owner: string): Promise<void> {
  const card = await requireOwnedCard(ctx.db, id, owner)
  const now = ctx.clock.now()
  requireFirstShowing(getCardDetailsAccess(card, await getUserState(ctx.db, owner), now))
  if (card.imageViewedAt === null) {
    throw new AppError('invalid_action', 'invalid action: the card details have not been shown yet')
  }
  if (!(await activateShownCard(ctx.db, card.id, now))) {
    throw new AppError('invalid_action', 'invalid action: the card details were already confirmed')
  }
}
