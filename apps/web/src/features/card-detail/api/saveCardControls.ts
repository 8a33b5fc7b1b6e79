import type { CardControls, CardControlsBodyInput } from '@chaincard/domain'
import { apiPut } from '../../../lib/api/client'

export type SaveCardControlsParameters = { cardId: string; controls: CardControlsBodyInput }

/**
 * PUT /api/card/{id}/controls with the whole set (API.md "Card controls"); answers the stored controls. A limit
 * above the program's, an unknown category or a bad country is 400 naming the field; nothing is stored then.
 */
export function saveCardControls({ cardId, controls }: SaveCardControlsParameters): Promise<CardControls> {
  return apiPut<CardControls>(`/card/${encodeURIComponent(cardId)}/controls`, controls)
}
