// Rewards (API.md "Rewards" and `POST /card/:id/topup/redeem`).
import { z } from 'zod'
import { IsoDateTime, PositiveUsdAmountInput, paged, SignedUsdAmount, UsdAmount } from './common'

export const RewardBalanceResponse = z.object({ rewardBalance: UsdAmount })

export const RewardRecordType = z.enum(['rebate', 'referral', 'redeem', 'adjustment'])

/**
 * What a reward gave besides money: a referral gives the inviter free cards and uses of their invitation
 * code (DESIGN "Invitations"), not USD, so its `amount` is "0.00" and this says what it was.
 */
export const RewardGrant = z.object({
  freeCards: z.int().min(0).max(1_000),
  invitationUses: z.int().min(0).max(1_000),
})

/**
 * A reward movement: positive credits, negative debits (redeem, negative adjustment). `grant` is present when
 * the reward was not money (a referral).
 */
export const RewardRecord = z.object({
  at: IsoDateTime,
  type: RewardRecordType,
  amount: SignedUsdAmount,
  grant: RewardGrant.optional(),
})

export const RewardRecordListResponse = paged(RewardRecord)

/** USD amounts a reward balance can be redeemed in (`["10.00","20.00","50.00","100.00"]`). */
export const RedeemableOptionsResponse = z.object({ options: z.array(UsdAmount).max(20) })

/**
 * Redeem rewards onto a card: a USD amount > 0, normalised to 2 decimals ("10" -> "10.00") so the service can
 * compare it with the options as strings; it must be one option and at most the reward balance.
 */
export const RedeemBody = z.strictObject({ amount: PositiveUsdAmountInput })

export type RewardBalanceResponse = z.infer<typeof RewardBalanceResponse>
export type RewardRecordType = z.infer<typeof RewardRecordType>
export type RewardGrant = z.infer<typeof RewardGrant>
export type RewardRecord = z.infer<typeof RewardRecord>
export type RewardRecordListResponse = z.infer<typeof RewardRecordListResponse>
export type RedeemableOptionsResponse = z.infer<typeof RedeemableOptionsResponse>
export type RedeemBody = z.infer<typeof RedeemBody>
export type RedeemBodyInput = z.input<typeof RedeemBody>
