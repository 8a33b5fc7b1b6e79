import { apiPost } from '../../../lib/api/client'

export type SetCardLockParameters = { id: string; action: 'lock' | 'unlock' }

/** POST /api/card/{id}/lock or /unlock. */
export function setCardLock({ id, action }: SetCardLockParameters): Promise<void> {
  return apiPost<void>(`/card/${encodeURIComponent(id)}/${action}`)
}
