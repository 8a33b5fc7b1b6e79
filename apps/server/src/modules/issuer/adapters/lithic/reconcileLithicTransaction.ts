import type { Db } from '../../../../db'
import type { InboundEvent, RaisedEvent } from '../../inbound/InboundEvent'
import { claimedEventIds } from '../../inbound/repo/issuerEvents'
import { recordIssuerMismatch } from '../../reconcile/recordIssuerMismatch'
import { ourTransactionsFigures } from '../../reconcile/repo/ourTransactionFigures'
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
  const [outcome] = await reconcileLithicTransactions(ctx, [listed])
  return outcome!
}

/**
 * `reconcileLithicTransaction` of a page of transactions, in order, with the page's reads batched: the events
 * already claimed are looked up in one statement, a transaction whose every event is claimed is not applied
 * (applying it would change nothing: its first event's claim is taken, the others skipped), and the ledger's
 * figures of the page are read in two statements after the applying. Only the transactions with an event the
 * webhooks had not brought (a lost delivery) each take a database transaction of their own. One statement per
 * transaction spent a day of 100,000 waiting on round trips to the database.
 */
export async function reconcileLithicTransactions(
  ctx: { db: Db; now: () => Date },
  page: readonly unknown[],
): Promise<ReconcileTransactionOutcome[]> {
  const outcomes = page.map(
    (): ReconcileTransactionOutcome => ({
      missed: false,
      mismatch: false,
      newException: false,
      status: null,
      raised: [],
    }),
  )
  const mismatch = async (
    outcome: ReconcileTransactionOutcome,
    m: { transactionToken: string; cardId: string | null; detail: string; amountMicro: bigint | null },
  ) => {
    outcome.mismatch = true
    outcome.newException = await ctx.db.transaction((tx) =>
      recordIssuerMismatch(tx, { issuer: 'lithic', ...m }, ctx.now()),
    )
  }
  const readable: {
    outcome: ReconcileTransactionOutcome
    transaction: LithicTransaction
    events: InboundEvent[]
  }[] = []
  for (const [index, listed] of page.entries()) {
    const outcome = outcomes[index]!
    const parsed = LithicTransaction.safeParse(listed)
    if (!parsed.success) {
      const token = (listed as { token?: unknown } | null)?.token
      await mismatch(outcome, {
        transactionToken: typeof token === 'string' ? token.slice(0, 64) : 'unknown',
        cardId: null,
        detail: 'unreadable_transaction',
        amountMicro: null,
      })
      continue
    }
    outcome.status = parsed.data.status
    readable.push({ outcome, transaction: parsed.data, events: fromLithicTransaction(parsed.data) })
  }
  const claimed = await claimedEventIds(
    ctx.db,
    'lithic',
    readable.flatMap(({ events }) => events.map((event) => event.eventId)),
  )
  for (const { outcome, transaction, events } of readable) {
    if (events.every((event) => claimed.has(event.eventId))) continue
    const applied = await ctx.db.transaction((tx) => applyLithicTransaction(tx, transaction, ctx.now()))
    outcome.missed = applied.applied > 0
    outcome.raised = applied.raised
  }
  const compared = readable.filter(({ events }) => !events.some((event) => event.kind === 'unhandled'))
  const ours = await ourTransactionsFigures(
    ctx.db,
    'lithic',
    compared.map(({ transaction }) => ({
      cardToken: transaction.card_token,
      transactionToken: transaction.token,
      refs: ledgerRefsOf(transaction),
    })),
  )
  for (const { outcome, transaction } of compared) {
    const figures = ours.get(transaction.token)
    if (!figures) throw new Error(`no figures read for transaction ${transaction.token}`)
    const difference = compareLithicTransaction(transaction, figures)
    if (difference)
      await mismatch(outcome, { transactionToken: transaction.token, cardId: figures.cardId, ...difference })
  }
  return outcomes
}
