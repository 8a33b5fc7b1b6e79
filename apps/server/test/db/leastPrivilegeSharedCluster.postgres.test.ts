import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asSuperuser, clusterUrlOf, dropDatabaseAndRoles, rolesOf, rolesSql } from '../helpers/clusterRoles'

/**
 * deploy/postgres/roles.sql on a shared cluster: two databases, the script run on each, as the README tells
 * operators. Each database's roles may connect to it and to no other. PGlite is one database in one session, so
 * there is no cluster to share: this file runs only in the PostgreSQL pass (vitest.config.ts).
 */
const suffix = randomBytes(4).toString('hex')
const [a, b] = [`chaincard_lp_${suffix}_a`, `chaincard_lp_${suffix}_b`]

beforeAll(async () => {
  for (const database of [a, b]) {
    await asSuperuser(undefined, `CREATE DATABASE ${database}`)
    await asSuperuser(database, rolesSql)
  }
}, 60_000)
afterAll(async () => {
  for (const database of [a, b]) await dropDatabaseAndRoles(database)
})

/** Connects as `role` to `database`: the role and search path the session got, or the refusal's message. */
async function connectAs(role: string, database: string): Promise<{ role: string; path: string } | string> {
  const client = new pg.Client({ connectionString: clusterUrlOf({ role, database }) })
  try {
    await client.connect()
    const { rows } = await client.query('SELECT current_user AS role, current_setting($1) AS path', [
      'search_path',
    ])
    return rows[0]
  } catch (error) {
    return (error as Error).message
  } finally {
    await client.end().catch(() => {})
  }
}

const named = { first: a, second: b } as const

describe('deploy/postgres/roles.sql on a shared cluster', () => {
  it.each([
    ['app', 'first', 'second'],
    ['owner', 'first', 'second'],
    ['app', 'second', 'first'],
    ['owner', 'second', 'first'],
  ] as const)('the %s role of the %s database cannot connect to the %s', async (kind, own, other) => {
    expect(await connectAs(rolesOf(named[own])[kind], named[other])).toMatch(/permission denied for database/)
  })

  it.each([
    ['app', 'first'],
    ['owner', 'first'],
    ['app', 'second'],
    ['owner', 'second'],
  ] as const)('the %s role of the %s database connects to it, in the chaincard schema', async (kind, own) => {
    const role = rolesOf(named[own])[kind]
    expect(await connectAs(role, named[own])).toEqual({ role, path: 'chaincard' })
  })
})
