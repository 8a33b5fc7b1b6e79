import { numberSymbols, parseDecimalForLocale, type SlippageErrorKey } from '@chaincard/domain'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'

/** A canonical decimal ("0.1") as typed in this locale ("0,1"). */
const toLocaleInput = (canonical: string, locale: string) =>
  canonical.replace('.', numberSymbols(locale).decimal)

/**
 * Slippage tolerance in percent (swaps only), with its note and its SPEC section 5 messages. Shown and typed
 * with the page language's decimal separator (German showed "0.1"); `value` and `onChange` carry the
 * canonical form ("0.1").
 */
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
  const { locale } = useLocaleFormat()
  const id = useId()
  const noteId = useId()
  const [text, setText] = useState(() => toLocaleInput(value, locale))
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm text-slate-300" title={t('topup.slippage_note')}>
        {t('topup.slippage')}
      </label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className="rounded-lg border border-slate-600 bg-slate-800 px-3 py-2"
        value={text}
        title={t('topup.slippage_note')}
        aria-describedby={noteId}
        aria-invalid={error !== null}
        disabled={disabled}
        onChange={(event) => {
          setText(event.target.value)
          onChange(parseDecimalForLocale(event.target.value, locale) ?? event.target.value)
        }}
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
