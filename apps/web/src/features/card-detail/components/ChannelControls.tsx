import type { CardControls } from '@chaincard/domain'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import type { ControlsFieldError } from '../utils/controlsForm'
import { ControlFieldError } from './ControlFieldError'

type Channels = CardControls['channels']
const CHANNELS = ['online', 'inStore', 'atm'] as const satisfies readonly (keyof Channels)[]

/** A switch: on lets the card be used that way. Its name is its text, its state `aria-checked`. */
function ChannelSwitch({ label, on, onToggle }: { label: string; on: boolean; onToggle: () => void }) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={onToggle}
      className="inline-flex items-center gap-3 rounded-lg px-2 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-indigo-300"
    >
      <span
        aria-hidden
        className={`relative h-6 w-11 shrink-0 rounded-full transition ${on ? 'bg-indigo-600' : 'bg-slate-600'}`}
      >
        <span
          className={`absolute top-0.5 h-5 w-5 rounded-full bg-white transition ${on ? 'left-5' : 'left-0.5'}`}
        />
      </span>
      {label}
    </button>
  )
}

/** Where the card works: online, in store, at an ATM; each a switch. */
export function ChannelControls({
  channels,
  cashAllowed,
  error,
  onChange,
}: {
  channels: Channels
  /** False when the program takes no cash at all: the ATM switch then cannot allow it, and the panel says so. */
  cashAllowed: boolean | null
  error: ControlsFieldError | undefined
  onChange: (channels: Channels) => void
}) {
  const { t } = useTranslation()
  const hintId = useId()
  const errorId = useId()
  return (
    <fieldset
      data-field="channels"
      className="min-w-0"
      aria-describedby={[hintId, error ? errorId : ''].filter(Boolean).join(' ')}
    >
      <legend className="mb-1 font-medium">{t('controls.channels.legend')}</legend>
      <p id={hintId} className="mb-2 text-sm text-slate-300">
        {t('controls.channels.hint')}
      </p>
      <div className="flex flex-col items-start gap-1 sm:flex-row sm:flex-wrap sm:gap-4">
        {CHANNELS.map((channel) => (
          <ChannelSwitch
            key={channel}
            label={t(`controls.channels.${channel}`)}
            on={channels[channel]}
            onToggle={() => onChange({ ...channels, [channel]: !channels[channel] })}
          />
        ))}
      </div>
      {cashAllowed === false ? (
        <p className="mt-2 text-sm text-amber-200">{t('controls.channels.no_cash')}</p>
      ) : null}
      <ControlFieldError id={errorId} error={error} />
    </fieldset>
  )
}
