import { activeStateQueryKey } from '../../../lib/account/activeStateQueryOptions'
import { queryClient } from '../../../lib/queryClient'
import { clearCachedReferralCode } from '../../../lib/referralCode'
import { activateUser } from './activateUser'
import { checkInvitation } from './checkInvitation'

export type RedeemInvitationParameters = {
  code: string
  address: string
  /** Check the code first (the modal does; auto-activation with a cached referral code does not). */
  check: boolean
}

/** Check (optionally), activate, reload the user state, then clear the cached referral code. */
export async function redeemInvitation({ code, address, check }: RedeemInvitationParameters): Promise<void> {
  if (check) await checkInvitation(code)
  await activateUser(code)
  await queryClient.invalidateQueries({ queryKey: activeStateQueryKey(address) })
  clearCachedReferralCode()
}
