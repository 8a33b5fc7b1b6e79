import { isCancelledError } from '@tanstack/react-query'
import { activeStateQueryOptions } from '../../../lib/account/activeStateQueryOptions'
import { SignInRejectedError } from '../../../lib/api/SignInRejectedError'
import { openModal } from '../../../lib/modals/modalStore'
import { queryClient } from '../../../lib/queryClient'
import { getCachedReferralCode } from '../../../lib/referralCode'
import { signOut } from '../../../lib/session/signOut'
import { classifyInvitationError } from './classifyInvitationError'
import { redeemInvitation } from './redeemInvitation'

export type ActivationOutcome = 'active' | 'auto_activated' | 'invitation_input' | 'alert' | 'signed_out'

/**
 * SPEC section 4, account change: load the user state; an inactive user is activated with the cached
 * referral code (silently), else the InvitationInput modal opens. An auto-activation refused for
 * 'reach limit' / 'invalid code' reopens the input; any other error shows an alert that signs out on close.
 */
export async function runActivationRule(address: string): Promise<ActivationOutcome> {
  let active: boolean
  try {
    active = (await queryClient.fetchQuery(activeStateQueryOptions(address))).active
  } catch (error) {
    // A refused signature signs out, and signing out cancels this query: neither is an error to show.
    if (error instanceof SignInRejectedError || isCancelledError(error)) return 'signed_out'
    openModal({
      type: 'alert',
      titleKey: 'invitation.alert_title',
      ...(error instanceof Error ? { message: error.message } : { messageKey: 'common.system_error' }),
    })
    return 'alert'
  }
  if (active) return 'active'

  const cached = getCachedReferralCode()
  if (!cached) {
    openModal({ type: 'invitation' })
    return 'invitation_input'
  }
  try {
    await redeemInvitation({ code: cached, address, check: false })
    return 'auto_activated'
  } catch (error) {
    if (error instanceof SignInRejectedError) return 'signed_out'
    if (classifyInvitationError(error) !== 'other') {
      openModal({ type: 'invitation' })
      return 'invitation_input'
    }
    openModal({
      type: 'alert',
      titleKey: 'invitation.alert_title',
      ...(error instanceof Error ? { message: error.message } : { messageKey: 'common.system_error' }),
      onClose: () => void signOut({ remote: true }),
    })
    return 'alert'
  }
}
