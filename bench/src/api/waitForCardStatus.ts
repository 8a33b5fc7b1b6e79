import { waitFor } from '../lib/childProcesses'
import type { ApiClient } from './apiClient'

type CardView = { id: string; status: string; pendingTopup: string; balance: string }

/** Polls GET /api/card/{id} (works for orders too) until its status is one of `statuses`. */
export function waitForCardStatus(
  api: ApiClient,
  id: string,
  statuses: readonly string[],
  timeoutMs = 30_000,
): Promise<CardView> {
  return waitFor(
    `card ${id} in ${statuses.join('|')}`,
    async () => {
      const card = await api.call<CardView>('GET', `/api/card/${id}`)
      return statuses.includes(card.status) ? card : undefined
    },
    { timeoutMs, everyMs: 100 },
  )
}
