import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { type Database, migrate, openPglite, openPostgres } from '../../src/db'
import { serverRoot } from '../../src/serverRoot'
import { signIn, startTestChain, type TestChain, testAccount, testConfig } from '../helpers'

/**
 * deploy/postgres/roles.sql as the README tells operators to run it: migrations as the owner role, the
 * server as the app role. On PostgreSQL (DATABASE_URL) each role logs in; roles are cluster-wide, so their
 * names get a random suffix and are dropped after. On PGlite (one session) the session switches roles.
 */
const suffix = randomBytes(4).toString('hex')
const names = process.env.DATABASE_URL
  ? { owner: `chaincard_owner_${suffix}`, app: `chaincard_app_${suffix}`, schema: `chaincard_${suffix}` }
  : { owner: 'chaincard_owner', app: 'chaincard_app', schema: 'chaincard' }
const rolesSql = readFileSync(resolve(serverRoot, '../../deploy/postgres/roles.sql'), 'utf8')
  .replaceAll(":'owner_password'", "'owner-password'")
  .replaceAll(":'app_password'", "'app-password'")
  .replaceAll('chaincard_owner', names.owner)
  .replaceAll('chaincard_app', names.app)
  .replaceAll(/\bchaincard\b/g, names.schema)

let chain: TestChain
let owner: Database
let appDb: Database
let app: FastifyInstance
let cleanup: () => Promise<void>

const asRole = (role: string) => {
  const url = new URL(process.env.DATABASE_URL!)
  url.username = role
  url.password = ''
  return url.toString()
}

beforeAll(async () => {
  chain = await startTestChain()
  const url = process.env.DATABASE_URL
  if (url) {
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(rolesSql)
    await admin.end()
    owner = await openPostgres({ url: asRole(names.owner), max: 1 })
    await migrate(owner)
    appDb = await openPostgres({ url: asRole(names.app), max: 3 })
    cleanup = async () => {
      await owner.close()
      await appDb.close()
      const c = new pg.Client({ connectionString: url })
      await c.connect()
      await c.query(`DROP SCHEMA ${names.schema} CASCADE`)
      for (const role of [names.app, names.owner]) {
        await c.query(`DROP OWNED BY ${role}`)
        await c.query(`DROP ROLE ${role}`)
      }
      await c.end()
    }
  } else {
    const database = await openPglite()
    await database.rawTransaction((tx) => tx.exec(rolesSql))
    await database.rawTransaction((tx) =>
      tx.exec(`SET ROLE ${names.owner}; SET search_path = ${names.schema}`),
    )
    await migrate(database)
    await database.rawTransaction((tx) => tx.exec(`SET ROLE ${names.app}`))
    owner = database
    appDb = database
    cleanup = () => database.close()
  }
  app = await buildApp(testConfig({ rpcUrl: chain.rpcUrl }), { database: appDb, keepDatabaseOpen: true })
}, 120_000)
afterAll(async () => {
  await app?.close()
  await cleanup?.()
  await chain?.stop()
})

const run = (sqlText: string) => appDb.rawTransaction((tx) => tx.query(sqlText))

describe('deploy/postgres/roles.sql', () => {
  it('the app role serves the API: readiness, sign-in (rate limits, nonces, sessions, users), cards', async () => {
    const [role] = await run('SELECT current_user AS role')
    expect(role).toEqual({ role: names.app })
    expect((await app.inject({ method: 'GET', url: '/api/ready' })).json()).toMatchObject({ status: 'ready' })
    const session = await signIn(app, testAccount(1))
    const cards = await app.inject({ method: 'GET', url: '/api/card', headers: session.headers })
    expect(cards.statusCode).toBe(200)
    const out = await app.inject({ method: 'POST', url: '/api/sign-out', headers: session.headers })
    expect(out.statusCode).toBe(204)
  })

  it.each([
    'CREATE TABLE intruder (id int)',
    'DROP TABLE sessions',
    'ALTER TABLE users ADD COLUMN x int',
    'TRUNCATE rate_limit_hits',
    'CREATE TABLE public.intruder (id int)',
  ])('the app role may not: %s', async (statement) => {
    await expect(run(statement)).rejects.toThrow(/permission denied|must be owner/)
  })
})
