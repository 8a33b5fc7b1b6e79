import type Lithic from 'lithic'
import type { Db } from '../../../../db'
import type { RaisedEvent } from '../../inbound/InboundEvent'
import { recordIssuerMismatch } from '../../reconcile/recordIssuerMismatch'
import { ourTransactionFigures } from '../../reconcile/repo/ourTransactionFigures'
import { type UtcDay, utcDayBounds } from '../../reconcile/utcDay'
import { applyLithicTransaction } from './applyLithicTransaction'
import { callLithic } from './callLithic'
import { compareLithicTransaction, ledgerRefsOf } from './compareLithicTransaction'
import { LithicTransaction } from './lithicPayloads'
import { fromLithicTransaction } from './toInboundEvents'

/** Transactions asked per page of `transactions.list`. */
const RECONCILE_PAGE_SIZE = 100

export type ReconcileDayFigures = {
  /** The issuer's transactions created that day. */
  transactions: number
  /** Those with events the webhooks had not brought: applied now. */
  missed: number
  /** Those whose figures differ from ours after applying (each one `issuer_mismatch` exception). */
  mismatches: number
  /** Exceptions recorded for the first time by this run. */
  newExceptions: number
  /** Events raised as `issuer_unhandled` exceptions now (the caller counts and logs them). */
  raised: RaisedEvent[]
}

/**
 * Reconciles one UTC day with Lithic's books: reads every card transaction created that day
 * (`transactions.list`, begin/end, page after page through the SDK), applies each through the same inbound
 * handler as the webhook (`applyLithicTransaction`: an event already applied changes nothing, so this only
 * adds what a lost delivery never brought), then compares Lithic's settled and held figures with the ledger's
 * and records each transaction that differs as one `issuer_mismatch` exception (once: a second run finds it
 * recorded). A transaction with events raised as `issuer_unhandled` is an exception already and is not
 * compared. Running it twice changes nothing.
 */
export async function reconcileLithicDay(
  ctx: { db: Db; now: () => Date },
  client: Lithic,
  day: UtcDay,
): Promise<ReconcileDayFigures> {
  const { begin, end } = utcDayBounds(day)
  const figures: ReconcileDayFigures = {
    transactions: 0,
    missed: 0,
    mismatches: 0,
    newExceptions: 0,
    raised: [],
  }
  const mismatch = async (m: {
    transactionToken: string
    cardId: string | null
    detail: string
    amountMicro: bigint | null
  }) => {
    figures.mismatches++
    const created = await ctx.db.transaction((tx) =>
      recordIssuerMismatch(tx, { issuer: 'lithic', ...m }, ctx.now()),
    )
    if (created) figures.newExceptions++
  }
  // Page by page, so a failure of Lithic's API (named as such) is told apart from one of ours.
  let page = await callLithic('transactions.list', () =>
    client.transactions.list({
      begin: begin.toISOString(),
      end: end.toISOString(),
      page_size: RECONCILE_PAGE_SIZE,
    }),
  )
  for (;;) {
    for (const listed of page.data) {
      figures.transactions++
      const parsed = LithicTransaction.safeParse(listed)
      if (!parsed.success) {
        const token = typeof listed?.token === 'string' ? listed.token.slice(0, 64) : 'unknown'
        await mismatch({
          transactionToken: token,
          cardId: null,
          detail: 'unreadable_transaction',
          amountMicro: null,
        })
        continue
      }
      const transaction = parsed.data
      const events = fromLithicTransaction(transaction)
      const applied = await ctx.db.transaction((tx) => applyLithicTransaction(tx, transaction, ctx.now()))
      if (applied.applied > 0) figures.missed++
      figures.raised.push(...applied.raised)
      if (events.some((event) => event.kind === 'unhandled')) continue
      const ours = await ourTransactionFigures(ctx.db, {
        issuer: 'lithic',
        cardToken: transaction.card_token,
        transactionToken: transaction.token,
        refs: ledgerRefsOf(events),
      })
      const difference = compareLithicTransaction(transaction, ours)
      if (difference)
        await mismatch({ transactionToken: transaction.token, cardId: ours.cardId, ...difference })
    }
    if (!page.hasNextPage()) break
    const current = page
    page = await callLithic('transactions.list (next page)', () => current.getNextPage())
  }
  return figures
}
