import { join } from 'node:path'
import type { Config } from '../config'
import { migrate } from './migrate'
import { openPglite } from './openPglite'
import { openPostgres } from './openPostgres'
import type { Database } from './types'

/** Opens the configured database (PostgreSQL when DATABASE_URL is set, else PGlite under DATA_DIR/db) and migrates it. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  const database = config.databaseUrl
    ? await openPostgres({ url: config.databaseUrl })
    : await openPglite({ dataDir: join(config.dataDir, 'db') })
  try {
    await migrate(database)
  } catch (error) {
    await database.close()
    throw error
  }
  return database
}
