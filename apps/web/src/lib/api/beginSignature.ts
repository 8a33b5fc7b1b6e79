import type { NonceResponse } from '../../types/api'
import { configQueryOptions } from '../config/configQueryOptions'
import { queryClient } from '../queryClient'
import { waitForSupportedChain } from '../wallet/waitForSupportedChain'
import { WalletNotReadyError, walletStore } from '../wallet/walletStore'
import { send } from './send'

/**
 * What every wallet signature of a Sign-In message starts with (sign-in, a card reveal): a connected wallet on a
 * network the site supports (none is asked for on another one; the switch dialog opens and this resumes
 * once the wallet is on one), then a new nonce from the server.
 */
export async function beginSignature() {
  if (walletStore.getState().status !== 'connected') throw new WalletNotReadyError()
  const config = await queryClient.ensureQueryData(configQueryOptions())
  await waitForSupportedChain(config.chains.map((chain) => chain.id))
  const { address, chainId, status } = walletStore.getState()
  if (status !== 'connected' || !address || chainId === undefined) throw new WalletNotReadyError()
  const { nonce } = await send<NonceResponse>({ method: 'POST', path: '/nonce' })
  return { config, address, chainId, nonce }
}
