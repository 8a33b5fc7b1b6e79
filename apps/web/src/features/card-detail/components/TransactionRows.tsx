import { shortenAddress, shortTxId } from '@chaincard/domain'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import { type HistoryDetails, HistoryState } from './HistoryState'

export type TransactionRow = {
  at: string
  id: string
  description: string
  type: string
  /** The amount shown: USD settlement for settled entries, the merchant's amount for unsettled ones. */
  amount: { amount: string; currency: string }
  /** The merchant's amount in its own currency, when it billed in another currency than the shown one. */
  original?: { amount: string; currency: string } | undefined
  /** History rows: the signed amount, where the row got to and the running balance after it. */
  history?: HistoryDetails | undefined
  /** Under the row's details: a purchase's dispute status, or "Report a problem". */
  footer?: ReactNode
}

/**
 * What a history row is called: its kind; a dispute's movement says which way it went (a credit, or a
 * provisional credit taken back); a move names the other card, a refund the address it goes to.
 */
function historyLabel({ kind, direction, counterparty }: HistoryDetails): {
  key: string
  values?: Record<string, string>
} {
  if (kind === 'dispute' && direction === 'debit') return { key: 'history.kind.dispute_reversal' }
  if ((kind === 'transfer_out' || kind === 'transfer_in') && counterparty?.cardLast4) {
    return { key: `history.kind.${kind}_card`, values: { last4: counterparty.cardLast4 } }
  }
  if (kind === 'topup_refund' && counterparty?.address) {
    return { key: 'history.kind.topup_refund_to', values: { address: shortenAddress(counterparty.address) } }
  }
  return { key: `history.kind.${kind}` }
}

/**
 * One page of transactions: date, id (last 6 characters), description, type, amount with 2 decimals. A
 * history row also shows its state (a decline with its reason), its amount signed (credits green, with a plus
 * and a "Credit" label for screen readers: never colour alone) and the balance after it; a declined row moved
 * nothing and shows no balance (a balance next to "declined: insufficient balance" reads as a contradiction).
 * A refund is a row of its own, a credit, and so is what a dispute credited. A purchase row may carry a footer:
 * its dispute's status, or the button to report a problem with it.
 */
export function TransactionRows({ rows }: { rows: readonly TransactionRow[] }) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  return (
    <ul className="divide-y divide-slate-700">
      {rows.map((row) => {
        const named = row.history ? historyLabel(row.history) : null
        const label = named ? t(named.key, named.values) : t(`cardDetail.tx.type.${row.type}`)
        const credit = row.history?.direction === 'credit'
        return (
          <li
            key={row.id}
            className="flex items-start justify-between gap-3 py-3 text-sm"
            data-testid="tx-row"
          >
            <div className="min-w-0">
              <p className="truncate font-medium">{row.description || label}</p>
              <p className="text-xs text-slate-400">
                <time dateTime={row.at}>{format.dateTime(row.at)}</time>
                {/* The kind once: a row without a description already has it as its title. */}
                {row.history && !row.description ? null : ` · ${label}`}
                {row.history ? (
                  <>
                    {' · '}
                    <HistoryState details={row.history} />
                  </>
                ) : null}{' '}
                ·{' '}
                <span className="font-mono whitespace-nowrap" data-testid="tx-id">
                  {shortTxId(row.id)}
                </span>
              </p>
              {row.footer}
            </div>
            <div className="shrink-0 text-right">
              {row.history ? (
                <p
                  data-testid="tx-amount"
                  data-direction={row.history.direction}
                  className={`font-mono ${credit ? 'text-emerald-300' : ''} ${
                    row.history.state === 'declined' || row.history.state === 'reversed' ? 'line-through' : ''
                  }`}
                >
                  <span className="sr-only">{t(`history.direction.${row.history.direction}`)} </span>
                  {credit ? '+' : ''}
                  {format.usd(row.history.amount)} {row.amount.currency}
                </p>
              ) : (
                <p data-testid="tx-amount" className="font-mono">
                  {format.usd(row.amount.amount)} {row.amount.currency}
                </p>
              )}
              {row.original ? (
                // What the merchant charged in its currency, then what reached the card: "EUR 9.00 → 10.00 USD".
                <p data-testid="tx-original" className="font-mono text-xs text-slate-400">
                  {row.original.currency} {format.decimal(row.original.amount)} →{' '}
                  {format.usd(row.amount.amount)} {row.amount.currency}
                </p>
              ) : null}
              {row.history?.balanceAfter !== undefined ? (
                <p data-testid="tx-balance" className="font-mono text-xs text-slate-400">
                  {t('history.balanceAfter', {
                    amount: format.usd(row.history.balanceAfter),
                    currency: row.amount.currency,
                  })}
                </p>
              ) : null}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
