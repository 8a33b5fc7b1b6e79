import type { CardControls } from '@chaincard/domain'
import { apiGet } from '../../../lib/api/client'

/**
 * GET /api/card/{id}/controls: the owner's controls of the card (limits, blocked categories, channels, countries,
 * merchant lock) and, once a card locked to its first merchant met it, that merchant. Someone else's card is 404.
 */
export function getCardControls(cardId: string): Promise<CardControls> {
  return apiGet<CardControls>(`/card/${encodeURIComponent(cardId)}/controls`)
}
