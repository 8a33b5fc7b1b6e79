import type { PendingTopupResponse } from '@chaincard/domain'
import { parseUsd } from '@chaincard/domain'
import { useTranslation } from 'react-i18next'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import type { Card } from '../../../types/api'

/**
 * What the money on a newly issued card does next: spendable now, spendable on a date while the first
 * top-up is pending, or over the card maximum (move it or ask for it back from the card page).
 */
export function ReadyNextStep({ card, pending }: { card: Card; pending: PendingTopupResponse | undefined }) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  if (parseUsd(card.pendingTopup) === 0n) {
    return (
      <p className="mb-4 text-sm text-slate-200" data-testid="ready-next-step">
        {parseUsd(card.balance) > 0n
          ? t('application.spendable_now', { amount: format.usd(card.balance) })
          : t('application.top_up_next')}
      </p>
    )
  }
  if (!pending) return null
  return (
    <div className="mb-4 space-y-2 text-sm text-slate-200" data-testid="ready-next-step">
      {pending.spendableAt && parseUsd(pending.fits) > 0n ? (
        <p>
          {t('application.spendable_on', {
            amount: format.usd(pending.fits),
            date: format.dateTime(pending.spendableAt),
          })}
        </p>
      ) : null}
      {parseUsd(pending.overMaximum) > 0n ? (
        <p className="rounded-lg bg-amber-500/10 p-3 text-amber-100">
          {t('application.over_maximum', { amount: format.usd(pending.overMaximum) })}
        </p>
      ) : null}
    </div>
  )
}
