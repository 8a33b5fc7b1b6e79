import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import { type ControlsErrors, type ControlsMaxima, LIMIT_KEYS, type LimitKey } from '../utils/controlsForm'
import { ControlFieldError } from './ControlFieldError'

const inputClass =
  'w-full min-w-0 rounded-lg border border-slate-500 bg-slate-900 px-3 py-2 text-slate-100 aria-[invalid=true]:border-rose-400'

function LimitField({
  name,
  value,
  max,
  error,
  sharedHintId,
  onChange,
}: {
  name: LimitKey
  value: string
  max: bigint | undefined
  error: ControlsErrors[`limits.${LimitKey}`]
  sharedHintId: string
  onChange: (value: string) => void
}) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const id = useId()
  const maxId = `${id}-max`
  const errorId = `${id}-error`
  const describedBy = [sharedHintId, max !== undefined ? maxId : '', error ? errorId : '']
    .filter(Boolean)
    .join(' ')
  return (
    <div data-field={`limits.${name}`} className="min-w-0">
      <label htmlFor={id} className="mb-1 block text-sm text-slate-200">
        {t(`controls.limits.${name}`)}
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className={inputClass}
          value={value}
          aria-invalid={error !== undefined}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
        />
        <span className="text-sm text-slate-300">USD</span>
      </div>
      {max !== undefined ? (
        <p id={maxId} className="mt-1 text-xs text-slate-400">
          {t('controls.limits.max', { max: format.usdMicro(max) })}
        </p>
      ) : null}
      <ControlFieldError id={errorId} error={error} />
    </div>
  )
}

/** The owner's spending limits per purchase, day and month, each empty for none. */
export function LimitControls({
  limits,
  maxima,
  errors,
  onChange,
}: {
  limits: Record<LimitKey, string>
  maxima: ControlsMaxima | null
  errors: ControlsErrors
  onChange: (key: LimitKey, value: string) => void
}) {
  const { t } = useTranslation()
  const hintId = useId()
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 font-medium">{t('controls.limits.legend')}</legend>
      <p id={hintId} className="mb-3 text-sm text-slate-300">
        {t('controls.limits.hint')}
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {LIMIT_KEYS.map((key) => (
          <LimitField
            key={key}
            name={key}
            value={limits[key]}
            max={maxima?.[key]}
            error={errors[`limits.${key}`]}
            sharedHintId={hintId}
            onChange={(value) => onChange(key, value)}
          />
        ))}
      </div>
    </fieldset>
  )
}
