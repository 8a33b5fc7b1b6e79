import type { CardholderStatus } from '@chaincard/domain'
import type { Executor } from '../../../db'
import { findCardholderByIssuerToken, updateCardholder } from './repo/cardholders'

/**
 * The issuer's word on an account holder (Lithic `account_holder.created` / `.verification`, the sandbox's
 * review), mirrored onto the enrollment it names. `created` carries the first review only: a pending status
 * from it never replaces a decision (accepted, rejected) an event that overtook it brought. Returns whether the
 * enrollment is ours (an account holder we never enrolled is acknowledged and ignored).
 */
export async function mirrorCardholderStatus(
  tx: Executor,
  update: {
    issuer: string
    accountHolderToken: string
    status: Exclude<CardholderStatus, 'enrolling'>
    reasons: string[]
    /** The issuer's first review (`account_holder.created`). */
    first: boolean
    now: Date
  },
): Promise<boolean> {
  const row = await findCardholderByIssuerToken(tx, update.issuer, update.accountHolderToken)
  if (!row) return false
  const decided = row.status === 'accepted' || row.status === 'rejected'
  if (update.first && decided) return true
  await updateCardholder(tx, row.ownerAddress, {
    status: update.status,
    statusReasons: update.reasons,
    updatedAt: update.now,
  })
  return true
}
