import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import pg from 'pg'
import { serverRoot } from '../../src/serverRoot'

/**
 * deploy/postgres/roles.sql as the README tells operators to run it, with the passwords it takes from psql
 * variables filled in, and what the tests of it need around it on the cluster DATABASE_URL names.
 */
export const rolesSql = readFileSync(resolve(serverRoot, '../../deploy/postgres/roles.sql'), 'utf8')
  .replaceAll(":'owner_password'", "'owner-password'")
  .replaceAll(":'app_password'", "'app-password'")

/** The two roles roles.sql makes for a database: named after it, so each database of a cluster has its own. */
export const rolesOf = (database: string) => ({
  owner: `chaincard_owner_${database}`,
  app: `chaincard_app_${database}`,
})

/** DATABASE_URL pointed at another database of its cluster, as another role (trust auth: no password). */
export const clusterUrlOf = ({ role, database }: { role?: string; database: string }) => {
  const url = new URL(process.env.DATABASE_URL!)
  if (role) {
    url.username = role
    url.password = ''
  }
  url.pathname = `/${database}`
  return url.toString()
}

/** One statement (or script) as DATABASE_URL's superuser, on `database` or on DATABASE_URL's own. */
export async function asSuperuser(database: string | undefined, sqlText: string): Promise<void> {
  const client = new pg.Client({
    connectionString: database ? clusterUrlOf({ database }) : process.env.DATABASE_URL,
  })
  await client.connect()
  try {
    await client.query(sqlText)
  } finally {
    await client.end()
  }
}

/** Drops a database made for a test, and its two roles. */
export async function dropDatabaseAndRoles(database: string): Promise<void> {
  await asSuperuser(undefined, `DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  for (const role of Object.values(rolesOf(database)))
    await asSuperuser(undefined, `DROP ROLE IF EXISTS ${role}`)
}
