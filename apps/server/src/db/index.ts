export { listPendingMigrations } from './listPendingMigrations'
export {
  type MigrateReturnType,
  type Migration,
  MigrationError,
  migrate,
  migrationsDir,
  readMigrations,
} from './migrate'
export { openDatabase } from './openDatabase'
export { type OpenPgliteParameters, openPglite } from './openPglite'
export { type OpenPostgresParameters, openPostgres } from './openPostgres'
export * as schema from './schema'
export type {
  Database,
  DatabaseStats,
  Db,
  Executor,
  LockSession,
  NotificationHandlers,
  RawTransaction,
  Schema,
  Tx,
} from './types'
