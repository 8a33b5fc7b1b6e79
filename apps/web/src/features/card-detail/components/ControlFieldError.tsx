import { useTranslation } from 'react-i18next'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import type { ControlsFieldError } from '../utils/controlsForm'

/** The sentence of a control that cannot be saved, under `controls.errors`; `id` ties it to its control. */
export function ControlFieldError({ id, error }: { id: string; error: ControlsFieldError | undefined }) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  if (!error) return null
  const text =
    error.kind === 'above_max'
      ? t('controls.errors.above_max', { max: format.usdMicro(error.max) })
      : t(`controls.errors.${error.kind}`)
  return (
    <p id={id} className="mt-1 text-sm text-rose-300">
      {text}
    </p>
  )
}
