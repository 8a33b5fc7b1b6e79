import { queryOptions } from '@tanstack/react-query'
import { cardKey } from '../../../lib/queries/queryKeys'
import { getCardControls } from './getCardControls'

/** ['card', id, 'controls']: under the card's key, so a live event about the card (a lock met) refreshes it. */
export function cardControlsQueryKey(cardId: string) {
  return [...cardKey(cardId), 'controls'] as const
}

/** The card's controls, read when the Controls panel opens. */
export function cardControlsQueryOptions(cardId: string) {
  return queryOptions({
    queryKey: cardControlsQueryKey(cardId),
    queryFn: () => getCardControls(cardId),
  })
}
