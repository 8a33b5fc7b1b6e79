import type { FastifyInstance } from 'fastify'
import type { DestinationStream } from 'pino'
import { buildApp } from '../../src/app'
import type { Config, DevchainManifest } from '../../src/config'
import type { Database } from '../../src/db'
import { startTestChain, type TestChain } from './testChain'
import { createTestClock, type TestClock } from './testClock'
import { testConfig } from './testConfig'
import { createTestDatabase } from './testDatabase'

export type CreateTestAppParameters = {
  /** A running chain to use (share one per file); without it a new anvil is started and stopped on close. */
  chain?: { rpcUrl: string; chainId: number }
  manifest?: DevchainManifest
  config?: Partial<Config>
  clock?: TestClock
  logStream?: DestinationStream
  /** The event streams' heartbeat (25 s by default): a test of what the heartbeat checks makes it short. */
  eventsHeartbeatMs?: number
}

export type TestApp = {
  app: FastifyInstance
  config: Config
  database: Database
  clock: TestClock
  rpcUrl: string
  chainId: number
  /** Closes the app, drops the database and stops the chain if this helper started it. */
  close(): Promise<void>
}

/**
 * The real app on a fresh database (PGlite in memory, or its own PostgreSQL schema when DATABASE_URL is
 * set) against a real anvil, with a hand-driven clock. Call `close()` in afterAll.
 */
export async function createTestApp(parameters: CreateTestAppParameters = {}): Promise<TestApp> {
  const ownChain: TestChain | undefined = parameters.chain ? undefined : await startTestChain()
  const chain = parameters.chain ?? ownChain!
  const testDb = await createTestDatabase()
  const clock = parameters.clock ?? createTestClock()
  const config = testConfig({
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    ...(parameters.manifest ? { manifest: parameters.manifest } : {}),
    ...(parameters.config ? { overrides: parameters.config } : {}),
  })
  let app: FastifyInstance
  try {
    app = await buildApp(config, {
      clock,
      database: testDb.database,
      keepDatabaseOpen: true,
      ...(parameters.logStream ? { logStream: parameters.logStream } : {}),
      ...(parameters.eventsHeartbeatMs ? { eventsHeartbeatMs: parameters.eventsHeartbeatMs } : {}),
    })
  } catch (error) {
    await testDb.drop()
    await ownChain?.stop()
    throw error
  }
  return {
    app,
    config,
    database: testDb.database,
    clock,
    rpcUrl: chain.rpcUrl,
    chainId: chain.chainId,
    close: async () => {
      await app.close()
      await testDb.drop()
      await ownChain?.stop()
    },
  }
}
