import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../../components/ui/Modal'
import { useLocaleFormat } from '../../../lib/format/useLocaleFormat'
import { closeModal, openModal, type TopupWaitingRequest } from '../../../lib/modals/modalStore'
import { invalidateCards } from '../../../lib/queries/cardsQuery'
import { invalidateCard } from '../../../lib/queries/queryKeys'
import { useWaitingPoll } from '../hooks/useWaitingPoll'
import { WaitingProgress } from './WaitingProgress'

/**
 * WaitingTopUpConfirm (top-up of an active or locked card): polls every 5 s and shows the real stage; once
 * the reported payment is confirmed (credited as pending top-up) it opens TopUpComplete; a reverted one opens
 * TopUpFail. Reorged and partial payments stay here with their sentence.
 */
export default function WaitingTopUpConfirmModal({ request }: { request: TopupWaitingRequest }) {
  const { t } = useTranslation()
  const format = useLocaleFormat()
  const queryClient = useQueryClient()
  const { card, hash, confirmations } = useWaitingPoll(request)
  const handled = useRef(false)

  useEffect(() => {
    if (handled.current || !confirmations || request.stage) return
    if (confirmations.status === 'reverted' || confirmations.status === 'confirmed') {
      handled.current = true
      closeModal('waitingTopUpConfirm')
      void invalidateCard(queryClient, request.cardId)
      void invalidateCards(queryClient)
      openModal(
        confirmations.status === 'confirmed'
          ? { type: 'topUpComplete', cardId: request.cardId, hash }
          : { type: 'topUpFail', reason: 'reverted' },
      )
    }
  }, [confirmations, request.cardId, request.stage, queryClient, hash])

  return (
    <Modal title={t('topup.waiting.title_topup')} onClose={() => closeModal('waitingTopUpConfirm')}>
      <WaitingProgress
        kind="topup"
        request={request}
        hash={hash}
        confirmations={confirmations}
        cardStatus={card?.status}
      />
      {card ? (
        <p className="mt-3 text-sm text-slate-300" data-testid="pending-topup">
          {t('topup.waiting.pending', { amount: format.usd(card.pendingTopup) })}
        </p>
      ) : null}
    </Modal>
  )
}
