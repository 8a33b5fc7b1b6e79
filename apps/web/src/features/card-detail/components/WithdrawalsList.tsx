import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { TxHash } from '../../../components/ui/TxHash'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import { withdrawalsQueryOptions } from '../api/withdrawalsQueryOptions'
import { WithdrawalStatusText } from './WithdrawalStatusText'

/**
 * The card's withdrawals with their status, live (the card's events refetch them): what was asked, to where, the
 * payout's transaction once known, and why one failed (its money is back on the card). Nothing while there is none.
 */
export function WithdrawalsList({ cardId }: { cardId: string }) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const config = useAppConfig()
  const { data } = useQuery(withdrawalsQueryOptions(cardId))
  if (!data || data.items.length === 0) return null
  return (
    <section aria-labelledby={`withdrawals-${cardId}`} className="rounded-2xl bg-slate-900 p-4">
      <h2 id={`withdrawals-${cardId}`} className="mb-3 text-lg font-semibold">
        {t('withdraw.list_title')}
      </h2>
      <ul className="flex flex-col gap-3" data-testid="withdrawals">
        {data.items.map((w) => (
          <li
            key={w.id}
            className="flex flex-col gap-1 border-b border-slate-700 pb-3 last:border-0 last:pb-0"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-medium">
                {t('withdraw.row', { amount: format.usd(w.amount), token: w.token.symbol })}
              </span>
              <WithdrawalStatusText status={w.status} />
            </div>
            <span className="font-mono text-xs break-all text-slate-300">{w.address}</span>
            <span className="text-xs text-slate-300">{format.dateTime(w.at)}</span>
            {w.txHash ? (
              <TxHash
                hash={w.txHash}
                blockExplorerUrl={config.chains.find((c) => c.id === w.chainId)?.blockExplorerUrl}
              />
            ) : null}
            {w.status === 'failed' ? (
              <p className="text-xs text-rose-200">
                {t('withdraw.failed_returned', { fee: format.usd(w.fee) })}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  )
}
