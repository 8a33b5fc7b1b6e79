import { ApiError } from '../../../lib/api/ApiError'
import { send } from '../../../lib/api/send'

/**
 * POST /api/user/sessions/revoke-all: ends every session of the address, this one included. Sent without the
 * client's sign-in-and-retry rule: a 401 means this session has already ended (signed out elsewhere), which
 * is what the user asked for, and must not ask the wallet to sign in only to sign out again.
 */
export async function revokeAllSessions(): Promise<void> {
  try {
    await send<void>({ method: 'POST', path: '/user/sessions/revoke-all' })
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return
    throw error
  }
}
