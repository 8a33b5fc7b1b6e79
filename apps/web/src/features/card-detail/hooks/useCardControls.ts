import { useQuery } from '@tanstack/react-query'
import { cardControlsQueryOptions } from '../api/cardControlsQueryOptions'

/** The owner's controls of the card; read only while `enabled` (the panel is open). */
export function useCardControls(cardId: string, enabled = true) {
  return useQuery({ ...cardControlsQueryOptions(cardId), enabled })
}
