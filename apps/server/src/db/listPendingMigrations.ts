import { type Migration, readMigrations } from './migrate'
import type { Database } from './types'

/**
 * The migrations of this build (`NNNN_name`) that the database has not applied, or applied with other
 * content. Empty when the schema is current; every migration when `schema_migrations` does not exist yet.
 */
export async function listPendingMigrations(
  database: Database,
  migrations: Migration[] = readMigrations(),
): Promise<string[]> {
  const applied = await database.rawTransaction(async (tx) => {
    const [table] = await tx.query<{ t: string | null }>(`SELECT to_regclass('schema_migrations')::text AS t`)
    if (!table?.t) return new Map<string, string>()
    const rows = await tx.query<{ version: string; checksum: string }>(
      'SELECT version, checksum FROM schema_migrations',
    )
    return new Map(rows.map((r) => [r.version, r.checksum]))
  })
  return migrations.filter((m) => applied.get(m.version) !== m.checksum).map((m) => `${m.version}_${m.name}`)
}
