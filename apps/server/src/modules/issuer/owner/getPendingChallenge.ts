import { type CardChallengeResponse, formatDecimal } from '@chaincard/domain'
import type { AppContext } from '../../../runtime/appContext'
import { findPendingChallenge } from './repo/challenges'
import { requireChallengeAllowed } from './requireChallengeAllowed'

/**
 * `GET /card/{id}/challenge`: the newest pending, unexpired 3DS challenge of the card ("Approve 42.00 USD at
 * ACME?" until `expiresAt`), or `"OK"` when there is none. The amount is the merchant's, in its currency.
 */
export async function getPendingChallenge(
  ctx: AppContext,
  cardId: string,
  owner: string,
): Promise<CardChallengeResponse> {
  const card = await requireChallengeAllowed(ctx, cardId, owner)
  const challenge = await findPendingChallenge(ctx.db, card.id, ctx.clock.now())
  if (!challenge) return 'OK'
  return {
    id: challenge.id,
    merchantName: challenge.merchantName,
    amount: formatDecimal(challenge.amountMinor, challenge.currencyExponent, {
      minFractionDigits: challenge.currencyExponent,
    }),
    currency: challenge.currency,
    expiresAt: challenge.expiresAt.toISOString(),
  }
}
