import { join } from 'node:path'
import { deploySandbox, type Manifest, startAnvil } from '@chaincard/devchain'

export type BenchChain = {
  rpcUrl: string
  manifest: Manifest
  pid: number
  /** JSON-RPC call to anvil (evm_mine, eth_blockNumber...). */
  rpc<T = unknown>(method: string, params?: unknown[]): Promise<T>
  stop(): Promise<void>
}

/**
 * The sandbox chain for a bench run: anvil on a port it picks itself, automine only (no block timer, so the
 * bench decides when confirmations arrive), contracts deployed and the manifest written to
 * `DATA_DIR/devchain.json` where the server reads it. No state file: every run starts from genesis.
 */
export async function startChain(dataDir: string): Promise<BenchChain> {
  const anvil = await startAnvil({ port: 0, blockTime: false, silent: true })
  try {
    const manifest = await deploySandbox({
      rpcUrl: anvil.rpcUrl,
      manifestPath: join(dataDir, 'devchain.json'),
    })
    let id = 0
    const rpc = async <T>(method: string, params: unknown[] = []): Promise<T> => {
      const res = await fetch(anvil.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
      })
      const body = (await res.json()) as { result?: T; error?: { message: string } }
      if (body.error) throw new Error(`${method}: ${body.error.message}`)
      return body.result as T
    }
    return { rpcUrl: anvil.rpcUrl, manifest, pid: anvil.pid, rpc, stop: anvil.stop }
  } catch (error) {
    await anvil.stop().catch(() => undefined)
    throw error
  }
}
