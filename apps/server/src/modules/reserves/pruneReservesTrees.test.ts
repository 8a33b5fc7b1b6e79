import { randomUUID } from 'node:crypto'
import { verifyReservesProof } from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../test/helpers'
import { rowsOf } from '../../db/rowsOf'
import { startPackedReservesTree } from './packedReservesTree'
import { proveOwner } from './proveOwner'
import { insertReservesSnapshot } from './repo/insertReservesSnapshot'
import { pruneReservesTrees } from './repo/pruneReservesTrees'

// Pruning keeps the latest snapshots' trees and every snapshot's header, on the database under test (PGlite,
// or PostgreSQL with DATABASE_URL): a pruned snapshot's proof is refused, never answered as "no leaves".
let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase()
}, 60_000)
afterAll(async () => {
  await t?.drop()
})

const owner = `0x${'ab'.repeat(20)}`

async function snapshot(takenAt: Date): Promise<string> {
  const id = randomUUID()
  const builder = startPackedReservesTree({ snapshotId: id, secret: new Uint8Array(32).fill(7) })
  builder.add([
    { owner: `0x${'01'.repeat(20)}`, liability: 5n },
    { owner, liability: 1_234n },
  ])
  await insertReservesSnapshot(t.database.db, {
    id,
    takenAt,
    reserves: [],
    reservesMicro: 0n,
    issuerBalance: null,
    negativeMicro: 0n,
    signer: '0x0000000000000000000000000000000000000000',
    secret: new Uint8Array(32).fill(7),
    buildTree: (write, nodesPerRow) => builder.finish(write, nodesPerRow),
    sign: async () => 'signed',
  })
  return id
}

async function stored(id: string) {
  const [row] = rowsOf<{ levels: number; owners: number; root: string; total: string; pruned: boolean }>(
    await t.database.db.execute(sql`
      SELECT (SELECT count(*)::int FROM reserves_snapshot_levels WHERE snapshot_id = s.id) AS levels,
        (SELECT count(*)::int FROM reserves_snapshot_owner_rows WHERE snapshot_id = s.id) AS owners,
        encode(s.root_digest, 'hex') AS root, s.total_micro::text AS total, s.tree_pruned_at IS NOT NULL AS pruned
      FROM reserves_snapshots s WHERE s.id = ${id}`),
  )
  return row!
}

describe('pruneReservesTrees', () => {
  it('keeps the latest trees, and every header with its root and total; a pruned proof is refused', async () => {
    const ids = [
      await snapshot(new Date('2026-01-01T00:00:00Z')),
      await snapshot(new Date('2026-01-02T00:00:00Z')),
      await snapshot(new Date('2026-01-03T00:00:00Z')),
    ]
    const before = await Promise.all(ids.map(stored))
    expect(before.every((s) => s.levels > 0 && s.owners > 0 && !s.pruned)).toBe(true)

    expect(await pruneReservesTrees(t.database.db, { keep: 2, now: new Date() })).toBe(1)
    const after = await Promise.all(ids.map(stored))
    expect(after[0]).toEqual({ levels: 0, owners: 0, root: before[0]!.root, total: '1239', pruned: true })
    expect(after[1]).toEqual(before[1])
    expect(after[2]).toEqual(before[2])
    await expect(proveOwner(t.database.db, { snapshotId: ids[0]!, owner })).rejects.toMatchObject({
      code: 'not_found',
      message: expect.stringMatching(/pruned/),
    })
    for (const id of ids.slice(1)) {
      const proof = await proveOwner(t.database.db, { snapshotId: id, owner })
      expect(proof.liability).toBe('1234')
      const root = { digest: (await stored(id)).root, value: 1_239n }
      expect(verifyReservesProof(proof, root).verified).toBe(true)
    }

    // Again: nothing more to prune; keeping one prunes the middle one.
    expect(await pruneReservesTrees(t.database.db, { keep: 2, now: new Date() })).toBe(0)
    expect(await pruneReservesTrees(t.database.db, { keep: 1, now: new Date() })).toBe(1)
    expect(await stored(ids[1]!)).toMatchObject({ levels: 0, owners: 0, pruned: true })
    expect(await stored(ids[2]!)).toEqual(before[2])
    await expect(pruneReservesTrees(t.database.db, { keep: 0, now: new Date() })).rejects.toThrow(RangeError)
  })
})
