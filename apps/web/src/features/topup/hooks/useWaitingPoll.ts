import { TOPUP_POLL_INTERVAL_MS } from '@chaincard/domain'
import { useQuery } from '@tanstack/react-query'
import type { TopupWaitingRequest } from '../../../lib/modals/modalStore'
import { cardQuery } from '../../../lib/queries/cardQuery'
import { confirmationsQueryOptions } from '../api/confirmationsQueryOptions'

/**
 * What WaitingConfirm and WaitingTopUpConfirm poll every 5 s: the card, and the confirmations of the reported
 * hash (the request's, else the card's last payment hash) once the payment has been reported.
 */
export function useWaitingPoll(request: TopupWaitingRequest) {
  const card = useQuery({
    ...cardQuery(request.cardId),
    refetchInterval: TOPUP_POLL_INTERVAL_MS,
    staleTime: 0,
  })
  const sending = request.stage !== undefined
  const hash = sending ? null : (request.hash ?? card.data?.hash ?? null)
  const confirmations = useQuery({
    ...confirmationsQueryOptions(hash ?? ''),
    enabled: hash !== null,
  })
  return { card: card.data, hash, confirmations: hash ? confirmations.data : undefined }
}
