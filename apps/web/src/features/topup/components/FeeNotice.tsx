import { formatPercent } from '@chaincard/domain'
import { useTranslation } from 'react-i18next'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'

/**
 * The fee notice (original rate struck through when discounted, in a colour with enough contrast), the
 * second notice and, for swaps, the disclaimer.
 */
export function FeeNotice({
  feeRate,
  originalFeeRate,
  isSwap,
}: {
  feeRate: string
  originalFeeRate: string
  isSwap: boolean
}) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const discounted = formatPercent(originalFeeRate) !== formatPercent(feeRate)
  return (
    <div className="flex flex-col gap-2 rounded-lg bg-slate-800/60 p-3 text-sm text-slate-300">
      <p data-testid="fee-notice">
        {t('topup.fee_notice')}{' '}
        {discounted ? (
          <s data-testid="original-fee" className="text-slate-300">
            <span className="sr-only">{t('topup.fee_original')} </span>
            {format.percent(originalFeeRate)}
          </s>
        ) : null}{' '}
        <strong className="text-slate-100">{format.percent(feeRate)}</strong>
      </p>
      <p>{t('topup.second_notice')}</p>
      {isSwap ? <p data-testid="swap-disclaimer">{t('topup.swap_disclaimer')}</p> : null}
    </div>
  )
}
