// Credit latency with open payments behind a slow RPC, on its own (also part of `npm run bench`):
//   npx tsx bench/src/openPayments.ts [--open 200] [--delay-ms 20] [--count 10]
// anvil with the sandbox contracts, a proxy that answers every JSON-RPC call 20 ms late in front of it (the
// server reads the chain only through the proxy; new heads still come over anvil's WebSocket), the real server
// (the bundle npm start runs; PGlite, or PostgreSQL in a temporary database when DATABASE_URL is set) and a user
// seeded through the API. Prints the figures as JSON.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stopAllChildren } from './lib/childProcesses'
import { measureOpenPaymentsWithProxy } from './payments/measureOpenPaymentsWithProxy'
import { createTempPostgres } from './sandbox/createTempPostgres'
import { startChain } from './sandbox/startChain'

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? Number(process.argv[i + 1]) : fallback
}
const dataDir = mkdtempSync(join(tmpdir(), 'chaincard-open-payments-'))
const chain = await startChain(dataDir)
const database = process.env.DATABASE_URL ? await createTempPostgres(process.env.DATABASE_URL) : undefined
try {
  const result = await measureOpenPaymentsWithProxy(chain, dataDir, {
    open: arg('--open', 200),
    delayMs: arg('--delay-ms', 20),
    count: arg('--count', 10),
    ...(database ? { databaseUrl: database.url } : {}),
  })
  process.stdout.write(`${JSON.stringify(result)}\n`)
} finally {
  await stopAllChildren()
  await database?.drop()
  await chain.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
