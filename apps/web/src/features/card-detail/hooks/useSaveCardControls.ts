import { useMutation, useQueryClient } from '@tanstack/react-query'
import { cardControlsQueryKey } from '../api/cardControlsQueryOptions'
import { type SaveCardControlsParameters, saveCardControls } from '../api/saveCardControls'

/**
 * Saves the card's controls. The answer is what the server stored, so it becomes the query's data at once (the
 * form then shows the stored values, normalised: "50" comes back "50.00").
 */
export function useSaveCardControls(cardId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (controls: SaveCardControlsParameters['controls']) => saveCardControls({ cardId, controls }),
    onSuccess: (stored) => client.setQueryData(cardControlsQueryKey(cardId), stored),
  })
}
