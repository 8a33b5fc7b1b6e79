import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { vi } from 'vitest'
import { closeAllModals } from '../src/lib/modals/modalStore'
import {
  initialWalletState,
  setWalletBridge,
  type WalletState,
  walletStore,
} from '../src/lib/wallet/walletStore'

/** anvil's well-known dev key 0 (public test key, holds nothing of value). */
const TEST_PRIVATE_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80' as const
export const testAccount = privateKeyToAccount(TEST_PRIVATE_KEY)

/**
 * The wallet at its provider boundary: a connected wallet whose signatures are real (viem local account),
 * or refused when `refuseSignature` is set. Actions are spies.
 */
export function connectFakeWallet(
  options: { refuseSignature?: boolean; chainId?: number; state?: Partial<WalletState> } = {},
) {
  const signMessage = vi.fn(async (message: string): Promise<Hex> => {
    if (options.refuseSignature) throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    return testAccount.signMessage({ message })
  })
  const bridge = {
    connect: vi.fn(async () => undefined),
    disconnect: vi.fn(async () => {
      walletStore.setState({ status: 'disconnected', address: undefined, chainId: undefined })
    }),
    signMessage,
    switchChain: vi.fn(async (chainId: number) => {
      walletStore.setState({ chainId })
    }),
    changeAccount: vi.fn(async () => undefined),
    enableWalletConnect: vi.fn(async () => undefined),
  }
  setWalletBridge(bridge)
  walletStore.setState({
    status: 'connected',
    address: testAccount.address,
    chainId: options.chainId ?? 31337,
    connectorName: 'Test wallet',
    canSwitchNetwork: true,
    canChangeAccount: true,
    // the real runtime (wagmi) stays unloaded: this fake is the wallet
    runtimeRequested: false,
    ...options.state,
  })
  return bridge
}

export function resetWallet(): void {
  setWalletBridge(undefined)
  walletStore.setState(initialWalletState)
  closeAllModals()
}
