import { isUserActionAllowed } from '@chaincard/domain'
import type { CardRow } from '../../../db/schema/cards'
import { AppError } from '../../../errors'
import { getUserState } from '../../../runtime/access/getUserState'
import { requireOwnedCard } from '../../../runtime/access/requireOwnedCard'
import type { AppContext } from '../../../runtime/appContext'

/** The owner's card (404 for others' ids), if its owner may see 3DS challenges (as one-time codes: SPEC 5). */
export async function requireChallengeAllowed(
  ctx: AppContext,
  cardId: string,
  owner: string,
): Promise<CardRow> {
  const card = await requireOwnedCard(ctx.db, cardId, owner)
  if (!isUserActionAllowed(await getUserState(ctx.db, owner), 'otp')) {
    throw new AppError('invalid_action', 'invalid action: 3DS challenges are not available for this user', {
      details: { kind: 'user_state' },
    })
  }
  return card
}
