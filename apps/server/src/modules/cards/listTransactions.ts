import {
  addRunningBalance,
  foldLedgerEntry,
  foldPurchase,
  HISTORY_SKIP_MAX,
  type HistoryPaging,
  type TransactionListResponse,
} from '@chaincard/domain'
import { AppError } from '../../errors'
import { availableBalance } from '../../ledger'
import type { AppContext } from '../../runtime/appContext'
import type { SessionCheck } from '../../runtime/session/sessionPlugin'
import { type HistoryKey, historyRows } from './repo/historyRows'
import { type FoldedHistoryRow, toHistoryItem } from './toHistoryItem'

/**
 * `GET /card/{id}/transaction`: the card's history, newest first, paged. One row per purchase (its
 * authorization, clearings, releases and refunds folded into a state), one per credit (top-up, reward,
 * operator's credit) and per movement of its own (a refund without an authorization of ours, an adjustment),
 * each with its signed amount and the running balance after it: the newest row's is the card's `balance`
 * (spendable: the ledger balance less open holds). One statement reads the session check (401), the owner
 * check (another user's or an unknown id, 404), the total, the balance and the rows down to the page's end;
 * the rows above the page only give the sum of their changes. Keyed by `before` (the last row shown), the rows
 * above the key are not read at all: their sum comes from the card's sums per day (historyRows). `older`: one
 * row more than the page is read, so the answer says whether a row is below the page's last.
 */
export async function listTransactions(
  ctx: AppContext,
  cardId: string,
  check: SessionCheck,
  { skip, limit, before }: HistoryPaging,
): Promise<TransactionListResponse> {
  if (skip > HISTORY_SKIP_MAX) {
    throw new AppError('validation_failed', `skip: at most ${HISTORY_SKIP_MAX} in the card history`)
  }
  const { session, history } = await historyRows(ctx.db, {
    cardId,
    sid: check.id,
    now: check.now,
    // One row past the page: whether an older page follows (`older`), which a pager walking by keys needs.
    reach: skip + limit + 1,
    key: before === undefined ? undefined : historyKeyOf(before),
  })
  await check.accept(session)
  if (!history) throw new AppError('not_found', 'not found: no such card')
  if (!history.rows) {
    throw new AppError('validation_failed', "before: not a row of this card's history", {
      field: 'query.before',
    })
  }
  const folded: FoldedHistoryRow[] = history.rows.map((row) => ({
    ...row,
    ...(row.src === 'purchase' ? foldPurchase(row) : foldLedgerEntry(row)),
  }))
  const newerChangeMicro = folded
    .slice(0, skip)
    .reduce((sum, row) => sum + row.balanceChangeMicro, history.newerChangeMicro)
  const page = addRunningBalance({
    rows: folded.slice(skip, skip + limit),
    balanceMicro: availableBalance(history),
    newerChangeMicro,
  })
  return { total: history.total, older: folded.length > skip + limit, items: page.map(toHistoryItem) }
}

/** A history row's wire id as the key it names: `L<n>` is ledger row n (toHistoryItem), anything else a purchase. */
function historyKeyOf(before: string): HistoryKey {
  const ledger = /^L([1-9]\d{0,14})$/.exec(before)
  return ledger ? { ledgerId: Number(ledger[1]) } : { purchaseId: before }
}
