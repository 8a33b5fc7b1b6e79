import { apiPost } from '../../../lib/api/client'

/** POST /api/user/activate { code } -> 204. */
export function activateUser(code: string): Promise<void> {
  return apiPost<void>('/user/activate', { code })
}
