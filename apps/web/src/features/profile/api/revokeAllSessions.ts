import { apiPost } from '../../../lib/api/client'

/**
 * POST /api/user/sessions/revoke-all: ends every session of the address, this one included. Through the
 * client's sign-in-and-retry rule: a 401 says only that this device's session has ended, not that the others
 * have (someone holding another session may have ended this one), so the wallet signs in once and the
 * request goes again. Resolves only on the server's 204; a refused sign-in rejects, and nothing is signed out.
 */
export function revokeAllSessions(): Promise<void> {
  return apiPost<void>('/user/sessions/revoke-all')
}
