import type { HeldDepositsResponse } from '@chaincard/domain'
import { apiGet } from '../api/client'

/** GET /api/card/{id}/held-deposits: money that reached the card's address but is held for support. */
export function getHeldDeposits(id: string): Promise<HeldDepositsResponse> {
  return apiGet<HeldDepositsResponse>(`/card/${encodeURIComponent(id)}/held-deposits`)
}
