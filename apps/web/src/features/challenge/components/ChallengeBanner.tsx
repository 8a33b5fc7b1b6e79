import { useCallback, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useTitleBadge } from '../hooks/useTitleBadge'
import { type BannerCard, PendingChallengeItem } from './PendingChallengeItem'

export type { BannerCard } from './PendingChallengeItem'

/**
 * The owner's pending 3DS challenges wherever they are in the app (signed in): one line per card with a
 * challenge waiting, its countdown, Approve, Decline and a link to the card; the tab's title is marked while one
 * waits. Each card's challenge comes from the card's own challenge query, which the live stream's `challenge.*`
 * events refresh, so a line appears within a second of the challenge and goes when it is answered (here, on the
 * card page, with the one-time code) or expires. The card whose page is open (`cardOnPage`) shows its challenge
 * there: no line for it here, and no request of its own (its line follows the page's query, which asks), but
 * it still marks the title. What happened to an answer given here is said in a status message, since the line
 * itself goes. `cards` are only those the card page would ask for (canGetCardOtp).
 */
export function ChallengeBanner({ cards, cardOnPage }: { cards: BannerCard[]; cardOnPage: string | null }) {
  const { t } = useTranslation()
  const labelId = useId()
  const [waiting, setWaiting] = useState<ReadonlySet<string>>(new Set())
  const [announcement, setAnnouncement] = useState('')

  const onWaiting = useCallback((cardId: string, isWaiting: boolean) => {
    setWaiting((current) => {
      if (current.has(cardId) === isWaiting) return current
      const next = new Set(current)
      if (isWaiting) next.add(cardId)
      else next.delete(cardId)
      return next
    })
  }, [])

  const count = cards.filter((card) => waiting.has(card.id)).length
  useTitleBadge(count > 0 ? t('challenge.banner.title_badge', { count }) : null)
  const shown = cards.filter((card) => card.id !== cardOnPage && waiting.has(card.id)).length

  return (
    <>
      <section
        aria-labelledby={labelId}
        data-testid="challenge-banner"
        hidden={shown === 0}
        className="border-b-2 border-amber-400/70 bg-slate-800 px-4 py-3"
      >
        <h2
          id={labelId}
          className="mx-auto max-w-5xl text-sm font-semibold tracking-wide text-amber-200 uppercase"
        >
          {t('challenge.banner.label')}
        </h2>
        <ul className="mx-auto max-w-5xl">
          {cards.map((card) => (
            <PendingChallengeItem
              key={card.id}
              card={card}
              visible={card.id !== cardOnPage}
              onWaiting={onWaiting}
              announce={setAnnouncement}
            />
          ))}
        </ul>
      </section>
      {/* Only while there is a card to follow: an owner without one has no second, empty status on every page. */}
      {cards.length > 0 ? (
        <p role="status" className="sr-only">
          {announcement}
        </p>
      ) : null}
    </>
  )
}
