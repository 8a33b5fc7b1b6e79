import type Lithic from 'lithic'
import type { Db } from '../../../../db'
import type { RaisedEvent } from '../../inbound/InboundEvent'
import { callLithic } from './callLithic'
import { reconcileLithicTransactions } from './reconcileLithicTransaction'

/** Transactions asked per page of `transactions.list`. */
const RECONCILE_PAGE_SIZE = 100

export type ReconcileFigures = {
  /** The issuer's transactions read. */
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
 * Reconciles every card transaction Lithic says was created in `[begin, end)` (`transactions.list` filters on
 * creation, page after page through the SDK), a page at a time through `reconcileLithicTransactions`. Running it twice
 * changes nothing.
 */
export async function reconcileLithicCreated(
  ctx: { db: Db; now: () => Date },
  client: Lithic,
  window: { begin: Date; end: Date },
): Promise<ReconcileFigures> {
  const figures: ReconcileFigures = {
    transactions: 0,
    missed: 0,
    mismatches: 0,
    newExceptions: 0,
    raised: [],
  }
  // Page by page, so a failure of Lithic's API (named as such) is told apart from one of ours.
  let page = await callLithic('transactions.list', () =>
    client.transactions.list({
      begin: window.begin.toISOString(),
      end: window.end.toISOString(),
      page_size: RECONCILE_PAGE_SIZE,
    }),
  )
  for (;;) {
    for (const outcome of await reconcileLithicTransactions(ctx, page.data)) {
      figures.transactions++
      if (outcome.missed) figures.missed++
      if (outcome.mismatch) figures.mismatches++
      if (outcome.newException) figures.newExceptions++
      figures.raised.push(...outcome.raised)
    }
    if (!page.hasNextPage()) break
    const current = page
    page = await callLithic('transactions.list (next page)', () => current.getNextPage())
  }
  return figures
}
