import { useMutation } from '@tanstack/react-query'
import { signOut } from '../../../lib/session/signOut'
import { revokeAllSessions } from '../api/revokeAllSessions'

/**
 * "Sign out everywhere": the server ends every session of the wallet (and clears this device's cookie), then
 * the app signs out as on Logout: modals closed, wallet disconnected, user data dropped, home.
 */
export function useSignOutEverywhere() {
  return useMutation({
    mutationFn: revokeAllSessions,
    onSuccess: () => signOut({ remote: false }),
  })
}
