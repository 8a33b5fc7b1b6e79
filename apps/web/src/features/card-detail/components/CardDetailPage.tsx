import { getCardActions } from '@chaincard/domain'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { Button } from '../../../components/ui/Button'
import { LocaleLink } from '../../../components/ui/LocaleLink'
import { Skeleton } from '../../../components/ui/Skeleton'
import { useAppConfig } from '../../../lib/config/useAppConfig'
import { enrollmentQueryOptions } from '../../../lib/enrollment/enrollmentQueryOptions'
import { useDocumentTitle } from '../../../lib/i18n/useDocumentTitle'
import { openModal } from '../../../lib/modals/modalStore'
import { paths } from '../../../lib/paths'
import { useCard } from '../hooks/useCard'
import { useRedemptionEnabled } from '../hooks/useRedemptionEnabled'
import { useUserState } from '../hooks/useUserState'
import { getShownActions } from '../utils/getShownActions'
import { BalancePanel } from './BalancePanel'
import { CardActionsBar, withdrawShown } from './CardActionsBar'
import { CardFace } from './CardFace'
import { CardNotices } from './CardNotices'
import { ControlsPanel } from './ControlsPanel'
import { ExcessPanel } from './ExcessPanel'
import { TransactionTabs } from './TransactionTabs'
import { WalletsSection } from './WalletsSection'
import { WithdrawalsList } from './WithdrawalsList'

function DetailSkeleton() {
  const { t } = useTranslation()
  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <Skeleton className="aspect-[1.586] max-w-md" label={t('cardDetail.loading')} />
      <Skeleton className="h-44" />
    </div>
  )
}

/**
 * Card detail (SPEC section 2): number, name toggle, balance, status, notices, the actions `getCardActions`
 * allows, statement and transactions. A pending card opens WaitingConfirm (SPEC section 4). `challenge` renders
 * the 3DS challenge prompt (another feature, composed by the routes) above it all while the card may show
 * 3DS requests (the Get OTP rule: active, unexpired, a user allowed to).
 */
export default function CardDetailPage({ challenge }: { challenge?: (cardId: string) => ReactNode }) {
  const { t } = useTranslation()
  useDocumentTitle(t('title.card'))
  const { id = '' } = useParams()
  const config = useAppConfig()
  const card = useCard(id)
  const { state } = useUserState()
  const redemptionEnable = useRedemptionEnabled()
  const pending = card.data?.status === 'pending' && !card.data.expired
  // While the application waits, where the owner's enrollment with the issuer stands.
  const enrollment = useQuery({
    ...enrollmentQueryOptions(),
    enabled: Boolean(config.enrollment) && card.data?.status === 'application_processing',
  })

  useEffect(() => {
    if (pending) openModal({ type: 'waitingConfirm', cardId: id })
  }, [pending, id])

  // Paid, contact details missing: the form is the next step, opened once per visit (it did not open;
  // closing it keeps Activate on the page).
  const applicationAsked = useRef<string | null>(null)
  const needsApplication = card.data?.status === 'application_required' && !card.data.expired
  useEffect(() => {
    if (!needsApplication || applicationAsked.current === id) return
    applicationAsked.current = id
    openModal({ type: 'applicationPending', cardId: id })
  }, [needsApplication, id])

  const actions = card.data
    ? getCardActions({
        card: card.data,
        userState: state,
        redemptionEnable,
        otpOnlyProductIds: config.otpOnlyProductIds,
      })
    : undefined
  const shown = card.data ? getShownActions(card.data, redemptionEnable, config.otpOnlyProductIds) : undefined
  // Apple Pay and Google Pay for a card that can be in a wallet (active or locked, not expired, with a
  // number: an OTP-only card never shows one).
  const walletsShown =
    card.data !== undefined &&
    !card.data.expired &&
    (card.data.status === 'active' || card.data.status === 'locked') &&
    actions?.otpOnly === false
  // The owner's controls for an issued card that can still spend (a locked one too: set them before unlocking).
  const controlsShown =
    card.data !== undefined &&
    !card.data.expired &&
    (card.data.status === 'active' || card.data.status === 'locked')

  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <LocaleLink to={paths.cards()} className="text-sm text-indigo-300 hover:underline">
        ← {t('cardDetail.back')}
      </LocaleLink>
      <div className="mt-2 mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-bold">{t('cardDetail.title')}</h1>
        <p data-testid="card-id" className="min-w-0 truncate text-xs text-slate-400">
          {t('cardDetail.reference', { id })}
        </p>
      </div>
      {card.data && actions && shown ? (
        <div className="space-y-6">
          {actions.otp && challenge ? challenge(id) : null}
          <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
            <CardFace card={card.data} otpOnly={actions.otpOnly} />
            <div className="min-w-0 space-y-4">
              <BalancePanel card={card.data} />
              <CardNotices card={card.data} supportEmail={config.supportEmail} enrollment={enrollment.data} />
              <ExcessPanel card={card.data} />
            </div>
          </div>
          <CardActionsBar card={card.data} actions={actions} shown={shown} userState={state} />
          {controlsShown ? <ControlsPanel cardId={id} /> : null}
          {walletsShown ? <WalletsSection cardId={id} locked={card.data.status === 'locked'} /> : null}
          {withdrawShown(card.data) ? <WithdrawalsList cardId={id} /> : null}
          {actions.loadTransactions ? (
            <TransactionTabs cardId={id} unsettledTab={actions.unsettledTab} />
          ) : null}
        </div>
      ) : card.isError ? (
        <div role="alert" className="rounded-xl bg-slate-800/60 p-6 text-center">
          <p className="mb-3">{t('cardDetail.load_error')}</p>
          <Button onClick={() => void card.refetch()}>{t('cardDetail.retry')}</Button>
        </div>
      ) : (
        <DetailSkeleton />
      )}
    </div>
  )
}
