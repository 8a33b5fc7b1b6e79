import {
  CurrencyAmount,
  type FoldedRow,
  formatMinorAmount,
  formatUsd,
  getTransactionDirection,
  historyDeclineReason,
  shownBalance,
  type Transaction,
} from '@chaincard/domain'
import type { HistoryLedgerRow, HistoryMerchantAmount, HistoryPurchaseRow } from './repo/historyRows'

/** A history row as read, with what the domain folded it into. */
export type FoldedHistoryRow = (HistoryPurchaseRow | HistoryLedgerRow) & FoldedRow

// Signed amounts round down (toward minus infinity): a credit is never shown above what came in, a debit
// never below what went out, and a balance never above what can be spent (the card's `balance` rounds so too).
// The running balance is exact micro-USD until here, rounded once (`shownBalance`).
const usd = (micro: bigint) => formatUsd(micro, 'down')
const magnitude = (micro: bigint) => formatUsd(micro < 0n ? -micro : micro, micro < 0n ? 'up' : 'down')

/**
 * The merchant's own amount as the wire's `original` (a magnitude), when it billed in another currency than
 * the card's USD (a USD merchant's amount is the USD amount shown) and it fits the wire.
 */
function originalOf(merchant: HistoryMerchantAmount | null): Transaction['original'] | null {
  if (!merchant || merchant.currency === 'USD') return null
  const minor = merchant.amountMinor < 0n ? -merchant.amountMinor : merchant.amountMinor
  const amount = formatMinorAmount(minor, merchant.currency)
  return CurrencyAmount.safeParse(amount).success ? { amount, currency: merchant.currency } : null
}

/**
 * One folded history row on the wire: the fields the history always had (`original` in the merchant's own
 * currency when it billed in one, else the USD amount; `settlement` in USD; both magnitudes; `type`,
 * `declineReason` on a decline, naming who declined) plus its state, direction, signed amount, what it does to
 * the balance and the running balance after it (none on a decline), both as shown: the change is the difference
 * of the shown balances, so the column adds up to the cent.
 */
export function toHistoryItem(row: FoldedHistoryRow & { balanceAfterMicro: bigint }): Transaction {
  const shown = magnitude(row.amountMicro)
  const balance = shownBalance(row.balanceAfterMicro, row.balanceChangeMicro)
  return {
    at: row.at.toISOString(),
    id: row.src === 'purchase' ? row.id : `L${row.id}`,
    original: originalOf(row.merchant) ?? {
      amount: shown,
      currency: row.src === 'purchase' ? row.currency : 'USD',
    },
    settlement: { amount: shown, currency: 'USD' },
    // A move or a refund is worded from its type and counterparty in the owner's language, not the ledger's
    // English.
    description: row.src === 'ledger' && row.movement ? '' : row.description,
    type: row.type,
    ...(row.state === 'declined' && row.src === 'purchase'
      ? {
          declineReason: historyDeclineReason(row.declineReason),
          ...(row.declineLimitMicro !== null ? { declineLimit: usd(row.declineLimitMicro) } : {}),
        }
      : {}),
    state: row.state,
    direction: getTransactionDirection(row.amountMicro),
    amount: usd(row.amountMicro),
    balanceChange: usd(balance.changeMicro),
    // A decline moved no money: no balance next to it.
    ...(row.state === 'declined' ? {} : { balanceAfter: usd(balance.afterMicro) }),
    ...(row.src === 'ledger' && row.counterparty ? { counterparty: row.counterparty } : {}),
  }
}
