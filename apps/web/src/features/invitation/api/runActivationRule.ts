import { isCancelledError } from '@tanstack/react-query'
import { activeStateQueryOptions } from '../../../lib/account/activeStateQueryOptions'
import { errorSentenceKey, isSignInError } from '../../../lib/api/errorSentenceKey'
import { SignInRejectedError } from '../../../lib/api/SignInRejectedError'
import { openModal } from '../../../lib/modals/modalStore'
import { queryClient } from '../../../lib/queryClient'
import { getCachedReferralCode } from '../../../lib/referralCode'
import { WalletNotReadyError } from '../../../lib/wallet/walletStore'
import { classifyInvitationError } from './classifyInvitationError'
import { redeemInvitation } from './redeemInvitation'

export type ActivationOutcome = 'active' | 'auto_activated' | 'invitation_input' | 'alert' | 'signed_out'

/**
 * A failure of the activation rule, in the person's language with a next step (the server's English
 * reached people in a dialog titled "Invitation", and OK on it disconnected the wallet): a sign-in refusal is
 * titled Sign-in; Try again runs the rule again (signing in again where needed); OK only closes: the wallet
 * stays connected.
 */
function showActivationError(address: string, error: unknown): void {
  openModal({
    type: 'alert',
    titleKey: isSignInError(error) ? 'sign_in.title' : 'invitation.alert_title',
    messageKey: errorSentenceKey(error),
    action: { labelKey: 'errors.try_again', run: () => void runActivationRule(address) },
  })
}

/**
 * SPEC section 4, account change: load the user state; an inactive user is activated with the cached
 * referral code (silently), else the InvitationInput modal opens. An auto-activation refused for
 * 'reach limit' / 'invalid code' reopens the input; any other error shows its sentence with Try again.
 */
export async function runActivationRule(address: string): Promise<ActivationOutcome> {
  let active: boolean
  try {
    active = (await queryClient.fetchQuery(activeStateQueryOptions(address))).active
  } catch (error) {
    // A refused signature signs out, signing out cancels this query, and a wallet that left while sign-in
    // waited for a supported network is gone: none of them is an error to show.
    if (
      error instanceof SignInRejectedError ||
      error instanceof WalletNotReadyError ||
      isCancelledError(error)
    ) {
      return 'signed_out'
    }
    showActivationError(address, error)
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
    showActivationError(address, error)
    return 'alert'
  }
}
