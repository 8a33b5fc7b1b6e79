import { formatDecimalForLocale } from '@chaincard/domain'
import { useEffect, useId, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import type { ChallengePrompt } from '../hooks/useChallengePrompt'
import { formatSecondsLeft } from '../utils/formatSecondsLeft'

const FINAL = new Set(['approved', 'declined', 'expired', 'closed'])

/**
 * The 3DS challenge prompt: "Approve 42.00 USD at MERCHANT?" with Approve and Decline until the
 * countdown ends, then what happened. A labelled region on the page, not a modal: it never takes the focus
 * while the owner is busy elsewhere; the question is announced when it appears, the outcome when it comes.
 */
export function ChallengePromptView({
  challenge,
  phase,
  secondsLeft,
  errorKey,
  answer,
  dismiss,
}: ChallengePrompt) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const titleId = useId()
  const section = useRef<HTMLElement>(null)
  const outcome = useRef<HTMLParagraphElement>(null)
  const values = {
    amount: formatDecimalForLocale(challenge.amount, format.locale),
    currency: challenge.currency,
    merchant: challenge.merchantName,
  }
  const final = FINAL.has(phase)

  // The buttons are gone once it is over: the focus they had (now on the body) moves to the sentence saying
  // what happened, without scrolling; focus anywhere else on the page stays where it is.
  useEffect(() => {
    if (!final) return
    const active = document.activeElement
    if (active === document.body || active === null || section.current?.contains(active))
      outcome.current?.focus({ preventScroll: true })
  }, [final])

  return (
    <section
      ref={section}
      aria-labelledby={titleId}
      data-testid="card-challenge"
      className="rounded-2xl border-2 border-amber-400/70 bg-slate-800 p-5 shadow-lg"
    >
      <h2 id={titleId} className="mb-2 text-sm font-semibold tracking-wide text-amber-200 uppercase">
        {t('challenge.title')}
      </h2>
      {final ? (
        <p ref={outcome} tabIndex={-1} role="status" data-testid="challenge-outcome" className="text-lg">
          {phase === 'closed' && errorKey
            ? t(`challenge.error.${errorKey}`)
            : t(`challenge.${phase}`, values)}
        </p>
      ) : (
        <>
          <p role="alert" className="text-xl font-bold break-words">
            {t('challenge.question', values)}
          </p>
          <p className="mt-1 text-sm text-slate-300">{t('challenge.intro')}</p>
          <p data-testid="challenge-countdown" className="mt-2 text-sm text-amber-100">
            {t('challenge.expires_in', { time: formatSecondsLeft(secondsLeft) })}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Button
              className="min-w-32 flex-1"
              disabled={phase === 'sending'}
              onClick={() => answer('approve')}
            >
              {t('challenge.approve')}
            </Button>
            <Button
              variant="secondary"
              className="min-w-32 flex-1"
              disabled={phase === 'sending'}
              onClick={() => answer('decline')}
            >
              {t('challenge.decline')}
            </Button>
          </div>
          <p role="status" className="mt-3 text-sm text-slate-200 empty:hidden">
            {phase === 'sending' ? t('challenge.sending') : ''}
          </p>
          {errorKey ? (
            <p role="alert" data-testid="challenge-error" className="mt-2 text-sm text-rose-200">
              {t(`challenge.error.${errorKey}`)}
            </p>
          ) : null}
        </>
      )}
      {final ? (
        <Button variant="ghost" className="mt-3 -ml-2" onClick={dismiss}>
          {t('challenge.dismiss')}
        </Button>
      ) : null}
    </section>
  )
}
