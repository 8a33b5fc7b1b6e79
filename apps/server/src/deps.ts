import type { DestinationStream } from 'pino'
import type { Database } from './db'

/** Where the app reads the time; tests inject a controllable one instead of sleeping. */
export type Clock = { now(): Date }

export const systemClock: Clock = { now: () => new Date() }

/** Parts buildApp can be given instead of building them from config (tests, the ops tooling). */
export type AppDeps = {
  clock?: Clock
  /** An open, migrated database. The app closes it on close unless `keepDatabaseOpen` is set. */
  database?: Database
  keepDatabaseOpen?: boolean
  /** Destination of the pino log lines (tests capture them); default stdout. */
  logStream?: DestinationStream
  /** Timeout of each RPC request in milliseconds (default 10 s; health uses its own short one). */
  rpcTimeoutMs?: number
  /** How often an open GET /api/events stream gets a keep-alive comment and its session is checked (25 s). */
  eventsHeartbeatMs?: number
  /** The built web app to serve on the same origin (main.ts passes apps/web/dist); none in API tests. */
  webDistDir?: string
}
