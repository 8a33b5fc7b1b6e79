import { useEffect } from 'react'
import type { Connector } from 'wagmi'
import { getConnection, getWalletClient, reconnect, watchConnection, watchConnectors } from 'wagmi/actions'
import type { PaymentWalletClient } from '../../../lib/chain/types'
import { setWalletClientSource } from '../../../lib/chain/walletClientSource'
import { RECENT_CONNECTOR_KEY } from '../../../lib/wallet/hadPreviousConnection'
import { setWalletBridge, type WalletState, walletStore } from '../../../lib/wallet/walletStore'
import type { AppConfig } from '../../../types/api'
import { createWagmiConfig } from '../api/createWagmiConfig'
import { createWalletBridge } from '../api/createWalletBridge'
import { describeConnectors } from '../api/describeConnectors'

function connectionState(connection: ReturnType<typeof getConnection>): Partial<WalletState> {
  const connector: Connector | undefined = connection.connector
  const connected = connection.status === 'connected'
  return {
    status: connection.status === 'reconnecting' ? 'loading' : connection.status,
    address: connected ? connection.address : undefined,
    chainId: connected ? connection.chainId : undefined,
    connectorName: connected ? connector?.name : undefined,
    canSwitchNetwork: connected && typeof connector?.switchChain === 'function',
    canChangeAccount: connected && connector?.type === 'injected',
  }
}

/**
 * The wallet runtime (its own lazy chunk with wagmi and its connectors): builds the wagmi config from the
 * runtime config, reconnects a previous session, mirrors connection and discovered wallets into the
 * wallet store and registers the wallet bridge. Renders nothing.
 */
export default function WalletRuntime({ config: app }: { config: AppConfig }) {
  useEffect(() => {
    const sandboxWasConnected = localStorage.getItem(RECENT_CONNECTOR_KEY) === '"mock"'
    const config = createWagmiConfig(app, { sandboxWasConnected })
    const hasLegacyProvider = typeof (window as { ethereum?: unknown }).ethereum !== 'undefined'
    const publishConnectors = (connectors: readonly Connector[]) =>
      walletStore.setState({ connectors: describeConnectors(connectors, hasLegacyProvider) })

    setWalletBridge(createWalletBridge(config))
    // The top-up flow signs payments through the connected wallet on the chain it needs.
    setWalletClientSource(
      async (chainId) => (await getWalletClient(config, { chainId })) as unknown as PaymentWalletClient,
    )
    publishConnectors(config.connectors)
    const stopConnectors = watchConnectors(config, { onChange: publishConnectors })
    const stopConnection = watchConnection(config, {
      onChange: (connection) => walletStore.setState(connectionState(connection)),
    })
    let cancelled = false
    reconnect(config)
      .catch(() => undefined)
      .then(() => {
        if (!cancelled) walletStore.setState(connectionState(getConnection(config)))
      })
    return () => {
      cancelled = true
      stopConnectors()
      stopConnection()
      setWalletBridge(undefined)
      setWalletClientSource(undefined)
    }
  }, [app])
  return null
}
