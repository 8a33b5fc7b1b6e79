import type { Address, Hex } from 'viem'
import { createStore, useStore } from '../store/createStore'

/**
 * What the rest of the app knows about the wallet, without loading wagmi. The wallet feature's runtime
 * (lazy chunk) writes here and registers a bridge; the shell, home, guards and the API client read here.
 * - idle: the wallet runtime is not loaded (a visitor who never connected);
 * - loading: the runtime is loading or reconnecting a previous session;
 * - connecting / connected / disconnected: as reported by wagmi.
 */
type WalletStatus = 'idle' | 'loading' | 'connecting' | 'connected' | 'disconnected'

type WalletConnectorKind = 'injected' | 'sandbox' | 'walletConnect'

export type WalletConnectorInfo = {
  uid: string
  name: string
  icon?: string
  kind: WalletConnectorKind
}

export type WalletState = {
  status: WalletStatus
  address: Address | undefined
  chainId: number | undefined
  connectorName: string | undefined
  /** The connected wallet lets the app ask it to switch networks. */
  canSwitchNetwork: boolean
  /** The connected wallet lets the user pick another account (Change wallet). */
  canChangeAccount: boolean
  connectors: readonly WalletConnectorInfo[]
  runtimeRequested: boolean
}

export type WalletBridge = {
  connect(connectorUid: string, chainId: number): Promise<void>
  disconnect(): Promise<void>
  signMessage(message: string): Promise<Hex>
  switchChain(chainId: number): Promise<void>
  changeAccount(): Promise<void>
  /** Loads and adds the WalletConnect connector (its own chunk); only with WALLETCONNECT_PROJECT_ID. */
  enableWalletConnect(projectId: string, appName: string): Promise<void>
}

export const initialWalletState: WalletState = {
  status: 'idle',
  address: undefined,
  chainId: undefined,
  connectorName: undefined,
  canSwitchNetwork: false,
  canChangeAccount: false,
  connectors: [],
  runtimeRequested: false,
}

export const walletStore = createStore<WalletState>(initialWalletState)

let bridge: WalletBridge | undefined

export class WalletNotReadyError extends Error {
  override name = 'WalletNotReadyError' as const
  shortMessage = 'The wallet is not connected.'
  constructor(options: { cause?: unknown } = {}) {
    super('The wallet is not connected.', options)
  }
}

export function setWalletBridge(next: WalletBridge | undefined): void {
  bridge = next
}

export function getWalletBridge(): WalletBridge {
  if (!bridge) throw new WalletNotReadyError()
  return bridge
}

export function hasWalletBridge(): boolean {
  return bridge !== undefined
}

/** Asks the shell to load the wallet runtime (wagmi) if it is not loaded yet. */
export function requestWalletRuntime(): void {
  if (walletStore.getState().runtimeRequested) return
  walletStore.setState((s) => ({
    runtimeRequested: true,
    status: s.status === 'idle' ? 'loading' : s.status,
  }))
}

export function useWallet<T>(selector: (state: WalletState) => T): T {
  return useStore(walletStore, selector)
}

/** The connected address, or undefined. */
export function useWalletAddress(): Address | undefined {
  return useStore(walletStore, (s) => (s.status === 'connected' ? s.address : undefined))
}
