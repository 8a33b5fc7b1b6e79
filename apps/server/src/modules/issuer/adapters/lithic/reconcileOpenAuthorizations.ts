import type Lithic from 'lithic'
import type { Db } from '../../../../db'
import { IssuerUnavailableError } from '../../../../runtime/issuerErrors'
import { openAuthorizationTokens } from '../../reconcile/repo/openAuthorizations'
import { callLithic } from './callLithic'
import type { ReconcileFigures } from './reconcileLithicCreated'
import { reconcileLithicTransaction } from './reconcileLithicTransaction'

export type ReconcileOpenFigures = ReconcileFigures & {
  /** Tokens Lithic does not know (404): logged by the caller, asked again next round while in reach. */
  unknown: string[]
}

/**
 * Reads back, by token (`transactions.retrieve`), the transaction of every authorization still open as far as
 * we know (`openAuthorizationTokens`: PENDING at its newest snapshot, or no snapshot at all) and reconciles it
 * (`reconcileLithicTransaction`): a clearing, a reversal or an expiry whose delivery was lost is applied at the
 * next round, not left holding money until someone looks. Once Lithic's snapshot says it is no longer PENDING it
 * leaves this read-back.
 *
 * An EXPIRED or VOIDED transaction is not final at Lithic (a merchant may still clear after the authorization
 * expired, and Lithic settles it), but such late money is rare and comes within the network's clearing time,
 * so those are not read every round: the daily trailing window (`reconcileLithicCreated` over the last
 * ISSUER_RECONCILE_DAYS days) reads them again, with every settled one (late returns, return reversals,
 * corrections).
 */
export async function reconcileOpenAuthorizations(
  ctx: { db: Db; now: () => Date },
  client: Lithic,
  since: Date,
): Promise<ReconcileOpenFigures> {
  const figures: ReconcileOpenFigures = {
    transactions: 0,
    missed: 0,
    mismatches: 0,
    newExceptions: 0,
    raised: [],
    unknown: [],
  }
  for (const token of await openAuthorizationTokens(ctx.db, 'lithic', since)) {
    let transaction: unknown
    try {
      transaction = await callLithic('transactions.retrieve', () => client.transactions.retrieve(token))
    } catch (error) {
      if (error instanceof IssuerUnavailableError && error.status === 404) {
        figures.unknown.push(token)
        continue
      }
      throw error
    }
    figures.transactions++
    const outcome = await reconcileLithicTransaction(ctx, transaction)
    if (outcome.missed) figures.missed++
    if (outcome.mismatch) figures.mismatches++
    if (outcome.newException) figures.newExceptions++
    figures.raised.push(...outcome.raised)
  }
  return figures
}
