import type { Dispute, DisputeListResponse } from '@chaincard/domain'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { invalidateCard } from '../../../lib/queries/queryKeys'
import { disputesQueryKey } from '../api/disputesQueryOptions'
import { type FileDisputeParameters, fileDispute } from '../api/fileDispute'

/**
 * Files a dispute. On success the purchase's row shows the dispute at once (it is put in the card's
 * list), then the card is read again under its key: the list, the history (a provisional credit is a row of
 * its own) and the balance.
 */
export function useFileDispute(cardId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (parameters: Omit<FileDisputeParameters, 'cardId'>) => fileDispute({ cardId, ...parameters }),
    onSuccess: (dispute: Dispute) => {
      client.setQueryData<DisputeListResponse>(disputesQueryKey(cardId), (list) => ({
        items: [dispute, ...(list?.items ?? []).filter((item) => item.id !== dispute.id)],
      }))
      void invalidateCard(client, cardId)
    },
  })
}
