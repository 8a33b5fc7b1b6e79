import type { CardActions } from '@chaincard/domain'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/ui/Button'
import { LocaleLink } from '../../../components/ui/LocaleLink'
import { openModal } from '../../../lib/modals/modalStore'
import { paths } from '../../../lib/paths'
import type { Card } from '../../../types/api'
import { useStatementDownload } from '../hooks/useStatementDownload'
import { Card3DSecureModal } from './Card3DSecureModal'
import { CardImageModal } from './CardImageModal'
import { LockToggle } from './LockToggle'

const linkButton =
  'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 font-medium bg-indigo-500 text-white hover:bg-indigo-400 focus-visible:outline-2 focus-visible:outline-indigo-300'

/**
 * The buttons a card offers (SPEC sections 2, 5, 6), all from `getCardActions`. A button the card status
 * allows is shown; the user state or the card's `topupDisabled` only disables it. So `shown` is the same rule
 * asked for a normal user with top-up enabled, `actions` the real answer.
 */
export function CardActionsBar({
  card,
  actions,
  shown,
}: {
  card: Card
  actions: CardActions
  shown: CardActions
}) {
  const { t } = useTranslation()
  const [modal, setModal] = useState<'otp' | 'image' | null>(null)
  const statement = useStatementDownload()
  return (
    <div className="flex flex-wrap items-center gap-3" data-testid="card-actions">
      {shown.topup ? (
        actions.topup ? (
          <LocaleLink to={paths.topup(card.id)} className={linkButton}>
            {t('cardDetail.topup')}
          </LocaleLink>
        ) : (
          <Button disabled>{t('cardDetail.topup')}</Button>
        )
      ) : null}
      {shown.topupWithReward ? (
        <Button
          variant="secondary"
          disabled={!actions.topupWithReward}
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
        <Button variant="secondary" disabled={!actions.otp} onClick={() => setModal('otp')}>
          {t('cardDetail.otp_button')}
        </Button>
      ) : null}
      {actions.checkCardImage && !actions.otpOnly ? (
        <Button onClick={() => setModal('image')}>{t('cardDetail.check')}</Button>
      ) : null}
      {actions.statement ? (
        <Button variant="secondary" disabled={statement.isPending} onClick={() => statement.mutate(card.id)}>
          {t('cardDetail.statement')}
        </Button>
      ) : null}
      {actions.lockToggle ? <LockToggle cardId={card.id} toggle={actions.lockToggle} /> : null}
      {modal === 'otp' ? <Card3DSecureModal cardId={card.id} onClose={() => setModal(null)} /> : null}
      {modal === 'image' ? <CardImageModal cardId={card.id} onClose={() => setModal(null)} /> : null}
    </div>
  )
}
