import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { ApiClient } from '../api/apiClient'
import { seedUser } from '../api/seedUser'
import { stopAllChildren } from '../lib/childProcesses'
import { createTempPostgres } from '../sandbox/createTempPostgres'
import { startChain } from '../sandbox/startChain'
import { startServer } from '../sandbox/startServer'

/**
 * The server's environment for the hot-route scripts: no application wait, no settlement, no metrics port, and
 * room in the program's daily count of purchases per card for the seeded user's 100 a card.
 */
export const hotRouteServerEnv = {
  APPLICATION_DELAY: '0s',
  SETTLEMENT_DELAY: '1h',
  METRICS_PORT: 'off',
  RISK_DAILY_COUNT: '1000',
}

export type HotRoutesSetup = {
  dataDir: string
  /** The temporary PostgreSQL database's URL; undefined on PGlite (the database is in `dataDir`). */
  databaseUrl: string | undefined
  /** The seeded user's API headers (cookie and X-PAYER). */
  headers: ApiClient['headers']
  /** the three hot routes, with the seeded user's first card in the history's path. */
  routes: { name: string; path: string }[]
}

/**
 * What `npm run profile`, `npm run cpu-per-request` and `npm run ab` share: a sandbox chain, a temporary PostgreSQL
 * database on DATABASE_URL (or, with `{ database: 'pglite' }`, PGlite in the data directory) and the bench's user
 * (10 cards, 1,000 transactions) seeded through a server started for it, stopped once seeded. Runs `measure` with
 * that, then stops every child, drops the database and removes the data.
 */
export async function withHotRoutes(
  measure: (setup: HotRoutesSetup) => Promise<void>,
  { database: kind }: { database: 'postgres' | 'pglite' } = { database: 'postgres' },
): Promise<void> {
  const serverUrl = process.env.DATABASE_URL
  if (kind === 'postgres' && !serverUrl)
    throw new Error('DATABASE_URL must name a PostgreSQL server (a temporary database is created on it)')
  const dataDir = mkdtempSync(join(tmpdir(), 'chaincard-hot-routes-'))
  const chain = await startChain(dataDir)
  const database = kind === 'postgres' && serverUrl ? await createTempPostgres(serverUrl) : undefined
  try {
    const seeding = await startServer({
      dataDir,
      webDistDir: '/nonexistent',
      ...(database ? { databaseUrl: database.url } : {}),
      env: hotRouteServerEnv,
    })
    const seeded = await seedUser({
      origin: seeding.origin,
      chain,
      accountIndex: 6,
      cards: 10,
      transactions: 1000,
      confirmationBlocks: 2,
    })
    await seeding.stop()
    await measure({
      dataDir,
      databaseUrl: database?.url,
      headers: seeded.api.headers,
      routes: [
        { name: 'GET /api/card', path: '/api/card' },
        {
          name: 'GET /api/card/{id}/transaction?limit=10',
          path: `/api/card/${seeded.cardIds[0]}/transaction?limit=10`,
        },
        { name: 'GET /api/user/invitation', path: '/api/user/invitation' },
      ],
    })
  } finally {
    await stopAllChildren()
    await database?.drop()
    await chain.stop().catch(() => undefined)
    rmSync(dataDir, { recursive: true, force: true })
  }
}
