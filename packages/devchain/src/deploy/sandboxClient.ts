import { type Account, type Chain, createWalletClient, defineChain, http, publicActions } from 'viem'

/** The sandbox chain as a viem chain (name "Sandbox", ETH) for any chain id and RPC URL. */
export function sandboxChain({ chainId, rpcUrl }: { chainId: number; rpcUrl: string }): Chain {
  return defineChain({
    id: chainId,
    name: 'Sandbox',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  })
}

/** Wallet + public client over HTTP that signs locally with `account`; polls fast (local chain). */
export function createSandboxClient({
  rpcUrl,
  chainId,
  account,
}: {
  rpcUrl: string
  chainId: number
  account: Account
}) {
  return createWalletClient({
    account,
    chain: sandboxChain({ chainId, rpcUrl }),
    transport: http(rpcUrl, { retryCount: 0 }),
    pollingInterval: 100,
  }).extend(publicActions)
}

export type SandboxClient = ReturnType<typeof createSandboxClient>
