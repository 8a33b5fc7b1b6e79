import { programPolicyOf } from '../../../../config'
import type { ChallengeAnswer } from '../../../../runtime/issuerPort'
import type { AuthorizationDecision } from '../../decideAuthorization'
import { applyInboundEvent } from '../../inbound/applyInboundEvent'
import { lockEventCard } from '../../inbound/repo/lockEventCard'
import {
  cardTokenOfPurchase,
  claimChallengedPurchase,
  declineChallengedPurchase,
  settleSandboxChallenge,
} from './repo/sandboxPurchases'
import type { SandboxContext } from './SandboxContext'
import { purchaseRequest } from './sandboxEvents'

/**
 * The sandbox card network after a purchase's 3DS step: approved (the right code, or the owner approved the
 * challenge), the purchase's authorization request goes to the inbound handler, which decides it on the card
 * as it is now; declined, the purchase ends declined without one. Once per purchase: a second answer finds
 * the step closed and returns null.
 */
export async function continueChallengedPurchase(
  ctx: SandboxContext,
  purchaseId: string,
  answer: ChallengeAnswer,
): Promise<AuthorizationDecision | null> {
  const now = ctx.clock.now()
  return ctx.db.transaction(async (tx) => {
    // The card's row first, as the inbound handler and the follow-ups lock it: never the purchase, then the card.
    const cardToken = await cardTokenOfPurchase(tx, purchaseId)
    if (cardToken) await lockEventCard(tx, cardToken)
    const purchase = await claimChallengedPurchase(tx, purchaseId, now)
    if (!purchase) return null
    await settleSandboxChallenge(tx, purchaseId, answer === 'approve' ? 'approved' : 'declined', now)
    if (answer === 'decline' || !purchase.cardToken) {
      // Declined by its owner in the app: the history says so, not "declined by the card issuer".
      await declineChallengedPurchase(
        tx,
        purchaseId,
        answer === 'decline' ? 'cardholder_declined' : 'otp_failed',
        now,
      )
      return { approved: false, reason: 'issuer_declined' }
    }
    const result = await applyInboundEvent(tx, purchaseRequest(purchase.cardToken, purchase), now, {
      policy: ctx.config ? programPolicyOf(ctx.config) : undefined,
    })
    return result.decision ?? { approved: false, reason: 'card_not_active' }
  })
}
