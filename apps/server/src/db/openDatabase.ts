import { join } from 'node:path'
import type { Config } from '../config'
import { listPendingMigrations } from './listPendingMigrations'
import { MigrationError, migrate } from './migrate'
import { openPglite } from './openPglite'
import { openPostgres } from './openPostgres'
import type { Database } from './types'

/**
 * Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR/db). The
 * sandbox migrates it on the way. Production does not: migrations run once per release, before the new
 * version starts (`npm run migrate`), and a server whose migrations are not all applied refuses to start.
 */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir' | 'mode'> &
    Partial<Pick<Config, 'databaseDriver' | 'pglitePreparedStatements'>>,
): Promise<Database> {
  const database = config.databaseUrl
    ? await openPostgres({ url: config.databaseUrl, driver: config.databaseDriver ?? 'pg' })
    : await openPglite({
        dataDir: join(config.dataDir, 'db'),
        ...(config.pglitePreparedStatements === undefined
          ? {}
          : { preparedStatements: config.pglitePreparedStatements }),
      })
  try {
    if (config.mode === 'sandbox') {
      await migrate(database)
    } else {
      const pending = await listPendingMigrations(database)
      if (pending.length > 0) {
        throw new MigrationError(
          `the database lacks ${pending.length} migration(s) of this version (${pending.join(', ')}): run "npm run migrate" (node apps/server/dist/main.mjs migrate) with this DATABASE_URL first`,
        )
      }
    }
  } catch (error) {
    await database.close()
    throw error
  }
  return database
}
