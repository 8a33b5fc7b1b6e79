import { AppError } from '../../../errors'
import type { AppContext } from '../../../runtime/appContext'
import { recordKycCheck } from './repo/cardholders'

/**
 * ISSUER_KYC=byo: an operator records that the program's KYC provider (KYC_PROVIDER) verified the person, with
 * the provider's reference and when the check passed (`npm run ops -- enrollment kyc-passed`). Their application
 * then tells the issuer exactly that. Not a byo program: 409. A pass in the future: 400. Answers what was recorded.
 */
export async function recordKycPass(
  ctx: AppContext,
  address: string,
  pass: { reference: string; passedAt: string },
): Promise<{ provider: string; reference: string; passedAt: string }> {
  const provider = ctx.config.enrollment?.workflow === 'byo' ? ctx.config.enrollment.kycProvider : undefined
  if (!provider) {
    throw new AppError(
      'invalid_action',
      'invalid action: this program does not bring its own KYC (ISSUER_KYC=byo)',
    )
  }
  const now = ctx.clock.now()
  const passedAt = new Date(pass.passedAt)
  if (passedAt > now) throw new AppError('validation_failed', 'passedAt: must not be in the future')
  const owner = address.toLowerCase()
  const row = await recordKycCheck(ctx.db, {
    ownerAddress: owner,
    provider,
    reference: pass.reference,
    passedAt,
    recordedAt: now,
  }).catch((error: unknown) => {
    // No such user: the foreign key refuses the row.
    if (
      String((error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code) ===
      '23503'
    )
      throw new AppError('not_found', 'not found: no such user')
    throw error
  })
  return { provider: row.provider, reference: row.reference, passedAt: row.passedAt.toISOString() }
}
