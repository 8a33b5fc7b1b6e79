import type { Connector } from 'wagmi'
import type { WalletConnectorInfo } from '../../../lib/wallet/walletStore'

const SANDBOX_WALLET_NAME = 'Sandbox wallet'

/**
 * What the wallet modal lists: wallets announced through EIP-6963, the sandbox wallet, WalletConnect once the
 * dialog added it, and the legacy `window.ethereum` provider only when it exists and no EIP-6963 wallet was
 * announced.
 */
export function describeConnectors(
  connectors: readonly Connector[],
  hasLegacyProvider: boolean,
): WalletConnectorInfo[] {
  const discovered = connectors.filter((c) => c.type === 'injected' && c.id !== 'injected')
  const list: WalletConnectorInfo[] = []
  for (const connector of connectors) {
    if (connector.type === 'mock') {
      list.push({ uid: connector.uid, name: SANDBOX_WALLET_NAME, kind: 'sandbox' })
    } else if (connector.type === 'walletConnect') {
      list.push({ uid: connector.uid, name: 'WalletConnect', kind: 'walletConnect' })
    } else if (connector.type === 'injected') {
      if (connector.id === 'injected' && (discovered.length > 0 || !hasLegacyProvider)) continue
      list.push({
        uid: connector.uid,
        name: connector.name,
        kind: 'injected',
        ...(connector.icon ? { icon: connector.icon } : {}),
      })
    }
  }
  return list
}
