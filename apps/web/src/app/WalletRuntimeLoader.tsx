import { Suspense, useEffect } from 'react'
import { lazyChunk } from '../lib/chunks/loadChunk'
import { useAppConfig } from '../lib/config/useAppConfig'
import { hadPreviousConnection } from '../lib/wallet/hadPreviousConnection'
import { requestWalletRuntime, useWallet } from '../lib/wallet/walletStore'
import { ChunkErrorBoundary } from './ChunkErrorBoundary'

const WalletRuntime = lazyChunk(() => import('../features/wallet/components/WalletRuntime'))

/** Loads wagmi only when needed: a previous session to reconnect, Connect wallet, or a protected route. */
export function WalletRuntimeLoader() {
  const config = useAppConfig()
  const requested = useWallet((s) => s.runtimeRequested)
  useEffect(() => {
    if (hadPreviousConnection()) requestWalletRuntime()
  }, [])
  if (!requested) return null
  return (
    <ChunkErrorBoundary placement="floating">
      <Suspense fallback={null}>
        <WalletRuntime config={config} />
      </Suspense>
    </ChunkErrorBoundary>
  )
}
