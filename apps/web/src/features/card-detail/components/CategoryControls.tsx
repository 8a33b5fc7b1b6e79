import { MERCHANT_CATEGORY_NAMES, type MerchantCategory } from '@chaincard/domain'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ControlsFieldError } from '../utils/controlsForm'
import { ControlFieldError } from './ControlFieldError'

/** The merchant categories the owner blocks, one checkbox each, in the domain's order. */
export function CategoryControls({
  blocked,
  error,
  onChange,
}: {
  blocked: readonly MerchantCategory[]
  error: ControlsFieldError | undefined
  onChange: (blocked: MerchantCategory[]) => void
}) {
  const { t } = useTranslation()
  const hintId = useId()
  const errorId = useId()
  const toggle = (category: MerchantCategory, on: boolean) =>
    onChange(MERCHANT_CATEGORY_NAMES.filter((name) => (name === category ? on : blocked.includes(name))))
  return (
    <fieldset
      data-field="blockedCategories"
      className="min-w-0"
      aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
    >
      <legend className="mb-1 font-medium">{t('controls.categories.legend')}</legend>
      <p id={hintId} className="mb-3 text-sm text-slate-300">
        {t('controls.categories.hint')}
      </p>
      <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
        {MERCHANT_CATEGORY_NAMES.map((category) => (
          <label key={category} className="flex min-w-0 items-start gap-2 py-1 text-sm">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4 shrink-0 accent-indigo-500"
              checked={blocked.includes(category)}
              onChange={(event) => toggle(category, event.target.checked)}
            />
            <span>{t(`controls.categories.name.${category}`)}</span>
          </label>
        ))}
      </div>
      <ControlFieldError id={errorId} error={error} />
    </fieldset>
  )
}
