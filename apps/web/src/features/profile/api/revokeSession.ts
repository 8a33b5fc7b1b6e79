import { apiRequest } from '../../../lib/api/client'

/** DELETE /api/user/sessions/{id}: ends one of the signed-in address's sessions (204). */
export function revokeSession(id: string): Promise<void> {
  return apiRequest<void>({ method: 'DELETE', path: `/user/sessions/${encodeURIComponent(id)}` })
}
