import type { Config } from 'wagmi'
import { connect, disconnect, getConnection, signMessage, switchChain } from 'wagmi/actions'
import { loadChunk } from '../../../lib/chunks/loadChunk'
import { RECENT_CONNECTOR_KEY } from '../../../lib/wallet/hadPreviousConnection'
import type { WalletBridge } from '../../../lib/wallet/walletStore'

class ConnectorNotFoundError extends Error {
  override name = 'ConnectorNotFoundError' as const
  shortMessage = 'This wallet is no longer available.'
  constructor(uid: string) {
    super(`No wallet connector with uid ${uid}.`)
  }
}

/** The wallet actions the rest of the app may call, over one wagmi config. */
export function createWalletBridge(config: Config): WalletBridge {
  return {
    async connect(connectorUid, chainId) {
      const connector = config.connectors.find((c) => c.uid === connectorUid)
      if (!connector) throw new ConnectorNotFoundError(connectorUid)
      await connect(config, { connector, chainId })
    },
    async disconnect() {
      await disconnect(config)
      // wagmi keeps the last connector id even after a full disconnect; forget it so the next visit does not
      // load the wallet runtime or silently reconnect the sandbox wallet after a logout.
      if (typeof localStorage !== 'undefined') localStorage.removeItem(RECENT_CONNECTOR_KEY)
    },
    async signMessage(message) {
      const { address } = getConnection(config)
      return signMessage(config, { message, ...(address ? { account: address } : {}) })
    },
    async switchChain(chainId) {
      await switchChain(config, { chainId })
    },
    async enableWalletConnect(projectId, appName) {
      const { addWalletConnect } = await loadChunk(() => import('./addWalletConnect'))
      addWalletConnect(config, { projectId, appName, url: window.location.origin })
    },
    async changeAccount() {
      const { connector } = getConnection(config)
      if (!connector) return
      const provider = (await connector.getProvider()) as {
        request(args: { method: string; params?: unknown[] }): Promise<unknown>
      }
      await provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] })
    },
  }
}
