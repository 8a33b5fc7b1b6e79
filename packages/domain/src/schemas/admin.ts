// Operator routes (API.md "Operators"): `/api/admin/*` with a bearer token, no session. The token is checked by
// the server's admin hook (401 on failure), so there is no header schema here.
import { z } from 'zod'
import { AddressInput, BlockNumber, ChainId, SignedUsdAmountInput } from './common'
import { InvitationCode } from './user'

/** A root invitation code with `uses` uses (-1 = unlimited); absent leaves the server default. */
export const CreateInvitationBody = z.strictObject({
  uses: z
    .int()
    .min(-1)
    .max(1_000_000)
    .refine((uses) => uses !== 0, { message: 'must be -1 (unlimited) or at least 1' })
    .optional(),
})

export const CreateInvitationResponse = z.object({ code: InvitationCode })

export const UserAddressParams = z.object({ address: AddressInput })

/** States an operator can set (the empty state only exists for unknown wallets). */
export const SetUserStateBody = z.strictObject({ state: z.enum(['normal', 'blacklist', 'blocked']) })

/** An `adjustment` reward record: signed, non-zero; the service refuses to take the balance below zero. */
export const AdjustRewardsBody = z.strictObject({
  address: AddressInput,
  amount: SignedUsdAmountInput.refine((amount) => amount !== '0.00', { message: 'must not be zero' }),
  reason: z.string().trim().min(1).max(500),
})

/** Rescan a chain's order-currency transfers from `fromBlock`. */
export const RescanBody = z.strictObject({
  chainId: ChainId,
  fromBlock: BlockNumber,
})

export type CreateInvitationBody = z.infer<typeof CreateInvitationBody>
export type CreateInvitationResponse = z.infer<typeof CreateInvitationResponse>
export type UserAddressParams = z.infer<typeof UserAddressParams>
export type SetUserStateBody = z.infer<typeof SetUserStateBody>
export type AdjustRewardsBody = z.infer<typeof AdjustRewardsBody>
export type AdjustRewardsBodyInput = z.input<typeof AdjustRewardsBody>
export type RescanBody = z.infer<typeof RescanBody>
