import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export type ForkingRpcProxy = {
  url: string
  /** Where requests go (anvil); set before the first request. */
  target: string
  /** The next `reads` answers for block `blockNumber` carry another hash (a node on another fork). */
  forkBlock(blockNumber: bigint, reads: number): void
  /** The receipts of these transactions are unknown (that fork does not hold them), until `showReceipts`. */
  hideReceipts(txs: readonly string[]): void
  showReceipts(): void
  close(): Promise<void>
}

type RpcCall = { id: unknown; method: string; params?: unknown[] }
type RpcAnswer = { id: unknown; result?: unknown }

/** A JSON-RPC proxy in front of anvil that can answer a block with another hash a given number of times. */
export async function startForkingRpcProxy(): Promise<ForkingRpcProxy> {
  const forks = new Map<bigint, number>()
  const hiddenTxs = new Set<string>()
  const proxy: ForkingRpcProxy = {
    url: '',
    target: '',
    forkBlock(blockNumber, reads) {
      forks.set(blockNumber, reads)
    },
    hideReceipts(txs) {
      for (const tx of txs) hiddenTxs.add(tx.toLowerCase())
    },
    showReceipts() {
      hiddenTxs.clear()
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
  const hidden = (tx: unknown) => typeof tx === 'string' && hiddenTxs.has(tx.toLowerCase())
  const rewrite = (call: RpcCall, answer: RpcAnswer): RpcAnswer => {
    if (call.method === 'eth_getTransactionReceipt' && hidden(call.params?.[0]))
      return { ...answer, result: null }
    if (call.method !== 'eth_getBlockByNumber') return answer
    const block = answer.result as { number?: string; hash?: string } | null
    if (!block?.number) return answer
    const n = BigInt(block.number)
    const reads = forks.get(n) ?? 0
    if (reads <= 0) return answer
    forks.set(n, reads - 1)
    return {
      ...answer,
      result: { ...block, hash: `0x${'f'.repeat(56)}${block.number.slice(2).padStart(8, '0')}` },
    }
  }
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (c: Buffer) => chunks.push(c))
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString()
      fetch(proxy.target, { method: 'POST', headers: { 'content-type': 'application/json' }, body })
        .then(async (res) => {
          const calls = JSON.parse(body) as RpcCall | RpcCall[]
          const answers = (await res.json()) as RpcAnswer | RpcAnswer[]
          const out = Array.isArray(calls)
            ? (answers as RpcAnswer[]).map((a, i) => rewrite(calls[i]!, a))
            : rewrite(calls, answers as RpcAnswer)
          response.writeHead(res.status, { 'content-type': 'application/json' }).end(JSON.stringify(out))
        })
        .catch(() => response.writeHead(502).end())
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()))
  proxy.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return proxy
}
