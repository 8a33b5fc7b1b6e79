import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../../components/ui/Modal'
import { closeModal, openModal, type TopupWaitingRequest } from '../../../lib/modals/modalStore'
import { cancelOrderPayment } from '../api/cancelOrderPayment'
import { cardQueryKey } from '../api/cardQueryOptions'
import { useWaitingPoll } from '../hooks/useWaitingPoll'
import { DepositTimeline } from './DepositTimeline'
import { WaitingStage } from './WaitingStage'

const ACTIVATED = new Set(['active', 'waiting_to_get'])

/**
 * WaitingConfirm (first top-up, SPEC section 4): polls the card and the payment's confirmations every 5 s.
 * A reverted payment cancels the order payment and opens TopUpFail; a card that became active or waiting to
 * get closes it and opens TopUpComplete; application required closes it (the top-up screen then goes to the
 * card).
 */
export function WaitingConfirmModal({ request }: { request: TopupWaitingRequest }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const { card, hash, confirmations } = useWaitingPoll(request)
  const handled = useRef(false)

  useEffect(() => {
    if (handled.current) return
    if (confirmations?.status === 'reverted') {
      handled.current = true
      closeModal('waitingConfirm')
      void cancelOrderPayment(request.cardId)
        .catch(() => undefined)
        .finally(() => void queryClient.invalidateQueries({ queryKey: cardQueryKey(request.cardId) }))
      openModal({ type: 'topUpFail' })
      return
    }
    if (!card || request.stage) return
    if (ACTIVATED.has(card.status)) {
      handled.current = true
      closeModal('waitingConfirm')
      void queryClient.invalidateQueries({ queryKey: ['cards'] })
      openModal({ type: 'topUpComplete', cardId: request.cardId })
    } else if (card.status === 'application_required') {
      handled.current = true
      closeModal('waitingConfirm')
      void queryClient.invalidateQueries({ queryKey: ['cards'] })
      request.onApplicationRequired?.()
    }
  }, [card, confirmations, request, queryClient])

  return (
    <Modal title={t('topup.waiting.title_first')} onClose={() => closeModal('waitingConfirm')}>
      <WaitingStage request={request} />
      <DepositTimeline
        hash={hash ?? (request.stage ? null : undefined)}
        confirmations={confirmations}
        settled={card !== undefined && (ACTIVATED.has(card.status) || card.status.startsWith('application'))}
        settledLabelKey="topup.timeline.settled_first"
      />
      <p className="text-xs text-slate-400">{t('topup.waiting.note')}</p>
    </Modal>
  )
}

export default WaitingConfirmModal
