import { apiGet } from '../../../lib/api/client'
import type { Card } from '../../../types/api'

/** GET /api/card/{id}: one card or order of the user. */
export function getCard(id: string): Promise<Card> {
  return apiGet<Card>(`/card/${encodeURIComponent(id)}`)
}
