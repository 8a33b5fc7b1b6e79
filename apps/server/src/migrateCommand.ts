import { join, resolve } from 'node:path'
import { migrate, openPglite, openPostgres } from './db'

export type RunMigrateCommandParameters = {
  env: Record<string, string | undefined>
  write: (line: string) => void
}

/**
 * `node apps/server/dist/main.mjs migrate` (`npm run migrate`): applies this version's pending migrations to
 * DATABASE_URL (or the PGlite database in DATA_DIR/db) in one transaction, under the migrations' advisory
 * lock, and says which. Needs only the database settings. Resolves to the exit code.
 */
export async function runMigrateCommand({ env, write }: RunMigrateCommandParameters): Promise<number> {
  const url = env.DATABASE_URL?.trim()
  if (url && !/^postgres(ql)?:\/\//.test(url)) {
    write('DATABASE_URL: must be a postgres:// URL')
    return 1
  }
  const database = url
    ? await openPostgres({ url, max: 1 })
    : await openPglite({ dataDir: join(resolve(env.DATA_DIR?.trim() || './data'), 'db') })
  try {
    const { applied, skipped } = await migrate(database)
    write(
      applied.length === 0
        ? `migrations: all ${skipped.length} already applied`
        : `migrations: applied ${applied.join(', ')} (${skipped.length} already applied)`,
    )
    return 0
  } catch (error) {
    write(
      `migrations failed: ${(error as { shortMessage?: string }).shortMessage ?? (error as Error).message}`,
    )
    return 1
  } finally {
    await database.close()
  }
}
