import { type LockedMerchant, MerchantLock } from '@chaincard/domain'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import type { ControlsFieldError } from '../utils/controlsForm'
import { ControlFieldError } from './ControlFieldError'

/**
 * The merchant lock: off, locked to the next approved purchase's merchant, or good for one purchase. A card
 * already locked names its merchant, with Unlock.
 */
export function MerchantLockControls({
  lock,
  lockedMerchant,
  error,
  unlocking,
  onChange,
  onUnlock,
}: {
  lock: MerchantLock
  lockedMerchant: LockedMerchant | undefined
  error: ControlsFieldError | undefined
  unlocking: boolean
  onChange: (lock: MerchantLock) => void
  onUnlock: () => void
}) {
  const { t } = useTranslation()
  const name = useId()
  const errorId = useId()
  return (
    <fieldset data-field="merchantLock" className="min-w-0" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-2 font-medium">{t('controls.merchant_lock.legend')}</legend>
      {lockedMerchant ? (
        <div
          data-testid="locked-merchant"
          className="mb-3 flex flex-wrap items-center gap-3 rounded-lg border border-amber-400/50 bg-amber-500/10 p-3 text-sm"
        >
          <p className="min-w-0 break-words">
            {t('controls.merchant_lock.locked_to', { name: lockedMerchant.name })}
          </p>
          <Button variant="secondary" disabled={unlocking} onClick={onUnlock}>
            {t('controls.merchant_lock.unlock')}
          </Button>
        </div>
      ) : null}
      <div className="flex flex-col gap-2">
        {MerchantLock.options.map((option) => (
          <div key={option} className="min-w-0">
            <label className="flex items-start gap-2 text-sm">
              <input
                type="radio"
                name={name}
                className="mt-0.5 h-4 w-4 shrink-0 accent-indigo-500"
                checked={lock === option}
                aria-describedby={`${name}-${option}`}
                onChange={() => onChange(option)}
              />
              <span className="min-w-0">{t(`controls.merchant_lock.${option}`)}</span>
            </label>
            <p id={`${name}-${option}`} className="ml-6 text-xs text-slate-400">
              {t(`controls.merchant_lock.${option}_hint`)}
            </p>
          </div>
        ))}
      </div>
      <ControlFieldError id={errorId} error={error} />
    </fieldset>
  )
}
