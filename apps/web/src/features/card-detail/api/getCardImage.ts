import type { CardImageResponse } from '@chaincard/domain'
import { apiGet } from '../../../lib/api/client'

/**
 * GET /api/card/{id}/img: the card details (picture, number, expiry, CVV), the same on every call until the
 * owner confirms they saved them.
 */
export function getCardImage(id: string): Promise<CardImageResponse> {
  return apiGet<CardImageResponse>(`/card/${encodeURIComponent(id)}/img`)
}
