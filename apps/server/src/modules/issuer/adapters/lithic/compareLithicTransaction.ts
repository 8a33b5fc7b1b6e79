import type { InboundEvent } from '../../inbound/InboundEvent'
import type { OurTransactionFigures } from '../../reconcile/repo/ourTransactionFigures'
import type { LithicTransaction } from './lithicPayloads'
import { fromLithicCents } from './toLithicCents'

/** The inbound events that write a ledger row, and the row's ref (`<kind>:<issuer>:<event id>`, the appliers'). */
const LEDGER_KINDS = new Set(['clearing', 'return', 'return_reversal', 'correction'])

/** The refs of the ledger rows the transaction's events write when applied. */
export function ledgerRefsOf(events: readonly InboundEvent[]): string[] {
  return events.filter((e) => LEDGER_KINDS.has(e.kind)).map((e) => `${e.kind}:${e.issuer}:${e.eventId}`)
}

/** Lithic's figures for a transaction: what settled (a magnitude) and what it still holds. */
function lithicFigures(transaction: LithicTransaction): { settledMicro: bigint; holdMicro: bigint } {
  const amounts = transaction.amounts as
    | { hold?: { amount: number } | null; settlement?: { amount?: unknown } | null }
    | undefined
  const settlement = amounts?.settlement?.amount
  const settledCents = typeof settlement === 'number' && Number.isSafeInteger(settlement) ? settlement : 0
  const held = transaction.status === 'PENDING' ? (amounts?.hold?.amount ?? 0) : 0
  // Magnitudes: the definition's examples give a pending purchase's hold and a settled one's amounts as
  // negative, its changelog as positive; the direction is the events' (our figure's sign).
  return { settledMicro: fromLithicCents(Math.abs(settledCents)), holdMicro: fromLithicCents(Math.abs(held)) }
}

/**
 * How Lithic's figures for a transaction differ from ours after it was applied, or null when they agree:
 * `settled` (Lithic's `amounts.settlement` against the net of the ledger rows of its events, as magnitudes),
 * `hold` (its `amounts.hold` while PENDING, else 0, against the authorization's open hold), both, or
 * `unknown_card` (money on a card that is not ours).
 */
export function compareLithicTransaction(
  transaction: LithicTransaction,
  ours: OurTransactionFigures,
): { detail: string; amountMicro: bigint } | null {
  const theirs = lithicFigures(transaction)
  const abs = (v: bigint) => (v < 0n ? -v : v)
  if (ours.cardId === null) {
    if (theirs.settledMicro === 0n && theirs.holdMicro === 0n) return null
    return { detail: 'unknown_card', amountMicro: theirs.settledMicro || theirs.holdMicro }
  }
  const settled = theirs.settledMicro !== abs(ours.settledMicro)
  const hold = theirs.holdMicro !== ours.holdMicro
  if (!settled && !hold) return null
  return {
    detail: settled && hold ? 'settled_and_hold' : settled ? 'settled' : 'hold',
    amountMicro: settled
      ? abs(theirs.settledMicro - abs(ours.settledMicro))
      : abs(theirs.holdMicro - ours.holdMicro),
  }
}
