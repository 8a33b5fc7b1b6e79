import { sql } from 'drizzle-orm'
import type { Db } from '.'
import { rowsOf } from './rowsOf'

export type AppliedMigration = { version: string; checksum: string }

/** Version and checksum of every migration recorded in `schema_migrations` (written by db/migrate.ts). */
export async function listAppliedMigrations(db: Db): Promise<AppliedMigration[]> {
  const result = await db.execute(sql`SELECT version, checksum FROM schema_migrations`)
  return rowsOf<AppliedMigration>(result)
}
