export { listPendingMigrations } from './listPendingMigrations'
export {
  type Migration,
  MigrationError,
  migrate,
  readMigrations,
} from './migrate'
export { openDatabase } from './openDatabase'
export { openPglite } from './openPglite'
export { openPostgres } from './openPostgres'
export * as schema from './schema'
export type {
  Database,
  Db,
  Executor,
  LockSession,
  Tx,
} from './types'
