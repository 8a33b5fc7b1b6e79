import { send } from '../api/send'
import { closeAllModals } from '../modals/modalStore'
import { keepSignInTarget } from '../navigation/signInTarget'
import { queryClient } from '../queryClient'
import { getWalletBridge, hasWalletBridge, walletStore } from '../wallet/walletStore'

let navigateHome: (() => void) | undefined

/** The shell registers how to go home (it owns the router). */
export function setNavigateHome(next: (() => void) | undefined): void {
  navigateHome = next
}

export type SignOutOptions = {
  /** Also end the server session (POST /api/sign-out); off when there is no session to end. */
  remote?: boolean
}

/** Full reset: close modals, forget a page kept for after sign-in, (end the session,) disconnect the wallet, clear user state, go home. */
export async function signOut({ remote = false }: SignOutOptions = {}): Promise<void> {
  closeAllModals()
  keepSignInTarget()
  if (remote) await send({ method: 'POST', path: '/sign-out' }).catch(() => undefined)
  if (hasWalletBridge())
    await getWalletBridge()
      .disconnect()
      .catch(() => undefined)
  walletStore.setState({
    status: 'disconnected',
    address: undefined,
    chainId: undefined,
    connectorName: undefined,
  })
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'config' })
  navigateHome?.()
}
