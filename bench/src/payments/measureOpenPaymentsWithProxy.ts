import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { seedUser } from '../api/seedUser'
import type { BenchChain } from '../sandbox/startChain'
import { startDelayingProxy } from '../sandbox/startDelayingProxy'
import { startServer } from '../sandbox/startServer'
import { measureOpenPaymentsLatency, type OpenPaymentsLatency } from './measureOpenPaymentsLatency'

export type OpenPaymentsBench = OpenPaymentsLatency & {
  rpcDelayMs: number
  database: 'pglite' | 'postgres'
  /** JSON-RPC calls the server made through the proxy during the whole run (seeding included). */
  rpcCalls: number
}

/** Blocks mined after a transfer's own block: the sandbox requires 2 confirmations. */
const CONFIRMATION_BLOCKS = 1

/**
 * The open-payments figure: the real server (sandbox, `dataDir` holding the chain's manifest) reading the chain
 * through a proxy that answers every call `delayMs` late (new heads still arrive over anvil's WebSocket, as a
 * provider's subscription would), a user seeded through the API (10 cards), then measureOpenPaymentsLatency.
 * The server's per-owner report budget is lifted: the open payments stand for many owners' reports.
 */
export async function measureOpenPaymentsWithProxy(
  chain: BenchChain,
  dataDir: string,
  p: { open: number; delayMs: number; count: number; databaseUrl?: string; accountIndex?: number },
): Promise<OpenPaymentsBench> {
  const proxy = await startDelayingProxy(chain.rpcUrl, p.delayMs)
  const manifestPath = join(dataDir, 'devchain.json')
  const original = readFileSync(manifestPath, 'utf8')
  writeFileSync(manifestPath, JSON.stringify({ ...JSON.parse(original), rpcUrl: proxy.url }, null, 2))
  try {
    const server = await startServer({
      dataDir,
      webDistDir: '/nonexistent',
      ...(p.databaseUrl ? { databaseUrl: p.databaseUrl } : {}),
      env: {
        APPLICATION_DELAY: '0s',
        SETTLEMENT_DELAY: '1h',
        WS_RPC_URL_31337: chain.rpcUrl.replace(/^http/, 'ws'),
        PAYMENT_REPORTS_PER_HOUR: '100000',
        PAYMENT_REPORTS_PER_CARD_PER_HOUR: '100000',
      },
    })
    try {
      const seeded = await seedUser({
        origin: server.origin,
        chain,
        accountIndex: p.accountIndex ?? 4,
        cards: 10,
        transactions: 0,
        confirmationBlocks: CONFIRMATION_BLOCKS,
      })
      const latency = await measureOpenPaymentsLatency(seeded.api, seeded.account, chain, seeded.cardIds, {
        count: p.count,
        confirmationBlocks: CONFIRMATION_BLOCKS,
        open: p.open,
      })
      return {
        ...latency,
        rpcDelayMs: p.delayMs,
        database: p.databaseUrl ? 'postgres' : 'pglite',
        rpcCalls: proxy.calls(),
      }
    } finally {
      await server.stop()
    }
  } finally {
    writeFileSync(manifestPath, original)
    await proxy.stop()
  }
}
