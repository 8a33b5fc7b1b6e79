import { SLIPPAGE_MAX, SLIPPAGE_MIN, SLIPPAGE_STEP, type SlippageErrorKey } from '@chaincard/domain'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** Slippage tolerance in percent (swaps only), with its note and its SPEC section 5 messages. */
export function SlippageField({
  value,
  error,
  disabled,
  onChange,
}: {
  value: string
  error: SlippageErrorKey | null
  disabled: boolean
  onChange: (value: string) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const noteId = useId()
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm text-slate-300" title={t('topup.slippage_note')}>
        {t('topup.slippage')}
      </label>
      <input
        id={id}
        type="number"
        step={SLIPPAGE_STEP}
        min={SLIPPAGE_MIN}
        max={SLIPPAGE_MAX}
        className="rounded-lg border border-slate-600 bg-slate-800 px-3 py-2"
        value={value}
        title={t('topup.slippage_note')}
        aria-describedby={noteId}
        aria-invalid={error !== null}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={noteId} className="text-xs text-slate-300">
        {t('topup.slippage_note')}
      </p>
      {error ? (
        <p role="alert" className="text-sm text-rose-300" data-testid="slippage-error">
          {t(`topup.error_msg.${error}`)}
        </p>
      ) : null}
    </div>
  )
}
