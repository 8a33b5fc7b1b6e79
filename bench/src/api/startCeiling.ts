import { getFreePort } from '@chaincard/devchain'
import { type Child, spawnTsx, waitFor } from '../lib/childProcesses'

export type Ceiling = {
  /** The bare route. */
  url: string
  /** The bare route plus one PostgreSQL round trip; only when started with a database. */
  oneQueryUrl: string | null
  /** The same over postgres.js. */
  oneQueryPostgresUrl: string | null
  process: Child
}

/**
 * Starts the bare Fastify ceiling (`ceilingServer.ts`) on a free port; resolves once it answers. With
 * `databaseUrl` it also serves the one-query floor on that database.
 */
export async function startCeiling({ databaseUrl }: { databaseUrl?: string } = {}): Promise<Ceiling> {
  const port = await getFreePort()
  const child = spawnTsx('ceiling', 'bench/src/api/ceilingServer.ts', {
    PORT: String(port),
    CEILING_DATABASE_URL: databaseUrl ?? '',
  })
  const url = `http://127.0.0.1:${port}/ping`
  await waitFor('the ceiling server', async () => ((await fetch(url)).ok ? true : undefined), {
    timeoutMs: 30_000,
  })
  const oneQueryUrl = databaseUrl ? `http://127.0.0.1:${port}/one-query` : null
  if (oneQueryUrl) {
    const res = await fetch(oneQueryUrl)
    if (!res.ok) throw new Error(`the ceiling's one-query route answered ${res.status}: ${await res.text()}`)
  }
  const oneQueryPostgresUrl = databaseUrl ? `http://127.0.0.1:${port}/one-query-postgres` : null
  if (oneQueryPostgresUrl) {
    const res = await fetch(oneQueryPostgresUrl)
    if (!res.ok)
      throw new Error(`the ceiling's postgres.js route answered ${res.status}: ${await res.text()}`)
  }
  return { url, oneQueryUrl, oneQueryPostgresUrl, process: child }
}
