import { applyFee } from '@chaincard/domain'
import { useTranslation } from 'react-i18next'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'

/**
 * Value of the payment, the fee, and what the card receives after it (the total showed the
 * amount before the fee). For a swap the value is an estimate at the quoted rate ("≈").
 */
export function TopupTotals({
  totalMicroUsd,
  feeRate,
  currency,
  estimate,
}: {
  totalMicroUsd: bigint | null
  feeRate: string
  currency: string
  estimate: boolean
}) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const split = totalMicroUsd === null ? null : applyFee(totalMicroUsd, feeRate)
  const approx = estimate ? '≈ ' : ''
  return (
    <dl className="flex flex-col gap-1 text-sm">
      <div className="flex justify-between">
        <dt className="text-slate-300">{t('topup.value')}</dt>
        <dd data-testid="value">
          {totalMicroUsd === null ? '--' : `${approx}${format.usdMicro(totalMicroUsd)} ${currency}`}
        </dd>
      </div>
      <div className="flex justify-between">
        <dt className="text-slate-300">{t('topup.fee', { rate: format.percent(feeRate) })}</dt>
        <dd data-testid="fee">{split ? `${format.usdMicro(split.fee, 'up')} ${currency}` : '--'}</dd>
      </div>
      <div className="flex justify-between font-semibold">
        <dt>{t('topup.total')}</dt>
        <dd data-testid="total">{split ? `${approx}${format.usdMicro(split.net)} ${currency}` : '--'}</dd>
      </div>
    </dl>
  )
}
