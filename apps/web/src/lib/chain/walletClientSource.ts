import { WalletClientUnavailableError } from './errors'
import type { PaymentWalletClient } from './types'

/** Gives a wallet client able to sign on `chainId` (wagmi's connector client in the browser). */
export type WalletClientSource = (chainId: number) => Promise<PaymentWalletClient>

let source: WalletClientSource | undefined

/**
 * Registered by the wallet runtime next to the wallet bridge, e.g.
 * `setWalletClientSource((chainId) => getWalletClient(config, { chainId }))` (wagmi/actions); tests register a
 * client over a fake EIP-1193 provider or a local account.
 */
export function setWalletClientSource(next: WalletClientSource | undefined): void {
  source = next
}

/** The wallet client for `chainId`; throws WalletClientUnavailableError when none is registered or it fails. */
export async function getPaymentWalletClient(chainId: number): Promise<PaymentWalletClient> {
  if (!source) throw new WalletClientUnavailableError()
  try {
    return await source(chainId)
  } catch (cause) {
    throw new WalletClientUnavailableError({ cause })
  }
}
