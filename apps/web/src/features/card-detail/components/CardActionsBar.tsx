import {
  type ActionBlocker,
  type CardActions,
  getActionBlocker,
  getCardDetailsAccess,
  type UserState,
} from '@chaincard/domain'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { LocaleLink } from '../../../components/ui/LocaleLink'
import { openModal } from '../../../lib/modals/modalStore'
import { paths } from '../../../lib/paths'
import type { Card } from '../../../types/api'
import { ActionBlockedNote } from './ActionBlockedNote'
import { Card3DSecureModal } from './Card3DSecureModal'
import { CardImageModal } from './CardImageModal'
import { CardRevealModal } from './CardRevealModal'
import { LockToggle } from './LockToggle'
import { StatementModal } from './StatementModal'
import { WithdrawModal } from './WithdrawModal'

const linkButton =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 font-medium bg-indigo-600 text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-indigo-300'
const secondaryLink =
  'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-500 px-4 py-2 font-medium text-slate-100 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-300'

/**
 * Whether a card offers Withdraw (and its withdrawals): an active or locked card that has not expired; the server
 * decides the rest (an operator's lock, a held card) and says why it refuses.
 */
export function withdrawShown(card: Pick<Card, 'status' | 'expired'>): boolean {
  return !card.expired && (card.status === 'active' || card.status === 'locked')
}

/**
 * The buttons a card offers (SPEC sections 2, 5, 6), all from `getCardActions`. A button the card status
 * allows is shown; the user state or the card's `topupDisabled` only disables it, and a disabled button says
 * why (`getActionBlocker`). So `shown` is the same rule asked for a normal user with top-up
 * enabled, `actions` the real answer.
 */
export function CardActionsBar({
  card,
  actions,
  shown,
  userState,
}: {
  card: Card
  actions: CardActions
  shown: CardActions
  userState: UserState
}) {
  const { t } = useTranslation()
  const [modal, setModal] = useState<'otp' | 'image' | 'reveal' | 'statement' | 'withdraw' | null>(null)
  const noteId = useId()
  const blockerOf = (action: 'topup' | 'topupWithReward' | 'otp' | 'unlock', enabled: boolean) =>
    enabled ? null : getActionBlocker({ action, userState, cardTopupDisabled: card.topupDisabled })
  const blockers = {
    topup: shown.topup ? blockerOf('topup', actions.topup) : null,
    topupWithReward: shown.topupWithReward ? blockerOf('topupWithReward', actions.topupWithReward) : null,
    otp: shown.otp ? blockerOf('otp', actions.otp) : null,
    unlock: actions.lockToggle && !actions.lockToggle.enabled ? blockerOf('unlock', false) : null,
  }
  const notes = [...new Set(Object.values(blockers).filter((b): b is ActionBlocker => b !== null))]
  const describedBy = (blocker: ActionBlocker | null) => (blocker ? `${noteId}-${blocker}` : undefined)
  const depositShown = shown.topup
  // After the first showing, an active or locked card's details again, behind a wallet signature
  // (the one rule, domain getCardDetailsAccess: the card status shows the button, the user state enables it).
  const detailsCard = { status: card.status, expiresAt: card.expired ? new Date(0) : null }
  const revealShown = !actions.otpOnly && getCardDetailsAccess(detailsCard, 'normal', new Date()) === 'reveal'
  const revealEnabled = getCardDetailsAccess(detailsCard, userState, new Date()) === 'reveal'
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3" data-testid="card-actions">
        {shown.topup ? (
          actions.topup ? (
            <LocaleLink to={paths.topup(card.id)} className={linkButton}>
              {t('cardDetail.topup')}
            </LocaleLink>
          ) : (
            <Button disabled aria-describedby={describedBy(blockers.topup)}>
              {t('cardDetail.topup')}
            </Button>
          )
        ) : null}
        {depositShown && actions.topup ? (
          <LocaleLink to={paths.deposit(card.id)} className={secondaryLink}>
            {t('cardDetail.deposit')}
          </LocaleLink>
        ) : null}
        {shown.topupWithReward ? (
          <Button
            variant="secondary"
            disabled={!actions.topupWithReward}
            aria-describedby={describedBy(blockers.topupWithReward)}
            onClick={() => openModal({ type: 'topupWithReward', cardId: card.id })}
          >
            {t('cardDetail.topup_reward')}
          </Button>
        ) : null}
        {actions.activate ? (
          <Button onClick={() => openModal({ type: 'applicationPending', cardId: card.id })}>
            {t('cardDetail.activate')}
          </Button>
        ) : null}
        {shown.otp ? (
          <Button
            variant="secondary"
            disabled={!actions.otp}
            aria-describedby={describedBy(blockers.otp)}
            onClick={() => setModal('otp')}
          >
            {t('cardDetail.otp_button')}
          </Button>
        ) : null}
        {actions.checkCardImage && !actions.otpOnly ? (
          <Button onClick={() => setModal('image')}>{t('cardDetail.check')}</Button>
        ) : null}
        {revealShown ? (
          <Button variant="secondary" disabled={!revealEnabled} onClick={() => setModal('reveal')}>
            {t('cardReveal.show')}
          </Button>
        ) : null}
        {withdrawShown(card) ? (
          <Button
            variant="secondary"
            disabled={userState === 'blocked'}
            onClick={() => setModal('withdraw')}
            data-testid="withdraw-open"
          >
            {t('withdraw.open')}
          </Button>
        ) : null}
        {actions.statement ? (
          <Button variant="secondary" onClick={() => setModal('statement')}>
            {t('cardDetail.statement')}
          </Button>
        ) : null}
        {actions.lockToggle ? (
          <LockToggle
            cardId={card.id}
            toggle={actions.lockToggle}
            describedBy={describedBy(blockers.unlock)}
          />
        ) : null}
        {modal === 'otp' ? <Card3DSecureModal cardId={card.id} onClose={() => setModal(null)} /> : null}
        {modal === 'statement' ? <StatementModal cardId={card.id} onClose={() => setModal(null)} /> : null}
        {modal === 'image' ? <CardImageModal cardId={card.id} onClose={() => setModal(null)} /> : null}
        {modal === 'reveal' ? <CardRevealModal cardId={card.id} onClose={() => setModal(null)} /> : null}
        {modal === 'withdraw' ? <WithdrawModal cardId={card.id} onClose={() => setModal(null)} /> : null}
      </div>
      {notes.map((blocker) => (
        <ActionBlockedNote key={blocker} id={`${noteId}-${blocker}`} blocker={blocker} />
      ))}
    </div>
  )
}
