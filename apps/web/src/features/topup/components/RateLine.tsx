import { formatDecimalForLocale } from '@chaincard/domain'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'

/** '1 {currency} ≈ {rate} USD'; null while loading; "-1" shows the rate error with Try Again. */
export function RateLine({
  symbol,
  rate,
  onRetry,
}: {
  symbol: string
  rate: string | null
  onRetry: () => void
}) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  if (rate === null) {
    return (
      <p className="text-sm text-slate-300" data-testid="rate-line">
        {t('topup.rate_loading')}
      </p>
    )
  }
  if (rate === '-1') {
    return (
      <div role="alert" className="flex items-center gap-3 text-sm text-amber-300" data-testid="rate-line">
        <span>{t('topup.rate_error.text')}</span>
        <Button variant="secondary" onClick={onRetry}>
          {t('topup.rate_error.retry')}
        </Button>
      </div>
    )
  }
  return (
    <p className="text-sm text-slate-300" data-testid="rate-line">
      {t('topup.rate', { currency: symbol, rate: formatDecimalForLocale(rate, format.locale) })}
    </p>
  )
}
