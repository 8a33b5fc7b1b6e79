import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../../components/ui/Modal'
import { closeModal, openModal, type TopupWaitingRequest } from '../../../lib/modals/modalStore'
import { cardQueryKey } from '../api/cardQueryOptions'
import { useWaitingPoll } from '../hooks/useWaitingPoll'
import { DepositTimeline } from './DepositTimeline'
import { WaitingStage } from './WaitingStage'

/**
 * WaitingTopUpConfirm (top-up of an active or locked card): polls every 5 s; once the reported payment is
 * confirmed (credited as pending top-up) it opens TopUpComplete; a reverted one opens TopUpFail.
 */
export function WaitingTopUpConfirmModal({ request }: { request: TopupWaitingRequest }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const { card, hash, confirmations } = useWaitingPoll(request)
  const handled = useRef(false)

  useEffect(() => {
    if (handled.current || !confirmations) return
    if (confirmations.status === 'reverted' || confirmations.status === 'confirmed') {
      handled.current = true
      closeModal('waitingTopUpConfirm')
      void queryClient.invalidateQueries({ queryKey: cardQueryKey(request.cardId) })
      void queryClient.invalidateQueries({ queryKey: ['cards'] })
      openModal(
        confirmations.status === 'confirmed'
          ? { type: 'topUpComplete', cardId: request.cardId }
          : { type: 'topUpFail' },
      )
    }
  }, [confirmations, request.cardId, queryClient])

  return (
    <Modal title={t('topup.waiting.title_topup')} onClose={() => closeModal('waitingTopUpConfirm')}>
      <WaitingStage request={request} />
      <DepositTimeline
        hash={hash}
        confirmations={confirmations}
        settled={false}
        settledLabelKey="topup.timeline.settled_topup"
      />
      {card ? (
        <p className="text-sm text-slate-300" data-testid="pending-topup">
          {t('topup.waiting.pending', { amount: card.pendingTopup })}
        </p>
      ) : null}
      <p className="text-xs text-slate-400">{t('topup.waiting.note')}</p>
    </Modal>
  )
}

export default WaitingTopUpConfirmModal
