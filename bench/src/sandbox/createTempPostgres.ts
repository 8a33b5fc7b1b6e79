import pg from 'pg'

export type TempDatabase = { url: string; drop(): Promise<void> }

/**
 * A fresh database on the PostgreSQL server of `databaseUrl` (so the bench never touches that database's
 * data), named chaincard_bench_<time>_<pid>; `drop()` removes it.
 */
export async function createTempPostgres(databaseUrl: string): Promise<TempDatabase> {
  const name = `chaincard_bench_${Date.now()}_${process.pid}`
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  try {
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(databaseUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      } finally {
        await client.end()
      }
    },
  }
}
