import { formatUsd, isUserActionAllowed, type ThreeDsResponse } from '@chaincard/domain'
import { and, desc, eq, gt, isNotNull } from 'drizzle-orm'
import { cardAuthorizations } from '../../db/schema/cards'
import { AppError } from '../../errors'
import { getUserState } from '../../runtime/access/getUserState'
import { requireOwnedCard } from '../../runtime/access/requireOwnedCard'
import type { AppContext } from '../../runtime/appContext'
import { cardDataContext } from '../../runtime/cardData/sealCardData'

/** `GET /card/{id}/3ds`: the newest unexpired 3DS challenge of the card, or `"OK"` when there is none. */
export async function getThreeDs(ctx: AppContext, id: string, owner: string): Promise<ThreeDsResponse> {
  const card = await requireOwnedCard(ctx.db, id, owner)
  if (!isUserActionAllowed(await getUserState(ctx.db, owner), 'otp')) {
    throw new AppError('invalid_action', 'invalid action: one-time codes are not available for this user', {
      details: { kind: 'user_state' },
    })
  }
  const now = ctx.clock.now()
  const [challenge] = await ctx.db
    .select()
    .from(cardAuthorizations)
    .where(
      and(
        eq(cardAuthorizations.cardId, card.id),
        eq(cardAuthorizations.status, 'challenge'),
        isNotNull(cardAuthorizations.otpSealed),
        gt(cardAuthorizations.otpExpiresAt, now),
      ),
    )
    .orderBy(desc(cardAuthorizations.seq))
    .limit(1)
  if (!challenge?.otpSealed) return 'OK'
  return {
    otp: ctx.sealer.open(challenge.otpSealed, cardDataContext.otp(challenge.id)),
    merchantName: challenge.merchantName,
    currency: challenge.currency,
    amount: formatUsd(challenge.amountMicro, 'up'),
  }
}
