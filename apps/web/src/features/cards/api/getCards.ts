import { apiGet } from '../../../lib/api/client'
import type { CardList } from '../../../types/api'

/** GET /api/card: the user's cards, orders, remaining free cards and products. */
export function getCards(): Promise<CardList> {
  return apiGet<CardList>('/card')
}
