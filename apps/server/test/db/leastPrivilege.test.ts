import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { type Database, migrate, openPglite, openPostgres } from '../../src/db'
import { pruneMail } from '../../src/modules/mail/pruneMail'
import { resolveAdminToken } from '../../src/plugins/resolveAdminToken'
import { signIn, startTestChain, type TestChain, testAccount, testConfig } from '../helpers'
import { asSuperuser, clusterUrlOf, dropDatabaseAndRoles, rolesOf, rolesSql } from '../helpers/clusterRoles'

/**
 * deploy/postgres/roles.sql as the README tells operators to run it: migrations as the owner role, the server as
 * the app role, both named after the database. On PostgreSQL (DATABASE_URL) the test makes a database of its own
 * on the cluster, each role logs in, and everything is dropped after. On PGlite (one database, one session) the
 * session switches roles. Two databases on one cluster: leastPrivilegeSharedCluster.postgres.test.ts.
 */
const database = `chaincard_lp_${randomBytes(4).toString('hex')}`

let chain: TestChain
let owner: Database
let appDb: Database
let names: { owner: string; app: string }
let app: FastifyInstance
let cleanup: () => Promise<void>
/** As the owner role (PGlite: the one session, switched for one transaction). */
let asOwner: (sqlText: string) => Promise<unknown>

beforeAll(async () => {
  chain = await startTestChain()
  if (process.env.DATABASE_URL) {
    await asSuperuser(undefined, `CREATE DATABASE ${database}`)
    await asSuperuser(database, rolesSql)
    names = rolesOf(database)
    owner = await openPostgres({ url: clusterUrlOf({ role: names.owner, database }), max: 1 })
    await migrate(owner)
    appDb = await openPostgres({ url: clusterUrlOf({ role: names.app, database }), max: 3 })
    asOwner = (sqlText) => owner.rawTransaction((tx) => tx.query(sqlText))
    cleanup = async () => {
      await owner.close()
      await appDb.close()
      await dropDatabaseAndRoles(database)
    }
  } else {
    const pglite = await openPglite()
    const [current] = await pglite.rawTransaction((tx) =>
      tx.query<{ db: string }>('SELECT current_database() AS db'),
    )
    names = rolesOf(current!.db)
    await pglite.rawTransaction((tx) => tx.exec(rolesSql))
    await pglite.rawTransaction((tx) => tx.exec(`SET ROLE ${names.owner}; SET search_path = chaincard`))
    await migrate(pglite)
    await pglite.rawTransaction((tx) => tx.exec(`SET ROLE ${names.app}`))
    owner = pglite
    appDb = pglite
    asOwner = (sqlText) =>
      pglite.rawTransaction(async (tx) => {
        await tx.exec(`SET LOCAL ROLE ${names.owner}`)
        return tx.query(sqlText)
      })
    cleanup = () => pglite.close()
  }
  app = await buildApp(testConfig({ rpcUrl: chain.rpcUrl }), { database: appDb, keepDatabaseOpen: true })
}, 120_000)
afterAll(async () => {
  await app?.close()
  await cleanup?.()
  await chain?.stop()
})

