import type { CardControls } from '@chaincard/domain'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { errorSentenceKey } from '../../../lib/api/errorSentenceKey'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import { useSaveCardControls } from '../hooks/useSaveCardControls'
import {
  type ControlsErrors,
  type ControlsField,
  type ControlsForm as ControlsFormState,
  type ControlsMaxima,
  controlsToForm,
  FIELD_ORDER,
  formToBody,
} from '../utils/controlsForm'
import { controlsRefusal } from '../utils/controlsRefusal'
import { CategoryControls } from './CategoryControls'
import { ChannelControls } from './ChannelControls'
import { CountryControls } from './CountryControls'
import { LimitControls } from './LimitControls'
import { MerchantLockControls } from './MerchantLockControls'

type Outcome = 'saved' | 'unlocked' | null

/**
 * The controls as a form: edited here, saved whole with PUT. What the form can tell is wrong (not an amount,
 * above the program's maximum, a country list with no country) is said at its field before anything is sent;
 * a field the server refuses is said at that field in the panel's own words; anything else once, above Save.
 * The first field in error gets the focus. Unlocking a card locked to its merchant saves the stored controls
 * with the lock off, leaving the form's other edits as they are.
 */
export function ControlsForm({
  cardId,
  controls,
  maxima,
  cashAllowed,
}: {
  cardId: string
  controls: CardControls
  maxima: ControlsMaxima | null
  /** Whether the program lets cash be taken; null while not known. */
  cashAllowed: boolean | null
}) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const { supportEmail } = useAppConfig()
  const formRef = useRef<HTMLFormElement>(null)
  const [form, setForm] = useState<ControlsFormState>(() => controlsToForm(controls, format.decimalSeparator))
  const [errors, setErrors] = useState<ControlsErrors>({})
  const [outcome, setOutcome] = useState<Outcome>(null)
  const save = useSaveCardControls(cardId)

  const change = (next: Partial<ControlsFormState>, cleared: ControlsField[]) => {
    setForm((was) => ({ ...was, ...next }))
    setOutcome(null)
    if (cleared.some((field) => errors[field] !== undefined)) {
      setErrors((was) => {
        const rest = { ...was }
        for (const field of cleared) delete rest[field]
        return rest
      })
    }
  }

  const focusFirst = (failed: ControlsErrors) => {
    const field = FIELD_ORDER.find((candidate) => failed[candidate] !== undefined)
    if (!field) return
    // After the render that marks it: the error text is then part of its description.
    requestAnimationFrame(() => {
      const target = formRef.current?.querySelector<HTMLElement>(
        `[data-field="${field}"] input, [data-field="${field}"] button`,
      )
      target?.focus()
    })
  }

  const submit = () => {
    const result = formToBody(form, format.locale, maxima)
    if (!result.ok) {
      setErrors(result.errors)
      focusFirst(result.errors)
      return
    }
    setErrors({})
    setOutcome(null)
    save.mutate(result.body, {
      onSuccess: (stored) => {
        setForm(controlsToForm(stored, format.decimalSeparator))
        setOutcome('saved')
      },
      onError: (error) => {
        const refusal = controlsRefusal(error)
        if (!refusal) return
        const failed = { [refusal.field]: refusal.error }
        setErrors(failed)
        focusFirst(failed)
      },
    })
  }

  const unlock = () => {
    setOutcome(null)
    const { lockedMerchant: _merchant, ...stored } = controls
    save.mutate(
      { ...stored, merchantLock: 'off' },
      {
        onSuccess: (saved) => {
          setForm((was) => ({ ...was, merchantLock: saved.merchantLock }))
          setOutcome('unlocked')
        },
      },
    )
  }

  const generalError = save.isError && controlsRefusal(save.error) === null
  return (
    <form
      ref={formRef}
      noValidate
      className="flex flex-col gap-6"
      onSubmit={(event) => {
        event.preventDefault()
        if (!save.isPending) submit()
      }}
    >
      <LimitControls
        limits={form.limits}
        maxima={maxima}
        errors={errors}
        onChange={(key, value) => change({ limits: { ...form.limits, [key]: value } }, [`limits.${key}`])}
      />
      <CategoryControls
        blocked={form.blockedCategories}
        error={errors.blockedCategories}
        onChange={(blockedCategories) => change({ blockedCategories }, ['blockedCategories'])}
      />
      <ChannelControls
        channels={form.channels}
        cashAllowed={cashAllowed}
        error={errors.channels}
        onChange={(channels) => change({ channels }, ['channels'])}
      />
      <CountryControls
        mode={form.countriesMode}
        countries={form.countries}
        error={errors.countries}
        onChange={(countriesMode, countries) => change({ countriesMode, countries }, ['countries'])}
      />
      <MerchantLockControls
        lock={form.merchantLock}
        lockedMerchant={controls.lockedMerchant}
        error={errors.merchantLock}
        unlocking={save.isPending}
        onChange={(merchantLock) => change({ merchantLock }, ['merchantLock'])}
        onUnlock={unlock}
      />
      {generalError ? (
        <p role="alert" className="text-sm text-rose-300">
          {t(errorSentenceKey(save.error), { email: supportEmail })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('controls.saving') : t('controls.save')}
        </Button>
        <p role="status" className="text-sm text-emerald-300">
          {outcome ? t(`controls.${outcome}`) : ''}
        </p>
      </div>
    </form>
  )
}
