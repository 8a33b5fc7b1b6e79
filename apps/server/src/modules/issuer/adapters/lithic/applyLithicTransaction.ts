import type { Executor } from '../../../../db'
import { applyInboundEvent } from '../../inbound/applyInboundEvent'
import type { RaisedEvent } from '../../inbound/InboundEvent'
import type { LithicTransaction } from './lithicPayloads'
import { fromLithicTransaction } from './toInboundEvents'

export type ApplyLithicTransactionReturnType = {
  /** Events applied now (or parked), and repeated ones that changed nothing. */
  applied: number
  duplicates: number
  /** Events raised as `issuer_unhandled` exceptions now (not on a repeated delivery). */
  raised: RaisedEvent[]
}

/**
 * One Lithic card transaction snapshot through the one inbound handler, in the caller's database transaction:
 * its events (`fromLithicTransaction`), each once by its id, then its state (the hold becomes Lithic's figure).
 * The webhook's `card_transaction.updated` comes here; so can a transaction read back from Lithic's API (a
 * delivery that was lost): applying a snapshot again changes nothing.
 */
export async function applyLithicTransaction(
  tx: Executor,
  transaction: LithicTransaction,
  now: Date,
): Promise<ApplyLithicTransactionReturnType> {
  const result: ApplyLithicTransactionReturnType = { applied: 0, duplicates: 0, raised: [] }
  for (const event of fromLithicTransaction(transaction)) {
    const outcome = await applyInboundEvent(tx, event, now)
    if (outcome.duplicate) result.duplicates++
    else result.applied++
    if (outcome.raised) result.raised.push(outcome.raised)
  }
  return result
}
