// The credit burst on its own (also part of `npm run bench` when DATABASE_URL is set):
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/src/burst.ts [--transfers 1000] [--gap-ms 0]
// Starts anvil with the sandbox contracts and the real server (the bundle npm start runs) on a temporary
// PostgreSQL database, sends the transfers in two blocks and prints the figures as JSON.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { devAccounts } from '@chaincard/devchain'
import { stopAllChildren } from './lib/childProcesses'
import { measureCreditBurst } from './payments/measureCreditBurst'
import { createTempPostgres } from './sandbox/createTempPostgres'
import { startChain } from './sandbox/startChain'
import { startServer } from './sandbox/startServer'

const databaseUrl = process.env.DATABASE_URL
if (!databaseUrl) throw new Error('set DATABASE_URL (the burst runs on PostgreSQL)')
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name)
  return i >= 0 ? Number(process.argv[i + 1]) : fallback
}
const transfers = arg('--transfers', 1_000)
const blockGapMs = arg('--gap-ms', 0)
const dataDir = mkdtempSync(join(tmpdir(), 'chaincard-burst-'))
const chain = await startChain(dataDir)
const database = await createTempPostgres(databaseUrl)
try {
  const server = await startServer({ dataDir, webDistDir: '/nonexistent', databaseUrl: database.url })
  try {
    const result = await measureCreditBurst(chain, devAccounts()[7]!, database.url, { transfers, blockGapMs })
    process.stdout.write(`${JSON.stringify(result)}\n`)
  } finally {
    await server.stop()
  }
} finally {
  await stopAllChildren()
  await database.drop()
  await chain.stop()
  rmSync(dataDir, { recursive: true, force: true })
}
