import { timingSafeEqual } from 'node:crypto'
import type { AuthorizationResponse } from '@chaincard/domain'
import { AppError } from '../../../../errors'
import { cardDataContext } from '../../../../runtime/cardData/sealCardData'
import { continueChallengedPurchase } from './continueChallengedPurchase'
import {
  countWrongCode,
  declineChallengedPurchase,
  findOwnedPurchase,
  settleSandboxChallenge,
} from './repo/sandboxPurchases'
import type { SandboxContext } from './SandboxContext'
import { toAuthorizationResponse } from './toAuthorizationResponse'

/** Wrong codes allowed before the challenge fails and the purchase is declined. */
const MAX_OTP_ATTEMPTS = 5

function sameCode(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

const noChallenge = () =>
  new AppError('invalid_action', 'invalid action: this authorization has no open 3DS challenge')

/**
 * Sandbox: the cardholder answers a 3DS challenge with its code. The right code within 5 minutes sends the
 * purchase's authorization request to the inbound handler, which decides it on the card as it is now. A
 * wrong or late code is 409 `invalid_action`; the fifth wrong code, or a late one, ends the purchase declined.
 */
export async function confirmOtp(
  ctx: SandboxContext,
  id: string,
  owner: string,
  otp: string,
): Promise<AuthorizationResponse> {
  const purchase = await findOwnedPurchase(ctx.db, id, owner)
  if (!purchase) throw new AppError('not_found', 'not found: no such authorization')
  const now = ctx.clock.now()
  if (purchase.status !== 'challenge' || !purchase.otpSealed || !purchase.otpExpiresAt) throw noChallenge()
  if (purchase.otpExpiresAt.getTime() <= now.getTime()) {
    await ctx.db.transaction(async (tx) => {
      await declineChallengedPurchase(tx, id, 'otp_expired', now)
      await settleSandboxChallenge(tx, id, 'declined', now)
    })
    throw new AppError('invalid_action', 'invalid action: the one-time code has expired')
  }
  const expected = ctx.sealer.open(purchase.otpSealed, cardDataContext.otp(id))
  if (!sameCode(expected, otp)) {
    await ctx.db.transaction(async (tx) => {
      const attempts = await countWrongCode(tx, id, now)
      if (attempts !== null && attempts >= MAX_OTP_ATTEMPTS) {
        await declineChallengedPurchase(tx, id, 'otp_failed', now)
        await settleSandboxChallenge(tx, id, 'declined', now)
      }
    })
    throw new AppError('invalid_action', 'invalid action: the one-time code does not match')
  }
  const decision = await continueChallengedPurchase(ctx, id, 'approve')
  if (!decision) throw noChallenge()
  return toAuthorizationResponse(id, decision)
}
