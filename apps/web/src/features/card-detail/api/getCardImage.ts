import type { CardImageResponse } from '@chaincard/domain'
import { apiGet } from '../../../lib/api/client'

/** GET /api/card/{id}/img: the one-time card image (number, expiry, CVV); the card then becomes active. */
export function getCardImage(id: string): Promise<CardImageResponse> {
  return apiGet<CardImageResponse>(`/card/${encodeURIComponent(id)}/img`)
}
