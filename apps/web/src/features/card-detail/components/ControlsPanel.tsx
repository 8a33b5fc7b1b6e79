import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { Skeleton } from '../../../components/ui/Skeleton'
import { programLimitsQueryOptions } from '../api/programLimitsQueryOptions'
import { useCardControls } from '../hooks/useCardControls'
import { controlsMaxima } from '../utils/controlsMaxima'
import { ControlsForm } from './ControlsForm'

/**
 * The owner's controls of the card (limits, blocked categories, channels, countries, a merchant lock), folded
 * under its heading until opened: read when opened, with the program's maxima beside the limits once known (a
 * server that does not publish them still takes the limits, and refuses one too high at its field).
 */
export function ControlsPanel({ cardId }: { cardId: string }) {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  const headingId = useId()
  const bodyId = useId()
  const controls = useCardControls(cardId, open)
  const program = useQuery({ ...programLimitsQueryOptions(), enabled: open })
  const maxima = program.data ? controlsMaxima(program.data) : null
  return (
    <section aria-labelledby={headingId} data-testid="controls" className="rounded-xl bg-slate-900/40 p-4">
      <h2 id={headingId} className="text-lg font-semibold">
        <button
          type="button"
          aria-expanded={open}
          {...(open ? { 'aria-controls': bodyId } : {})}
          onClick={() => setOpen((was) => !was)}
          className="flex w-full items-center gap-2 rounded-lg py-1 text-left focus-visible:outline-2 focus-visible:outline-indigo-300"
        >
          <span aria-hidden className={`inline-block transition ${open ? 'rotate-90' : ''}`}>
            ▸
          </span>
          {t('controls.title')}
        </button>
      </h2>
      <p className="mt-1 text-sm text-slate-300">{t('controls.intro')}</p>
      {open ? (
        <div id={bodyId} className="mt-4">
          {controls.data ? (
            <ControlsForm
              cardId={cardId}
              controls={controls.data}
              maxima={maxima}
              cashAllowed={program.data?.cashAllowed ?? null}
            />
          ) : controls.isError ? (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-sm">
              <p>{t('controls.load_error')}</p>
              <Button variant="secondary" onClick={() => void controls.refetch()}>
                {t('controls.retry')}
              </Button>
            </div>
          ) : (
            <Skeleton className="h-40" label={t('cardDetail.loading')} />
          )}
        </div>
      ) : null}
    </section>
  )
}
