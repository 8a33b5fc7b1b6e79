import { randomUUID } from 'node:crypto'
import { getDisputeCredit, isOpenDispute } from '@chaincard/domain'
import type { Executor } from '../../../db'
import { postLedgerEntry } from '../../../ledger'
import { insertDispute, lockDisputeOfTransaction, updateDispute } from '../disputes/repo/disputeRows'
import type { ApplyOutcome } from './ApplyOutcome'
import { authorizationOf } from './authorizationOf'
import type { DisputeStateEvent } from './InboundEvent'
import type { EventCard } from './repo/lockEventCard'

/**
 * A dispute's state from the issuer, under its card's lock: the dispute is mirrored (found by its transaction,
 * created when the issuer tells of one we did not file, e.g. support filed it on the owner's call), and what it
 * has credited the card becomes `getDisputeCredit` of the update's money: the ledger moves the difference
 * (kind `dispute`, a row of the history of its own: a credit, or a debit when a provisional credit is taken
 * back; a balance taken below zero locks the card, the ledger's rule), once per event (the event's claim is
 * once). An update older than the one applied (a lower `version`) changes nothing.
 */
export async function applyDisputeState(
  tx: Executor,
  card: EventCard,
  event: DisputeStateEvent,
  now: Date,
): Promise<ApplyOutcome> {
  if (event.amountMicro <= 0n) throw new RangeError('a disputed amount must be positive')
  const authorization = await authorizationOf(tx, card, event.issuer, event.transactionToken)
  const authorizationId = authorization && authorization.cardId === card.id ? authorization.id : null
  let dispute = await lockDisputeOfTransaction(tx, event.issuer, event.transactionToken)
  if (dispute && dispute.cardId !== card.id) return { status: 'ignored' }
  if (!dispute) {
    dispute = await insertDispute(tx, {
      id: randomUUID(),
      cardId: card.id,
      authorizationId,
      issuer: event.issuer,
      issuerToken: event.disputeToken,
      transactionToken: event.transactionToken,
      reason: event.reason,
      description: (event.note ?? '').slice(0, 1_000),
      amountMicro: event.amountMicro,
      status: 'opened',
      provisionalCreditBy: event.provisionalCreditBy,
      createdAt: now,
      updatedAt: now,
    })
    if (!dispute) throw new Error('a dispute appeared under its card lock')
  }
  if (event.version < dispute.issuerVersion) {
    return { status: 'ignored', ...(authorizationId ? { authorizationId } : {}) }
  }
  // The amount the owner disputed bounds the credit (the issuer's case may name more: a network's figure). The
  // program's own provisional credit (a Chargebacks API case open 10 business days) stands while the case is
  // open; once it ends, a won case's final amount replaces it and a lost or withdrawn one takes it back.
  const programProvisional = isOpenDispute(event.status) ? dispute.provisionalMicro : 0n
  const credited = getDisputeCredit({
    amountMicro: dispute.amountMicro,
    provisionalMicro:
      event.provisionalMicro > programProvisional ? event.provisionalMicro : programProvisional,
    finalMicro: event.finalMicro,
  })
  const delta = credited - dispute.creditedMicro
  if (delta !== 0n) {
    await postLedgerEntry(tx, {
      cardId: card.id,
      kind: 'dispute',
      pendingDelta: 0n,
      balanceDelta: delta,
      ref: `dispute:${event.issuer}:${event.eventId}`,
      meta: {
        description: authorization?.merchantName ?? '',
        disputeId: dispute.id,
        ...(authorizationId ? { authorizationId } : {}),
      },
      at: now,
    })
  }
  await updateDispute(tx, dispute.id, {
    issuerToken: dispute.issuerToken ?? event.disputeToken,
    status: event.status,
    issuerStatus: event.issuerStatus,
    issuerVersion: event.version,
    creditedMicro: credited,
    resolution: event.resolution,
    // The update's channel says who grants the provisional credit, also for a dispute our filing recorded
    // before the issuer's answer (whose row does not know it yet).
    provisionalCreditBy: event.provisionalCreditBy,
    updatedAt: now,
  })
  return { status: 'applied', ...(authorizationId ? { authorizationId } : {}) }
}
