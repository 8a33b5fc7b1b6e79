import type { Executor } from '../../../../db'
import { applyInboundEvent } from '../../inbound/applyInboundEvent'
import type { RaisedEvent } from '../../inbound/InboundEvent'
import { claimedEventIds } from '../../inbound/repo/issuerEvents'
import type { LithicTransaction } from './lithicPayloads'
import { fromLithicTransaction } from './toInboundEvents'

export type ApplyLithicTransactionReturnType = {
  /** Events applied now, events parked now (waiting for their authorization: not applied), and repeated ones. */
  applied: number
  parked: number
  duplicates: number
  /** Events raised as `issuer_unhandled` exceptions now (not on a repeated delivery). */
  raised: RaisedEvent[]
}

/**
 * One Lithic card transaction snapshot through the one inbound handler, in the caller's database transaction:
 * its events (`fromLithicTransaction`), each once by its id, then its state (the hold becomes Lithic's figure).
 * The webhook's `card_transaction.updated` comes here; so can a transaction read back from Lithic's API (a
 * delivery that was lost): applying a snapshot again changes nothing. The events an earlier delivery claimed
 * are looked up in one statement first and skipped (each snapshot lists every event so far), all but the first:
 * its claim (taken already, so it inserts nothing) takes the card's lock, so this delivery claims nothing new
 * before it holds the lock (a delivery waiting for the lock with a later event's claim in hand, while the
 * lock's holder comes to that event, would deadlock). One claimed meanwhile by a concurrent delivery still
 * finds its claim taken in the handler.
 */
export async function applyLithicTransaction(
  tx: Executor,
  transaction: LithicTransaction,
  now: Date,
): Promise<ApplyLithicTransactionReturnType> {
  const result: ApplyLithicTransactionReturnType = { applied: 0, parked: 0, duplicates: 0, raised: [] }
  const events = fromLithicTransaction(transaction)
  const claimed = await claimedEventIds(
    tx,
    'lithic',
    events.map((event) => event.eventId),
  )
  for (const [index, event] of events.entries()) {
    if (index > 0 && claimed.has(event.eventId)) {
      result.duplicates++
      continue
    }
    const outcome = await applyInboundEvent(tx, event, now)
    if (outcome.duplicate) result.duplicates++
    else if (outcome.status === 'parked') result.parked++
    else if (outcome.status === 'applied') result.applied++
    if (outcome.raised) result.raised.push(outcome.raised)
  }
  return result
}
