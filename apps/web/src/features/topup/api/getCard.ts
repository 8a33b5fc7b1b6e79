import { apiGet } from '../../../lib/api/client'
import type { Card } from '../../../types/api'

/** GET /api/card/{id}: the card (works for orders too). */
export function getCard(id: string): Promise<Card> {
  return apiGet<Card>(`/card/${encodeURIComponent(id)}`)
}
