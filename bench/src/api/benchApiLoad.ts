import { readRssMiB } from '../lib/readRss'
import type { BenchChain } from '../sandbox/startChain'
import type { BenchServer } from '../sandbox/startServer'
import type { LoadTarget } from './loadRoute'
import { type ApiLoadResult, measureApiLoad } from './measureApiLoad'
import { type SeededUser, seedUser } from './seedUser'

export type LoadSettings = { rounds: number; connections: number; seconds: number; warmupSeconds: number }
export type ApiBenchResult = ApiLoadResult & { seedSeconds: number; rssMiB: number; seeded: SeededUser }

/**
 * Seeds a user with 10 cards and 1,000 transactions through the API of `server`, then loads the three
 * signed-in routes against `ceiling` (and the `floor`, when given) and reads the server's RSS once the load is
 * over.
 */
export async function benchApiLoad(
  server: BenchServer,
  chain: BenchChain,
  ceiling: LoadTarget,
  settings: LoadSettings & { accountIndex: number; confirmationBlocks: number },
  log: (line: string) => void,
  floor?: LoadTarget,
): Promise<ApiBenchResult> {
  const seeded = await seedUser({
    origin: server.origin,
    chain,
    accountIndex: settings.accountIndex,
    cards: 10,
    transactions: 1000,
    confirmationBlocks: settings.confirmationBlocks,
  })
  log(`  seeded 10 cards and 1,000 transactions through the API in ${seeded.seconds.toFixed(1)} s`)
  const base = `http://127.0.0.1:${server.port}`
  const headers = seeded.api.headers
  const routes: LoadTarget[] = [
    { name: 'GET /api/card', url: `${base}/api/card`, headers },
    {
      name: 'GET /api/card/{id}/transaction?limit=10',
      url: `${base}/api/card/${seeded.cardIds[0]}/transaction?limit=10`,
      headers,
    },
    { name: 'GET /api/user/invitation', url: `${base}/api/user/invitation`, headers },
  ]
  const load = await measureApiLoad(ceiling, routes, settings, log, floor)
  const rssMiB = readRssMiB(server.pid)
  return { ...load, seedSeconds: seeded.seconds, rssMiB, seeded }
}
