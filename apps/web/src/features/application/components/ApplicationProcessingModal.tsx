import { APPLICATION_POLL_INTERVAL_MS } from '@chaincard/domain'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { EnrollmentNotice } from '../../../components/ui/EnrollmentNotice'
import { Modal } from '../../../components/ui/Modal'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { enrollmentQueryOptions } from '../../../lib/enrollment/enrollmentQueryOptions'
import { closeModal } from '../../../lib/modals/modalStore'
import { invalidateCards } from '../../../lib/queries/cardsQuery'
import { applicationCardQueryOptions, isApplicationDone } from '../api/applicationCardQueryOptions'
import { pendingTopupQueryOptions } from '../api/pendingTopupQueryOptions'
import { ReadyNextStep } from './ReadyNextStep'

/** Whole seconds until the next automatic check, from when the card was last loaded. */
function useSecondsToNextCheck(updatedAt: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000)
    return () => clearInterval(timer)
  }, [])
  return Math.max(0, Math.ceil((updatedAt + APPLICATION_POLL_INTERVAL_MS - now) / 1_000))
}

/**
 * ApplicationProcessing: polls the card every 30 s until it is active or waiting to get (SPEC section 4),
 * then says the card details are ready and when the money is spendable ("Setup complete, ready to
 * use" showed over a 0.00 balance with the money still pending), and reloads the card list. While it waits it says what is happening
 * (a spinner for 30 s with no explanation): the steps done, the issuer's review in progress, when it
 * last checked and when it checks again, a Check now button, and that closing the window is safe.
 */
export default function ApplicationProcessingModal({ cardId }: { cardId: string }) {
  const { t, i18n } = useTranslation()
  const client = useQueryClient()
  const card = useQuery(applicationCardQueryOptions(cardId))
  const done = isApplicationDone(card.data)
  const next = useSecondsToNextCheck(card.dataUpdatedAt)
  const pending = useQuery({ ...pendingTopupQueryOptions(cardId), enabled: done })
  // Where the owner's enrollment with the issuer stands (a review, a document, a refusal).
  const config = useAppConfig()
  const enrollment = useQuery({ ...enrollmentQueryOptions(), enabled: Boolean(config.enrollment) && !done })
  useEffect(() => {
    if (done) void invalidateCards(client)
  }, [done, client])
  const close = () => closeModal('applicationProcessing')

  if (done && card.data) {
    return (
      <Modal
        title={t('application.complete_title')}
        description={t('application.complete_text')}
        onClose={close}
      >
        <ReadyNextStep card={card.data} pending={pending.data} />
        <Button className="w-full" onClick={close}>
          {t('application.view_card')}
        </Button>
      </Modal>
    )
  }
  const checkedAt = card.dataUpdatedAt
    ? new Intl.DateTimeFormat(i18n.language, { timeStyle: 'medium' }).format(card.dataUpdatedAt)
    : null
  const steps = [
    { id: 'paid', state: 'done' },
    { id: 'contact', state: 'done' },
    { id: 'review', state: 'current' },
    { id: 'ready', state: 'upcoming' },
  ] as const
  return (
    <Modal
      title={t('application.processing_title')}
      description={t('application.processing_text')}
      onClose={close}
    >
      <div className="mb-4 empty:hidden">
        <EnrollmentNotice enrollment={enrollment.data} supportEmail={config.supportEmail} />
      </div>
      <ol className="mb-4 flex flex-col gap-2" aria-label={t('application.steps_label')}>
        {steps.map((step) => (
          <li
            key={step.id}
            data-state={step.state}
            aria-current={step.state === 'current' ? 'step' : undefined}
            className="flex items-center gap-3 text-sm"
          >
            <span
              aria-hidden
              className={`inline-block h-3 w-3 shrink-0 rounded-full ${
                step.state === 'done'
                  ? 'bg-emerald-400'
                  : step.state === 'current'
                    ? 'animate-pulse bg-indigo-400'
                    : 'bg-slate-600'
              }`}
            />
            <span className={step.state === 'upcoming' ? 'text-slate-300' : 'text-slate-100'}>
              {t(`application.step.${step.id}`)}
              <span className="sr-only"> ({t(`topup.progress.state.${step.state}`)})</span>
            </span>
          </li>
        ))}
      </ol>
      <p role="status" className="mb-4 text-sm text-slate-300" data-testid="application-check">
        {checkedAt ? t('application.checked', { time: checkedAt, seconds: next }) : t('application.checking')}
      </p>
      <div className="flex gap-3">
        <Button variant="secondary" className="flex-1" onClick={close}>
          {t('common.close')}
        </Button>
        <Button className="flex-1" disabled={card.isFetching} onClick={() => void card.refetch()}>
          {t('application.check_now')}
        </Button>
      </div>
    </Modal>
  )
}
