import { apiPost } from '../../../lib/api/client'

export type RedeemRewardParameters = { cardId: string /** USD, 2 decimals ("10.00"). */; amount: string }

/** POST /api/card/{id}/topup/redeem: move `amount` of the reward balance onto the card. */
export function redeemReward({ cardId, amount }: RedeemRewardParameters): Promise<void> {
  return apiPost<void>(`/card/${encodeURIComponent(cardId)}/topup/redeem`, { amount })
}
