import { shortTxId } from '@chaincard/domain'
import { useTranslation } from 'react-i18next'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'

export type TransactionRow = {
  at: string
  id: string
  description: string
  type: string
  /** The amount shown: USD settlement for settled entries, the merchant's amount for unsettled ones. */
  amount: { amount: string; currency: string }
  /** The merchant's amount when it differs from the shown one. */
  original?: { amount: string; currency: string } | undefined
}

/** One page of transactions: date, id (last 6 characters), description, type, amount with 2 decimals. */
export function TransactionRows({ rows }: { rows: readonly TransactionRow[] }) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  return (
    <ul className="divide-y divide-slate-700">
      {rows.map((row) => (
        <li key={row.id} className="flex items-start justify-between gap-3 py-3 text-sm" data-testid="tx-row">
          <div className="min-w-0">
            <p className="truncate font-medium">{row.description || t(`cardDetail.tx.type.${row.type}`)}</p>
            <p className="text-xs text-slate-400">
              <time dateTime={row.at}>{format.dateTime(row.at)}</time> · {t(`cardDetail.tx.type.${row.type}`)}{' '}
              ·{' '}
              <span className="font-mono whitespace-nowrap" data-testid="tx-id">
                {shortTxId(row.id)}
              </span>
            </p>
          </div>
          <div className="shrink-0 text-right">
            <p data-testid="tx-amount" className="font-mono">
              {format.usd(row.amount.amount)} {row.amount.currency}
            </p>
            {row.original ? (
              <p className="font-mono text-xs text-slate-400">
                {format.usd(row.original.amount)} {row.original.currency}
              </p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
