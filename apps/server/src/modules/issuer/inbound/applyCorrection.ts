import type { Executor } from '../../../db'
import { postLedgerEntry } from '../../../ledger'
import type { ApplyOutcome } from './ApplyOutcome'
import { authorizationOf } from './authorizationOf'
import type { CorrectionEvent } from './InboundEvent'
import { merchantMeta } from './merchantMeta'
import { insertCardTransaction } from './repo/insertCardTransaction'
import type { EventCard } from './repo/lockEventCard'

/**
 * The issuer corrects a cleared amount: a credit comes to the card, a debit leaves it (ledger `correction`,
 * once per event), a row of the history of its own. It needs no authorization of ours.
 */
export async function applyCorrection(
  tx: Executor,
  card: EventCard,
  event: CorrectionEvent,
  now: Date,
): Promise<ApplyOutcome> {
  if (event.amountMicro <= 0n) throw new RangeError('a correction must be positive')
  const authorization = await authorizationOf(tx, card, event.issuer, event.transactionToken)
  const authorizationId = authorization && authorization.cardId === card.id ? authorization.id : null
  const description = authorization?.merchantName ?? event.merchantName
  const { applied } = await postLedgerEntry(tx, {
    cardId: card.id,
    kind: 'correction',
    pendingDelta: 0n,
    balanceDelta: event.direction === 'credit' ? event.amountMicro : -event.amountMicro,
    ref: `correction:${event.issuer}:${event.eventId}`,
    meta: {
      description,
      direction: event.direction,
      ...(authorizationId ? { authorizationId } : {}),
      ...merchantMeta(event.merchant),
    },
    at: now,
  })
  if (applied) {
    await insertCardTransaction(tx, {
      cardId: card.id,
      authorizationId,
      type: 'correction',
      amountMicro: event.direction === 'credit' ? event.amountMicro : -event.amountMicro,
      description,
      at: now,
    })
  }
  return { status: 'applied', ...(authorizationId ? { authorizationId } : {}) }
}
