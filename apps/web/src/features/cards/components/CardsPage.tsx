import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { Skeleton } from '../../../components/ui/Skeleton'
import { isApiError } from '../../../lib/api/ApiError'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { useDocumentTitle } from '../../../lib/i18n/useDocumentTitle'
import type { CardList } from '../../../types/api'
import { useCards } from '../hooks/useCards'
import { useUserState } from '../hooks/useUserState'
import { AddCardSection } from './AddCardSection'
import { CardGroupsTabs } from './CardGroupsTabs'
import { UserInfoPanel } from './UserInfoPanel'
import { UserStateBanner } from './UserStateBanner'

/** A 400 on GET /card counts as logged in with nothing to show (SPEC section 8). */
const EMPTY_LIST: CardList = { cards: [], orders: [], leftCount: 0, cardProducts: [] }

function CardsSkeleton() {
  const { t } = useTranslation()
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <Skeleton className="aspect-[1.586]" label={t('cards.loading')} />
      <Skeleton className="aspect-[1.586]" />
    </div>
  )
}

/** Card list (SPEC section 2): state banner, grouped cards, add-new tiles, user info panel. */
export default function CardsPage() {
  const { t } = useTranslation()
  useDocumentTitle(t('title.cards'))
  const config = useAppConfig()
  const cards = useCards()
  const { state } = useUserState()
  const list = cards.data ?? (isApiError(cards.error) && cards.error.status === 400 ? EMPTY_LIST : undefined)
  const empty = list !== undefined && list.cards.length === 0 && list.orders.length === 0

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="mb-6 text-2xl font-bold">{t('cards.title')}</h1>
      <UserStateBanner state={state} supportEmail={config.supportEmail} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-label={t('cards.title')} className="min-w-0">
          {list === undefined ? (
            cards.isError ? (
              <div role="alert" className="rounded-xl bg-slate-800/60 p-6 text-center">
                <p className="mb-3">{t('cards.load_error')}</p>
                <Button onClick={() => void cards.refetch()}>{t('cards.retry')}</Button>
              </div>
            ) : (
              <CardsSkeleton />
            )
          ) : (
            <>
              {empty ? (
                <div data-testid="no-card" className="rounded-2xl bg-slate-800/60 p-6 text-center">
                  <h2 className="mb-1 text-lg font-semibold">{t('cards.no_card.title')}</h2>
                  <p className="text-slate-300">{t('cards.no_card.text')}</p>
                </div>
              ) : (
                <CardGroupsTabs
                  cards={list.cards}
                  orders={list.orders}
                  products={list.cardProducts}
                  supportEmail={config.supportEmail}
                />
              )}
              <AddCardSection list={list} userState={state} />
            </>
          )}
        </section>
        <UserInfoPanel />
      </div>
    </div>
  )
}
