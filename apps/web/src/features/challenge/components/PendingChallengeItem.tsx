import { formatDecimalForLocale } from '@chaincard/domain'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { LocaleLink } from '../../../components/ui/LocaleLink'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import { paths } from '../../../lib/paths'
import { useChallengePrompt } from '../hooks/useChallengePrompt'
import { formatSecondsLeft } from '../utils/formatSecondsLeft'

/** A card whose pending 3DS challenge the banner lists. */
export type BannerCard = {
  id: string
  /** The card number's last four digits, to tell the owner's cards apart. */
  last4: string
}

type Props = {
  card: BannerCard
  /** False on the card's own page, which shows the challenge itself. */
  visible: boolean
  onWaiting: (cardId: string, waiting: boolean) => void
  announce: (sentence: string) => void
}

/** Where the focus goes when the line it was on goes away: the page, not the document's start. */
function focusMain(): void {
  const main = document.querySelector('main')
  if (!main) return
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1')
  main.focus({ preventScroll: true })
}

/**
 * One card's line in the challenge banner while its challenge waits for an answer (or the answer is on its way):
 * nothing otherwise. Tells the banner whether it waits (for the title's mark), says a new challenge once and the
 * end of one it saw (answered here, expired, refused) once; the countdown itself is not read out every second.
 */
export function PendingChallengeItem({ card, visible, onWaiting, announce }: Props) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  // On the card's own page its prompt asks for the challenge: the line only follows that query.
  const prompt = useChallengePrompt(card.id, { follow: !visible })
  const answeredHere = useRef(false)
  const phase = prompt?.phase
  const waiting = phase === 'pending' || phase === 'sending'
  const challengeId = prompt?.challenge.id
  const values = prompt
    ? {
        amount: formatDecimalForLocale(prompt.challenge.amount, format.locale),
        currency: prompt.challenge.currency,
        merchant: prompt.challenge.merchantName,
      }
    : null
  const question = values ? t('challenge.question', values) : ''
  const outcome =
    prompt && values && !waiting
      ? phase === 'closed' && prompt.errorKey
        ? t(`challenge.error.${prompt.errorKey}`)
        : t(`challenge.${phase}`, values)
      : ''

  useEffect(() => onWaiting(card.id, waiting), [card.id, waiting, onWaiting])
  useEffect(() => () => onWaiting(card.id, false), [card.id, onWaiting])

  // A new challenge is said once as it appears (the card page says its own).
  const said = useRef<string | null>(null)
  useEffect(() => {
    if (!visible || !waiting || challengeId === undefined || said.current === challengeId) return
    said.current = challengeId
    announce(question)
  }, [visible, waiting, challengeId, question, announce])

  // Its end, once, when this line showed it; the focus on its buttons moves to the page.
  useEffect(() => {
    if (!visible || outcome === '' || said.current !== challengeId) return
    said.current = null
    announce(outcome)
    if (answeredHere.current) {
      answeredHere.current = false
      focusMain()
    }
  }, [visible, outcome, challengeId, announce])

  if (!prompt || !visible || !waiting) return null
  const { secondsLeft, errorKey, answer } = prompt
  const send = (choice: 'approve' | 'decline') => {
    answeredHere.current = true
    answer(choice)
  }
  return (
    <li
      data-testid="challenge-banner-item"
      className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-slate-700 pt-2 first:border-t-0"
    >
      <div className="min-w-0 flex-1 basis-60">
        <p className="font-bold break-words">{question}</p>
        <p className="text-sm text-slate-300">
          {t('challenge.banner.card', { last4: card.last4 })}
          {' · '}
          <span data-testid="challenge-banner-countdown" className="text-amber-100">
            {t('challenge.expires_in', { time: formatSecondsLeft(secondsLeft) })}
          </span>
        </p>
        {errorKey ? (
          <p role="alert" className="mt-1 text-sm text-rose-200">
            {t(`challenge.error.${errorKey}`)}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button disabled={phase === 'sending'} onClick={() => send('approve')}>
          {t('challenge.approve')}
        </Button>
        <Button variant="secondary" disabled={phase === 'sending'} onClick={() => send('decline')}>
          {t('challenge.decline')}
        </Button>
        <LocaleLink
          to={paths.card(card.id)}
          className="rounded-lg px-3 py-2 text-sm text-indigo-200 underline hover:bg-slate-700 focus-visible:outline-2 focus-visible:outline-indigo-300"
        >
          {t('challenge.banner.open_card', { last4: card.last4 })}
        </LocaleLink>
      </div>
    </li>
  )
}
