import { apiGet } from '../../../lib/api/client'
import type { Card } from '../../../types/api'

/** GET /api/card/{id}: the order being activated. */
export function getCard(id: string): Promise<Card> {
  return apiGet<Card>(`/card/${encodeURIComponent(id)}`)
}
