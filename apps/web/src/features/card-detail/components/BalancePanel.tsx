import { parseUsd } from '@chaincard/domain'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { UsdAmount } from '../../../components/ui/UsdAmount'
import { cardRoom } from '../../../lib/cards/cardRoom'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import type { Card } from '../../../types/api'
import { pendingTopupQueryOptions } from '../api/pendingTopupQueryOptions'
import { StatusLabel } from './StatusLabel'

function isPositive(value: string): boolean {
  try {
    return parseUsd(value) > 0n
  } catch {
    return false
  }
}

/**
 * When the pending top-up becomes spendable: on a date (the part under the maximum), once the card is
 * issued (an order), or the general note while the estimate loads.
 */
function PendingNote({ card }: { card: Card }) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const { data } = useQuery(pendingTopupQueryOptions(card.id))
  let text = t('cardDetail.pending_note')
  if (data && !data.settles) text = t('cardDetail.pending_after_issue')
  else if (data?.spendableAt && parseUsd(data.fits) > 0n) {
    text = t('cardDetail.pending_spendable_on', {
      amount: format.usd(data.fits),
      date: format.dateTime(data.spendableAt),
    })
  } else if (data && parseUsd(data.fits) === 0n && cardRoom(card).overMaximum > 0n) {
    // By the card's own answer too: the estimate may still be the one read before a top-up or a redemption.
    text = t('cardDetail.pending_over_maximum')
  }
  return (
    <span className="mt-1 block text-xs text-sky-200/80" data-testid="pending-note">
      {text}
    </span>
  )
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
          <PendingNote card={card} />
        </p>
      ) : null}
    </div>
  )
}
