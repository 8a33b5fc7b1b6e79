import { transactionHold } from '../../inbound/transactionHold'
import type { OurTransactionFigures } from '../../reconcile/repo/ourTransactionFigures'
import type { LithicTransaction } from './lithicPayloads'
import { fromLithicCents } from './toLithicCents'

/** The ledger kinds an event of a transaction may have been booked as (`<kind>:<issuer>:<event id>`, the appliers'). */
const LEDGER_KINDS = ['clearing', 'return', 'return_reversal', 'correction'] as const

/**
 * The refs of every ledger row the transaction's events may have written: each event under each kind (and a
 * single-message authorization's clearing, `<token>:clearing`). Not only the kind the event maps to today: a
 * row booked as another kind (a debit booked as a credit) must count, with its sign, or the comparison would
 * see nothing booked instead of the wrong direction.
 */
export function ledgerRefsOf(transaction: LithicTransaction): string[] {
  return transaction.events.flatMap((event) => [
    ...LEDGER_KINDS.map((kind) => `${kind}:lithic:${event.token}`),
    `clearing:lithic:${event.token}:clearing`,
  ])
}

/** Lithic's event types that move money, and their direction when an event gives no `effective_polarity`. */
const FINANCIAL_TYPES: Record<string, 'DEBIT' | 'CREDIT'> = {
  CLEARING: 'DEBIT',
  FINANCIAL_AUTHORIZATION: 'DEBIT',
  RETURN_REVERSAL: 'DEBIT',
  CORRECTION_DEBIT: 'DEBIT',
  RETURN: 'CREDIT',
  FINANCIAL_CREDIT_AUTHORIZATION: 'CREDIT',
  CORRECTION_CREDIT: 'CREDIT',
}

/**
 * What Lithic settled on the card for the transaction, signed like our figure (positive: taken off the card):
 * the sum of its approved money events, each a debit or a credit by its `effective_polarity` (else its type).
 * Not the transaction's `amounts.settlement`: its sign is unreliable (the definition's examples give a settled
 * purchase as -1000, its changelog as positive), so that figure is compared as a magnitude only.
 */
function lithicSettledNet(transaction: LithicTransaction): bigint {
  let net = 0n
  for (const event of transaction.events) {
    const fallback = FINANCIAL_TYPES[event.type]
    if (!fallback || event.result !== 'APPROVED') continue
    const amount = fromLithicCents(Math.abs(event.amounts.cardholder.amount))
    net += (event.effective_polarity ?? fallback) === 'DEBIT' ? amount : -amount
  }
  return net
}

/** `amounts.settlement`, as a magnitude, when Lithic gives it. */
function settlementFigure(transaction: LithicTransaction): bigint | null {
  const amounts = transaction.amounts as { settlement?: { amount?: unknown } | null } | undefined
  const settlement = amounts?.settlement?.amount
  if (typeof settlement !== 'number' || !Number.isSafeInteger(settlement)) return null
  return fromLithicCents(Math.abs(settlement))
}

/**
 * What our hold should be on Lithic's figures: while PENDING, its `amounts.hold` plus each increment we approved
 * that it does not list yet (in flight: `transactionHold`, as the inbound handler holds it), else 0. Null when
 * our authorization has applied a newer snapshot than this one (read before it: its hold is stale, not wrong).
 */
function expectedHold(transaction: LithicTransaction, ours: OurTransactionFigures): bigint | null {
  if (transaction.status !== 'PENDING') return 0n
  const authorization = ours.authorization
  if (authorization && authorization.issuerVersion > transaction.events.length) return null
  const held = fromLithicCents(Math.abs(transaction.amounts?.hold?.amount ?? 0))
  // A credit authorization is a pending credit of the history: the card holds nothing for it, whatever Lithic's
  // hold figure says of the transaction.
  if (authorization?.direction === 'credit') return 0n
  if (authorization?.direction !== 'debit') return held
  return transactionHold(
    held,
    authorization.issuerRequests,
    authorization.increments,
    authorization.origin === 'asa',
  )
}

const abs = (v: bigint) => (v < 0n ? -v : v)

/**
 * How Lithic's figures for a transaction differ from ours after it was applied, or null when they agree:
 * `settled` (the signed net of its money events against the net of the ledger rows of its events, and the
 * magnitude of `amounts.settlement` against ours), `hold` (what we should hold on its figures against the
 * authorization's open hold), both, or `unknown_card` (money on a card that is not ours). The amount is the
 * difference, as a magnitude (a debit booked as a credit of 10 is 20 apart).
 */
export function compareLithicTransaction(
  transaction: LithicTransaction,
  ours: OurTransactionFigures,
): { detail: string; amountMicro: bigint } | null {
  const net = lithicSettledNet(transaction)
  const figure = settlementFigure(transaction)
  const hold = expectedHold(transaction, ours)
  if (ours.cardId === null) {
    const money = abs(net) || (figure ?? 0n) || (hold ?? 0n)
    return money === 0n ? null : { detail: 'unknown_card', amountMicro: money }
  }
  const signedApart = net !== ours.settledMicro
  const figureApart = figure !== null && figure !== abs(ours.settledMicro)
  const settled = signedApart || figureApart
  const held = hold !== null && hold !== ours.holdMicro
  if (!settled && !held) return null
  return {
    detail: settled && held ? 'settled_and_hold' : settled ? 'settled' : 'hold',
    amountMicro: signedApart
      ? abs(net - ours.settledMicro)
      : figureApart
        ? abs((figure ?? 0n) - abs(ours.settledMicro))
        : abs((hold ?? 0n) - ours.holdMicro),
  }
}
