import type { Db } from '../../../../db'
import type { RaisedEvent } from '../../inbound/InboundEvent'
import { recordIssuerMismatch } from '../../reconcile/recordIssuerMismatch'
import { ourTransactionFigures } from '../../reconcile/repo/ourTransactionFigures'
import { applyLithicTransaction } from './applyLithicTransaction'
import { compareLithicTransaction, ledgerRefsOf } from './compareLithicTransaction'
import { LithicTransaction } from './lithicPayloads'
import { fromLithicTransaction } from './toInboundEvents'

/** What reconciling one of Lithic's transactions found. */
export type ReconcileTransactionOutcome = {
  /** It had events the webhooks had not brought: applied now. */
  missed: boolean
  /** Its figures differ from ours after applying (an `issuer_mismatch` exception, recorded now or before). */
  mismatch: boolean
  /** That exception was recorded by this run. */
  newException: boolean
  /** Its final status at Lithic (SETTLED, VOIDED...), or null when unreadable. */
  status: string | null
  raised: RaisedEvent[]
}

/**
 * One transaction as Lithic's API returned it (listed or retrieved) against our books: applied through the
 * same inbound handler as the webhook (`applyLithicTransaction`: an event already applied changes nothing, so
 * this only adds what a lost delivery never brought), then its settled and held figures compared with the
 * ledger's; one that differs is one `issuer_mismatch` exception (once: a second run finds it recorded). A
 * transaction with events raised as `issuer_unhandled` is an exception already and is not compared; one that
 * does not read as a card transaction is a mismatch (`unreadable_transaction`).
 */
export async function reconcileLithicTransaction(
  ctx: { db: Db; now: () => Date },
  listed: unknown,
): Promise<ReconcileTransactionOutcome> {
  const outcome: ReconcileTransactionOutcome = {
    missed: false,
    mismatch: false,
    newException: false,
    status: null,
    raised: [],
  }
  const mismatch = async (m: {
    transactionToken: string
    cardId: string | null
    detail: string
    amountMicro: bigint | null
  }) => {
    outcome.mismatch = true
    outcome.newException = await ctx.db.transaction((tx) =>
      recordIssuerMismatch(tx, { issuer: 'lithic', ...m }, ctx.now()),
    )
  }
  const parsed = LithicTransaction.safeParse(listed)
  if (!parsed.success) {
    const token = (listed as { token?: unknown } | null)?.token
    await mismatch({
      transactionToken: typeof token === 'string' ? token.slice(0, 64) : 'unknown',
      cardId: null,
      detail: 'unreadable_transaction',
      amountMicro: null,
    })
    return outcome
  }
  const transaction = parsed.data
  outcome.status = transaction.status
  const events = fromLithicTransaction(transaction)
  const applied = await ctx.db.transaction((tx) => applyLithicTransaction(tx, transaction, ctx.now()))
  outcome.missed = applied.applied > 0
  outcome.raised = applied.raised
  if (events.some((event) => event.kind === 'unhandled')) return outcome
  const ours = await ourTransactionFigures(ctx.db, {
    issuer: 'lithic',
    cardToken: transaction.card_token,
    transactionToken: transaction.token,
    refs: ledgerRefsOf(transaction),
  })
  const difference = compareLithicTransaction(transaction, ours)
  if (difference) await mismatch({ transactionToken: transaction.token, cardId: ours.cardId, ...difference })
  return outcome
}