const run = (sqlText: string) => appDb.rawTransaction((tx) => tx.query(sqlText))
const user = testAccount(1).address.toLowerCase()

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
    'CREATE TEMP TABLE intruder (id int)',
    // Money's history: appended, never rewritten.
    'UPDATE card_ledger SET balance_delta = 999999',
    'DELETE FROM card_ledger',
    'UPDATE card_transactions SET amount_micro = 999999',
    'DELETE FROM card_transactions',
    'UPDATE reward_records SET amount_micro = 999999',
    'DELETE FROM reward_records',
    'UPDATE membership_levels SET level = 9',
    'DELETE FROM membership_levels',
    // Who did what as an operator, and who saw a card's details: appended, never rewritten.
    "UPDATE operator_actions SET operator = 'mallory'",
    'DELETE FROM operator_actions',
    'TRUNCATE operator_actions',
    "UPDATE card_reveals SET kind = 'reveal'",
    'DELETE FROM card_reveals',
    // The mail outbox: only its delivery columns change, never whom or what it wrote.
    "UPDATE mail_outbox SET email = 'attacker@example.com'",
    "UPDATE mail_outbox SET kind = 'email.verify'",
    "UPDATE mail_outbox SET created_at = now() - interval '60 days'",
    'TRUNCATE mail_outbox',
    // Which migrations ran is the owner's record.
    'DELETE FROM schema_migrations',
    "UPDATE schema_migrations SET checksum = 'x'",
    "INSERT INTO schema_migrations (version, name, checksum) VALUES ('9999', 'fake', 'x')",
  ])('the app role may not: %s', async (statement) => {
    await expect(run(statement)).rejects.toThrow(/permission denied|must be owner/)
  })

  it('the app role appends to the history tables and reads which migrations ran', async () => {
    await run(
      `INSERT INTO reward_records (address, type, amount_micro, ref, created_at)
       VALUES ('${user}', 'adjustment', 1000000, 'least-privilege-1', now())`,
    )
    expect(
      await run(`SELECT amount_micro::text AS amount FROM reward_records WHERE ref = 'least-privilege-1'`),
    ).toEqual([{ amount: '1000000' }])
    const [migrations] = await run('SELECT count(*)::int AS n FROM schema_migrations')
    expect((migrations as { n: number }).n).toBeGreaterThan(20)
  })

  it.each([
    'UPDATE reward_records SET amount_micro = 999999',
    'DELETE FROM reward_records',
    'DELETE FROM card_ledger',
    'UPDATE card_transactions SET amount_micro = 0',
    'DELETE FROM membership_levels',
    "UPDATE operator_actions SET operator = 'mallory'",
    'DELETE FROM operator_actions',
    'DELETE FROM card_reveals',
  ])('even the owner is refused by the append-only trigger: %s', async (statement) => {
    await expect(asOwner(statement)).rejects.toThrow(/refused: the table is append-only/)
  })

  it("records an operator's action as the app role, which reads the audit and cannot rewrite it", async () => {
    const token = resolveAdminToken(testConfig({ rpcUrl: chain.rpcUrl }))!
    const invited = await app.inject({
      method: 'POST',
      url: '/api/admin/invitations',
      headers: { authorization: `Bearer ${token}` },
      payload: { uses: 1 },
    })
    expect(invited.statusCode, invited.body).toBe(200)
    const audit = await app.inject({
      url: '/api/admin/audit?limit=1',
      headers: { authorization: `Bearer ${token}` },
    })
    expect(audit.json().actions).toMatchObject([
      { operator: 'sandbox', action: 'POST /api/admin/invitations' },
    ])
  })

  it('the mail job and the prune job work as the app role; a recent or pending mail cannot be rewritten or deleted', async () => {
    const insert = (status: string, age: string) =>
      run(`INSERT INTO mail_outbox (owner_address, email, language, kind, status, created_at)
           VALUES ('${user}', 'lp@example.com', 'en', 'deposit.credited', '${status}', now() - interval '${age}')
           RETURNING id::int AS id`) as Promise<{ id: number }[]>
    const [pending] = await insert('pending', '1 minute')
    const [recentSent] = await insert('sent', '1 day')
    const [oldSent] = await insert('sent', '31 days')
    const [oldPending] = await insert('pending', '31 days')
    // Delivery: a pending row moves on; a sent one is not changed again.
    await run(
      `UPDATE mail_outbox SET status = 'failed', attempts = 3, last_error = 'x' WHERE id = ${pending!.id}`,
    )
    await run(`UPDATE mail_outbox SET status = 'pending' WHERE id = ${recentSent!.id}`)
    // The prune job, as the server runs it: only what is done and 30 days old goes.
    const pruned = await pruneMail(appDb.db, new Date())
    expect(pruned.mails).toBe(1)
    await run(`DELETE FROM mail_outbox WHERE id IN (${pending!.id}, ${recentSent!.id}, ${oldPending!.id})`)
    const left = await run(
      `SELECT id::int AS id, status FROM mail_outbox WHERE owner_address = '${user}' ORDER BY id`,
    )
    expect(left).toEqual([
      { id: pending!.id, status: 'failed' },
      { id: recentSent!.id, status: 'sent' },
      { id: oldPending!.id, status: 'pending' },
    ])
    expect(left).not.toContainEqual(expect.objectContaining({ id: oldSent!.id }))
  })
})
