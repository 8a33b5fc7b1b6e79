import {
  addRunningBalance,
  floorToCent,
  foldLedgerEntry,
  foldPurchase,
  shownBalance,
  type Transaction,
} from '@chaincard/domain'
import { AppError } from '../../errors'
import { availableBalance } from '../../ledger'
import type { AppContext } from '../../runtime/appContext'
import { historyRowsInRange } from './repo/historyRows'
import { type FoldedHistoryRow, toHistoryItem } from './toHistoryItem'

/** A history row as the app shows it, with its shown change and running balance in micro-USD (whole cents). */
type RangeHistoryRow = { item: Transaction; at: Date; changeMicro: bigint; balanceAfterMicro: bigint }

export type RangeHistory = {
  /** The shown balance before the range's first row and after its last one (whole cents). */
  openingMicro: bigint
  closingMicro: bigint
  /** Oldest first. */
  rows: RangeHistoryRow[]
}

/**
 * The card's history rows in `[from, to)` (a statement's month), oldest first, as `GET /card/{id}/transaction`
 * gives them: the same rows, ids, amounts and running balance (the newest row of all ends at the card's
 * spendable balance), so the shown balance before the range plus the rows' shown changes is the shown balance
 * after it, to the cent. The caller has checked that the card is the owner's.
 */
export async function listHistoryInRange(
  ctx: AppContext,
  cardId: string,
  range: { from: Date; to: Date },
): Promise<RangeHistory> {
  const history = await historyRowsInRange(ctx.db, { cardId, ...range })
  if (!history) throw new AppError('not_found', 'not found: no such card')
  const folded: FoldedHistoryRow[] = history.rows.map((row) => ({
    ...row,
    ...(row.src === 'purchase' ? foldPurchase(row) : foldLedgerEntry(row)),
  }))
  const withBalance = addRunningBalance({
    rows: folded,
    balanceMicro: availableBalance(history),
    newerChangeMicro: history.newerChangeMicro,
  })
  const closingExact = availableBalance(history) - history.newerChangeMicro
  const monthChange = folded.reduce((sum, row) => sum + row.balanceChangeMicro, 0n)
  const rows = withBalance.reverse().map((row): RangeHistoryRow => {
    const shown = shownBalance(row.balanceAfterMicro, row.balanceChangeMicro)
    return {
      item: toHistoryItem(row),
      at: row.at,
      changeMicro: shown.changeMicro,
      balanceAfterMicro: shown.afterMicro,
    }
  })
  return {
    openingMicro: floorToCent(closingExact - monthChange),
    closingMicro: floorToCent(closingExact),
    rows,
  }
}
