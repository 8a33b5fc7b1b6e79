import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Executor } from '../../src/db'
import { users } from '../../src/db/schema/auth'
import { invitationCodes } from '../../src/db/schema/invitations'
import { selectBuiltOnce } from '../../src/db/selectBuiltOnce'
import { statementBuiltOnce } from '../../src/db/statementBuiltOnce'
import { createTestDatabase, type TestDatabase } from '../helpers'

// A statement built once and run with each request's values: every value must come from the run, none from the
// run that built it, and rows must map as drizzle's builder maps them (a left join's missing row is null).

let testDb: TestDatabase
const owner = `0x${'ab'.repeat(20)}`
const at = new Date('2026-12-07T08:00:00.000Z')

beforeAll(async () => {
  testDb = await createTestDatabase()
  await testDb.database.db.insert(users).values({ address: owner, state: 'blocked', createdAt: at })
  await testDb.database.db.insert(invitationCodes).values([
    { code: 'OWNED1', ownerAddress: owner, createdAt: at },
    { code: 'ROOT1', ownerAddress: null, usesLimit: 5, createdAt: at },
  ])
})
afterAll(async () => {
  await testDb?.drop()
})

describe('selectBuiltOnce', () => {
  it('builds once a shape and runs each call with its own values, mapped as the builder maps them', async () => {
    const built: string[] = []
    const codeWithOwner = selectBuiltOnce((tx: Executor, shape: 'plain' | 'locked') => {
      built.push(shape)
      const select = tx
        .select({
          code: invitationCodes.code,
          usesLimit: invitationCodes.usesLimit,
          createdAt: invitationCodes.createdAt,
          owner: { address: users.address, state: users.state },
          asked: sql<string>`${sql.placeholder('code')}::text`,
        })
        .from(invitationCodes)
        .leftJoin(users, eq(users.address, invitationCodes.ownerAddress))
        .where(eq(invitationCodes.code, sql.placeholder('code')))
      return shape === 'locked' ? select.for('update', { of: invitationCodes }) : select
    })
    const { db } = testDb.database
    const owned = await db.transaction((tx) => codeWithOwner(tx, 'locked', { code: 'OWNED1' }))
    const root = await db.transaction((tx) => codeWithOwner(tx, 'locked', { code: 'ROOT1' }))
    const none = await codeWithOwner(db, 'plain', { code: 'NOPE' })
    const ownedAgain = await codeWithOwner(db, 'plain', { code: 'OWNED1' })

    expect(owned).toEqual([
      {
        code: 'OWNED1',
        usesLimit: null,
        createdAt: at,
        owner: { address: owner, state: 'blocked' },
        asked: 'OWNED1',
      },
    ])
    expect(root).toEqual([{ code: 'ROOT1', usesLimit: 5, createdAt: at, owner: null, asked: 'ROOT1' }])
    expect(none).toEqual([])
    expect(ownedAgain).toEqual(owned)
    expect(built).toEqual(['locked', 'plain'])
  })

  it("a raw statement built once a shape writes each call's own values", async () => {
    const built: string[] = []
    const setLimit = statementBuiltOnce((shape: 'limit' | 'limit+count') => {
      built.push(shape)
      return sql`UPDATE ${invitationCodes} SET uses_limit = ${sql.placeholder('limit')}::int${
        shape === 'limit+count' ? sql`, uses_count = ${sql.placeholder('count')}::int` : sql``
      } WHERE ${invitationCodes.code} = ${sql.placeholder('code')}`
    })
    const { db } = testDb.database
    await db.transaction((tx) => setLimit(tx, 'limit', { code: 'ROOT1', limit: 7 }))
    await setLimit(db, 'limit+count', { code: 'OWNED1', limit: 9, count: 2 })
    await setLimit(db, 'limit', { code: 'OWNED1', limit: 11 })
    const rows = await db
      .select({
        code: invitationCodes.code,
        usesLimit: invitationCodes.usesLimit,
        usesCount: invitationCodes.usesCount,
      })
      .from(invitationCodes)
      .orderBy(invitationCodes.code)
    expect(rows).toEqual([
      { code: 'OWNED1', usesLimit: 11, usesCount: 2 },
      { code: 'ROOT1', usesLimit: 7, usesCount: 0 },
    ])
    expect(built).toEqual(['limit', 'limit+count'])
  })
})
