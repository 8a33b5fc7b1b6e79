import type { ConfirmationsResponse } from '@chaincard/domain'
import { useTranslation } from 'react-i18next'
import { getTimelineSteps } from '../utils/getTimelineSteps'

/** The deposit timeline: sent -> confirmations -> credited -> settled, so the user sees where the money is. */
export function DepositTimeline({
  hash,
  confirmations,
  settled,
  settledLabelKey,
}: {
  hash: string | null | undefined
  confirmations: ConfirmationsResponse | undefined
  settled: boolean
  settledLabelKey: 'topup.timeline.settled_first' | 'topup.timeline.settled_topup'
}) {
  const { t } = useTranslation()
  const steps = getTimelineSteps({ hash, confirmations, settled })
  const detail = (id: string) => {
    if (id === 'sent' && hash) return `${hash.slice(0, 10)}…${hash.slice(-8)}`
    if (id === 'confirmations' && confirmations) {
      return t('topup.timeline.count', {
        done: Math.min(confirmations.confirmations, confirmations.required),
        required: confirmations.required,
      })
    }
    if (id === 'settled') return t(settledLabelKey)
    return null
  }
  return (
    <ol className="my-4 flex flex-col gap-2" aria-label={t('topup.timeline.label')}>
      {steps.map((step) => (
        <li
          key={step.id}
          data-testid={`timeline-${step.id}`}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
          className="flex items-start gap-3"
        >
          <span
            aria-hidden
            className={`mt-1 inline-block h-3 w-3 shrink-0 rounded-full ${
              step.state === 'done'
                ? 'bg-emerald-400'
                : step.state === 'current'
                  ? 'animate-pulse bg-indigo-400'
                  : 'bg-slate-600'
            }`}
          />
          <span className="flex flex-col">
            <span className={step.state === 'todo' ? 'text-slate-400' : 'text-slate-100'}>
              {t(`topup.timeline.${step.id}`)}
              <span className="sr-only"> ({t(`topup.timeline.state_${step.state}`)})</span>
            </span>
            {detail(step.id) ? (
              <span className="font-mono text-xs text-slate-400">{detail(step.id)}</span>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  )
}
