import type { Config } from 'wagmi'
import { walletConnect } from 'wagmi/connectors/walletConnect'

export type AddWalletConnectParameters = {
  projectId: string
  /** Shown in the mobile wallet when it asks to connect. */
  appName: string
  url: string
}

/**
 * Adds wagmi's official WalletConnect connector to a running config: its own chunk, imported only
 * when the wallet dialog opens on a deployment with WALLETCONNECT_PROJECT_ID. WalletConnect's own modal shows
 * the QR code on desktop and deep links on phones. The same way wagmi adds EIP-6963 wallets it discovers:
 * set the connector up, then append it. Once per config.
 */
export function addWalletConnect(
  config: Config,
  { projectId, appName, url }: AddWalletConnectParameters,
): void {
  if (config.connectors.some((connector) => connector.type === 'walletConnect')) return
  const connector = config._internal.connectors.setup(
    walletConnect({
      projectId,
      showQrModal: true,
      metadata: { name: appName, description: appName, url, icons: [] },
    }),
  )
  config._internal.connectors.setState((connectors) => [...connectors, connector])
}
