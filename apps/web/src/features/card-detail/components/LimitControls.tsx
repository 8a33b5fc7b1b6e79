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
  hintIds,
  onChange,
}: {
  name: LimitKey
  value: string
  max: bigint | undefined
  error: ControlsErrors[`limits.${LimitKey}`]
  /** The hints shared with other limits that this one is described by. */
  hintIds: string[]
  onChange: (value: string) => void
}) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const id = useId()
  const maxId = `${id}-max`
  const errorId = `${id}-error`
  const describedBy = [...hintIds, max !== undefined ? maxId : '', error ? errorId : '']
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

/**
 * When a day's limit starts over, in the person's own clock: days and months are counted in UTC (the domain's
 * `velocityWindowOf`), so the next UTC midnight as a local time ("01:00" in Berlin in winter).
 */
function useDayStart(): string {
  const { i18n } = useTranslation()
  const now = new Date()
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1))
  return new Intl.DateTimeFormat(i18n.language || 'en', { timeStyle: 'short' }).format(midnight)
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
  const windowId = useId()
  const renewsAt = useDayStart()
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 font-medium">{t('controls.limits.legend')}</legend>
      <p id={hintId} className="mb-3 text-sm text-slate-300">
        {t('controls.limits.hint')}
      </p>
      <p id={windowId} className="-mt-2 mb-3 text-sm text-slate-300">
        {t('controls.limits.window', { time: renewsAt })}
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {LIMIT_KEYS.map((key) => (
          <LimitField
            key={key}
            name={key}
            value={limits[key]}
            max={maxima?.[key]}
            error={errors[`limits.${key}`]}
            hintIds={key === 'perPurchase' ? [hintId] : [hintId, windowId]}
            onChange={(value) => onChange(key, value)}
          />
        ))}
      </div>
    </fieldset>
  )
}
