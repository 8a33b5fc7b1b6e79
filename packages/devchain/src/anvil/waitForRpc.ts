const POLL_MS = 50

/**
 * Polls `eth_chainId` until the node answers, then returns the chain id. Polls until `signal` aborts:
 * the caller bounds it with a timeout and aborts when the process dies.
 */
export async function waitForRpc(rpcUrl: string, { signal }: { signal: AbortSignal }): Promise<number> {
  while (!signal.aborted) {
    try {
      const response = await fetch(rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
        signal: AbortSignal.any([signal, AbortSignal.timeout(2_000)]),
      })
      if (response.ok) {
        const body = (await response.json()) as { result?: string }
        if (typeof body.result === 'string') return Number.parseInt(body.result, 16)
      }
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, POLL_MS))
  }
  throw signal.reason ?? new Error('aborted')
}
