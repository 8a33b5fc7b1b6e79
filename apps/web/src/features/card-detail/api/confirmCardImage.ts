import { apiPost } from '../../../lib/api/client'

/** POST /api/card/{id}/img/confirm: the owner saved the details; the card becomes active, they are not shown again. */
export function confirmCardImage(id: string): Promise<void> {
  return apiPost<void>(`/card/${encodeURIComponent(id)}/img/confirm`)
}
