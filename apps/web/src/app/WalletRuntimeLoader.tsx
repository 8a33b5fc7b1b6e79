import { lazy, Suspense, useEffect } from 'react'
import { useAppConfig } from '../lib/config/useAppConfig'
import { hadPreviousConnection } from '../lib/wallet/hadPreviousConnection'
import { requestWalletRuntime, useWallet } from '../lib/wallet/walletStore'

const WalletRuntime = lazy(() => import('../features/wallet/components/WalletRuntime'))

/** Loads wagmi only when needed: a previous session to reconnect, Connect wallet, or a protected route. */
export function WalletRuntimeLoader() {
  const config = useAppConfig()
  const requested = useWallet((s) => s.runtimeRequested)
  useEffect(() => {
    if (hadPreviousConnection()) requestWalletRuntime()
  }, [])
  if (!requested) return null
  return (
    <Suspense fallback={null}>
      <WalletRuntime config={config} />
    </Suspense>
  )
}
