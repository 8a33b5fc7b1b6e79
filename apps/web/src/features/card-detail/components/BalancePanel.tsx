import { parseUsd } from '@chaincard/domain'
import { useTranslation } from 'react-i18next'
import { UsdAmount } from '../../../components/ui/UsdAmount'
import type { Card } from '../../../types/api'
import { StatusLabel } from './StatusLabel'

function isPositive(value: string): boolean {
  try {
    return parseUsd(value) > 0n
  } catch {
    return false
  }
}

/** Balance, maximum (original maximum struck through when promoted), status label and pending top-up. */
export function BalancePanel({ card }: { card: Card }) {
  const { t } = useTranslation()
  const promoted = card.original.balanceUpper !== card.balanceUpper && card.original.balanceUpper !== null
  return (
    <div className="rounded-2xl bg-slate-800/60 p-5">
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-slate-400">{t('cardDetail.balance')}</span>
        <StatusLabel card={card} />
      </div>
      <p data-testid="balance" className="text-3xl font-bold">
        <UsdAmount value={card.balance} currency={card.currency} />
      </p>
      <p data-testid="balance-upper" className="mt-2 text-sm text-slate-300">
        {t('cardDetail.max')}{' '}
        {card.balanceUpper === null ? (
          t('cardDetail.unlimited')
        ) : (
          <UsdAmount value={card.balanceUpper} currency={card.currency} />
        )}
        {promoted && card.original.balanceUpper !== null ? (
          <del data-testid="original-upper" className="ml-2 text-slate-400">
            <UsdAmount value={card.original.balanceUpper} currency={card.currency} />
          </del>
        ) : null}
      </p>
      {isPositive(card.pendingTopup) ? (
        <p data-testid="pending-topup" className="mt-3 rounded-lg bg-sky-500/10 p-3 text-sm text-sky-100">
          {t('cardDetail.pending_topup')}{' '}
          <UsdAmount className="font-semibold" value={card.pendingTopup} currency={card.currency} />
          <span className="mt-1 block text-xs text-sky-200/80">{t('cardDetail.pending_note')}</span>
        </p>
      ) : null}
    </div>
  )
}
