import { timingSafeEqual } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { cardAuthorizations } from '../../db/schema/cards'
import { AppError } from '../../errors'
import type { CardsContext } from '../cards/cardsContext'
import { approveAuthorizationInTx } from './approveAuthorizationInTx'
import type { AuthorizePurchaseReturnType } from './authorizePurchase'
import { requireOwnedAuthorization } from './requireOwnedAuthorization'
import { cardDataContext } from './sealCardData'

/** Wrong codes allowed before the challenge fails and the authorization is declined. */
export const MAX_OTP_ATTEMPTS = 5

function sameCode(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * Sandbox: the cardholder answers a 3DS challenge. The right code within 5 minutes decides the
 * authorization (approved, or declined if the card changed meanwhile). A wrong or late code is 409
 * `invalid_action`; the fifth wrong code, or a late one, ends the challenge as declined.
 */
export async function confirmOtp(
  ctx: CardsContext,
  id: string,
  owner: string,
  otp: string,
): Promise<AuthorizePurchaseReturnType> {
  const authorization = await requireOwnedAuthorization(ctx.db, id, owner)
  const now = ctx.clock.now()
  if (authorization.status !== 'challenge' || !authorization.otpSealed || !authorization.otpExpiresAt) {
    throw new AppError('invalid_action', 'invalid action: this authorization has no open 3DS challenge')
  }
  const challenge = and(eq(cardAuthorizations.id, id), eq(cardAuthorizations.status, 'challenge'))
  if (authorization.otpExpiresAt.getTime() <= now.getTime()) {
    await ctx.db
      .update(cardAuthorizations)
      .set({ status: 'declined', declineReason: 'otp_expired', otpSealed: null, updatedAt: now })
      .where(challenge)
    throw new AppError('invalid_action', 'invalid action: the one-time code has expired')
  }
  const expected = ctx.issuer.sealer.open(authorization.otpSealed, cardDataContext.otp(id))
  if (!sameCode(expected, otp)) {
    const [row] = await ctx.db
      .update(cardAuthorizations)
      .set({ otpAttempts: sql`${cardAuthorizations.otpAttempts} + 1`, updatedAt: now })
      .where(challenge)
      .returning({ attempts: cardAuthorizations.otpAttempts })
    if (row && row.attempts >= MAX_OTP_ATTEMPTS) {
      await ctx.db
        .update(cardAuthorizations)
        .set({ status: 'declined', declineReason: 'otp_failed', otpSealed: null, updatedAt: now })
        .where(challenge)
    }
    throw new AppError('invalid_action', 'invalid action: the one-time code does not match')
  }
  return ctx.db.transaction(async (tx) => {
    // Claim the challenge first: a second correct answer racing this one finds it gone.
    const [claimed] = await tx
      .update(cardAuthorizations)
      .set({ otpSealed: null, updatedAt: now })
      .where(and(challenge, sql`${cardAuthorizations.otpSealed} IS NOT NULL`))
      .returning()
    if (!claimed)
      throw new AppError('invalid_action', 'invalid action: this authorization has no open 3DS challenge')
    const outcome = await approveAuthorizationInTx(tx, claimed, now)
    return outcome.status === 'approved'
      ? { id, status: 'approved' }
      : { id, status: 'declined', declineReason: outcome.declineReason }
  })
}
