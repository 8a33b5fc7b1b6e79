import { closeModal, openModal } from '../modals/modalStore'
import { WalletNotReadyError, walletStore } from './walletStore'

/** The connected wallet is on one of `chainIds`. */
function isOnSupportedChain(chainIds: readonly number[]): boolean {
  const { status, chainId } = walletStore.getState()
  return status === 'connected' && chainId !== undefined && chainIds.includes(chainId)
}

/**
 * Resolves once the connected wallet is on one of `chainIds` (the network is checked before any
 * signature is asked for). On another network it opens the switch-network dialog for sign-in and waits: the
 * person switches from the dialog or from the wallet, and whatever waited (sign-in) resumes by itself; closing the
 * dialog keeps waiting (the navbar's Wrong network button opens it again). Rejects with WalletNotReadyError when
 * the wallet disconnects or changes account meanwhile.
 */
export function waitForSupportedChain(chainIds: readonly number[]): Promise<void> {
  if (isOnSupportedChain(chainIds)) return Promise.resolve()
  const { status, address } = walletStore.getState()
  if (status !== 'connected' || !address) return Promise.reject(new WalletNotReadyError())
  openModal({ type: 'switchNetwork', purpose: 'sign_in' })
  return new Promise((resolve, reject) => {
    const stop = walletStore.subscribe(() => {
      const now = walletStore.getState()
      if (now.status === 'loading' || now.status === 'connecting') return
      if (now.status !== 'connected' || now.address?.toLowerCase() !== address.toLowerCase()) {
        stop()
        closeModal('switchNetwork')
        reject(new WalletNotReadyError())
        return
      }
      if (isOnSupportedChain(chainIds)) {
        stop()
        closeModal('switchNetwork')
        resolve()
      }
    })
  })
}
