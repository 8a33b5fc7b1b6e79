import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../../components/ui/Modal'
import { closeModal, openModal, type TopupWaitingRequest } from '../../../lib/modals/modalStore'
import { invalidateCards } from '../../../lib/queries/cardsQuery'
import { invalidateCard } from '../../../lib/queries/queryKeys'
import { cancelOrderPayment } from '../api/cancelOrderPayment'
import { useWaitingPoll } from '../hooks/useWaitingPoll'
import { WaitingProgress } from './WaitingProgress'

const ACTIVATED = new Set(['active', 'waiting_to_get'])

/**
 * WaitingConfirm (first top-up, SPEC section 4): polls the card and the payment's confirmations every 5 s and
 * shows the real stage (WaitingProgress). A reverted payment cancels the order payment and opens TopUpFail; a
 * card that became active or waiting to get closes it and opens TopUpComplete; application required closes
 * it and opens the contact form, the next step, while the top-up screen goes to the card behind it.
 * Reorged and partial payments stay here with their sentence.
 */
export default function WaitingConfirmModal({ request }: { request: TopupWaitingRequest }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const { card, hash, confirmations } = useWaitingPoll(request)
  const handled = useRef(false)

  useEffect(() => {
    if (handled.current || request.stage) return
    if (confirmations?.status === 'reverted') {
      handled.current = true
      closeModal('waitingConfirm')
      void cancelOrderPayment(request.cardId)
        .catch(() => undefined)
        .finally(() => void invalidateCard(queryClient, request.cardId))
      openModal({ type: 'topUpFail', reason: 'reverted' })
      return
    }
    if (!card) return
    if (ACTIVATED.has(card.status)) {
      handled.current = true
      closeModal('waitingConfirm')
      void invalidateCards(queryClient)
      openModal({ type: 'topUpComplete', cardId: request.cardId, hash })
    } else if (card.status === 'application_required') {
      // Paid: the next step is the contact form, opened at once (the dialog closed with no next step).
      handled.current = true
      closeModal('waitingConfirm')
      void invalidateCards(queryClient)
      request.onApplicationRequired?.()
      openModal({ type: 'applicationPending', cardId: request.cardId })
    }
  }, [card, confirmations, request, queryClient, hash])

  return (
    <Modal title={t('topup.waiting.title_first')} onClose={() => closeModal('waitingConfirm')}>
      <WaitingProgress
        kind="first"
        request={request}
        hash={hash}
        confirmations={confirmations}
        cardStatus={card?.status}
      />
    </Modal>
  )
}
