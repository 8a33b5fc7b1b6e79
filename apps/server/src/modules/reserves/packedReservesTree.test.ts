import { createHash, randomUUID } from 'node:crypto'
import {
  buildReservesTree,
  type OwnerLiability,
  proofOfOwner,
  type ReservesRandom,
  verifyReservesProof,
} from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { bytesToHex } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestDatabase, type TestDatabase } from '../../../test/helpers'
import { rowsOf } from '../../db/rowsOf'
import { NODE_BYTES } from './nodeBytes'
import { startPackedReservesTree } from './packedReservesTree'
import { proveOwner } from './proveOwner'
import { insertReservesSnapshot } from './repo/insertReservesSnapshot'

// The server's packed builder against the domain's buildReservesTree (the spec's own code): for random owners
// and balances, fed the same draws, both give the same tree byte for byte, and the proof the server answers
// from what it stored (in rows of a few nodes, so proofs cross row boundaries; owners in chunks of a few) is the domain's proof of the
// domain's tree, for every owner, on the database under test (PGlite, or PostgreSQL with DATABASE_URL).
let t: TestDatabase
beforeAll(async () => {
  t = await createTestDatabase()
}, 60_000)
afterAll(async () => {
  await t?.drop()
})

/** A replayable draw source (splitmix64): two builders given the same seed see the same draws. */
function seededRandom(seed: number): ReservesRandom {
  let state = BigInt(seed) & 0xffff_ffff_ffff_ffffn
  const mask = 0xffff_ffff_ffff_ffffn
  return (below) => {
    state = (state + 0x9e37_79b9_7f4a_7c15n) & mask
    let z = state
    z = ((z ^ (z >> 30n)) * 0xbf58_476d_1ce4_e5b9n) & mask
    z = ((z ^ (z >> 27n)) * 0x94d0_49bb_1331_11ebn) & mask
    return (z ^ (z >> 31n)) % below
  }
}

const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => bytesToHex(bytes))
const liability = fc.oneof(
  fc.constant(0n),
  fc.bigInt({ min: 1n, max: 1_000_000_000n }),
  fc.bigInt({ min: 1n, max: 2n ** 56n }),
)
const owners = fc
  .uniqueArray(fc.record({ owner: address, liability }), {
    maxLength: 40,
    selector: (o) => o.owner,
  })
  .map((list) => list.sort((a, b) => (a.owner < b.owner ? -1 : 1)))

/** The owners in batches of the given sizes (the rest in one), as the database's cursor hands them over. */
function inBatches(list: OwnerLiability[], sizes: number[]): OwnerLiability[][] {
  const batches: OwnerLiability[][] = []
  let at = 0
  for (const size of sizes) {
    if (at >= list.length) break
    batches.push(list.slice(at, at + size))
    at += size
  }
  if (at < list.length) batches.push(list.slice(at))
  return batches
}

/** The snapshot's row and its tree as stored: each level its rows put end to end in order of position. */
async function storedLevels(snapshotId: string) {
  const rows = rowsOf<{ height: number; start: number; nodes: Uint8Array }>(
    await t.database.db.execute(sql`
      SELECT height, start, nodes FROM reserves_snapshot_levels WHERE snapshot_id = ${snapshotId}
      ORDER BY height, start`),
  )
  const levels: Buffer[] = []
  for (const row of rows) {
    const nodes = Buffer.from(row.nodes)
    const level = levels[row.height] ?? Buffer.alloc(0)
    expect(row.start * NODE_BYTES).toBe(level.length)
    levels[row.height] = Buffer.concat([level, nodes])
  }
  const [head] = rowsOf<{ root: string; total: string; leaf_count: number; signature: string }>(
    await t.database.db.execute(sql`
      SELECT encode(root_digest, 'hex') AS root, total_micro::text AS total, leaf_count, signature
      FROM reserves_snapshots WHERE id = ${snapshotId}`),
  )
  return {
    levels,
    rowNodes: rows.map((row) => row.nodes.length / NODE_BYTES),
    head: head && {
      root: head.root,
      total: head.total,
      leafCount: head.leaf_count,
      signature: head.signature,
    },
  }
}

describe('startPackedReservesTree', () => {
  it("builds the domain's tree byte for byte, and every owner's stored proof is the domain's proof", async () => {
    await fc.assert(
      fc.asyncProperty(
        owners,
        fc.integer(),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        fc.array(fc.integer({ min: 1, max: 7 }), { maxLength: 10 }),
        fc.constantFrom(2, 4, 8, 16),
        fc.constantFrom(1, 2, 3, 64),
        fc.option(address, { nil: undefined }),
        fc.constantFrom(1, 2, 3, 5, 16, 2 ** 16),
        async (list, seed, secret, batchSizes, nodesPerRow, ownersPerRow, stranger, ownersPerChunk) => {
          const snapshotId = randomUUID()
          const domain = buildReservesTree({ snapshotId, secret, owners: list, random: seededRandom(seed) })
          const builder = startPackedReservesTree({
            snapshotId,
            secret,
            random: seededRandom(seed),
            ownersPerChunk,
          })
          for (const batch of inBatches(list, batchSizes)) builder.add(batch)
          const packed = await insertReservesSnapshot(
            t.database.db,
            {
              id: snapshotId,
              takenAt: new Date(),
              reserves: [],
              reservesMicro: 0n,
              issuerBalance: null,
              negativeMicro: 0n,
              signer: '0x0000000000000000000000000000000000000000',
              secret,
              buildTree: (write, rowNodes) => builder.finish(write, rowNodes),
              sign: async ({ root }) => `signed ${root.digest.toString('hex')}`,
            },
            { nodesPerRow, ownersPerRow },
          )

          expect(bytesToHex(packed.root.digest)).toBe(bytesToHex(domain.root.digest))
          expect(packed.root.value).toBe(domain.root.value)
          expect(packed.root.value).toBe(list.reduce((sum, o) => sum + o.liability, 0n))
          expect(packed.leafCount).toBe(domain.leaves.length)
          expect(packed.owners.count).toBe(domain.ownerLeaves.size)
          const stored = await storedLevels(snapshotId)
          expect(stored.rowNodes.every((n) => n <= nodesPerRow)).toBe(true)
          expect(stored.levels).toHaveLength(domain.levels.length)
          for (const [height, level] of domain.levels.entries()) {
            const expected = Buffer.alloc(level.length * NODE_BYTES)
            for (const [i, node] of level.entries()) {
              expected.set(node.digest, i * NODE_BYTES)
              expected.writeBigUInt64BE(node.value, i * NODE_BYTES + 32)
            }
            expect(stored.levels[height]!.equals(expected), `level ${height}`).toBe(true)
          }
          expect(stored.head).toEqual({
            root: bytesToHex(domain.root.digest).slice(2),
            total: domain.root.value.toString(),
            leafCount: domain.leaves.length,
            signature: `signed ${bytesToHex(domain.root.digest).slice(2)}`,
          })

          // Every owner (and a stranger, who may sort before the first packed row or between two) is found in
          // the packed rows, however many owners a row holds.
          const asked = [...list.map((o) => o.owner), ...(stranger ? [stranger] : [])]
          for (const owner of asked) {
            const served = await proveOwner(t.database.db, { snapshotId, owner })
            expect(served).toEqual(proofOfOwner(domain, owner))
            const published = { digest: bytesToHex(domain.root.digest).slice(2), value: domain.root.value }
            if (served.leaves.length > 0) expect(verifyReservesProof(served, published).verified).toBe(true)
          }
        },
      ),
      { numRuns: 40 },
    )
  }, 240_000)

  it('stores a fixed snapshot exactly as pinned: its root, every level and every owner row', async () => {
    // Fixed owners, draws, secret and id: the digest of all that is stored (levels, owner rows, head) was taken
    // from this builder and store, so any change to what a snapshot writes, however it is made, shows here.
    const snapshotId = 'a1b2c3d4-0000-4000-8000-000000000042'
    const secret = Uint8Array.from({ length: 32 }, (_, i) => i + 1)
    const list: OwnerLiability[] = Array.from({ length: 37 }, (_, i) => ({
      owner: `0x${createHash('sha256').update(`owner ${i}`).digest('hex').slice(0, 40)}`,
      liability: i % 9 === 4 ? 0n : BigInt(i) * 1_234_567n + 89n,
    })).sort((a, b) => (a.owner < b.owner ? -1 : 1))
    const builder = startPackedReservesTree({
      snapshotId,
      secret,
      random: seededRandom(42),
      ownersPerChunk: 4,
    })
    for (const batch of inBatches(list, [5, 1, 13])) builder.add(batch)
    const packed = await insertReservesSnapshot(
      t.database.db,
      {
        id: snapshotId,
        takenAt: new Date('2026-12-06T00:00:00Z'),
        reserves: [],
        reservesMicro: 0n,
        issuerBalance: null,
        negativeMicro: 0n,
        signer: '0x0000000000000000000000000000000000000000',
        secret,
        buildTree: (write, rowNodes) => builder.finish(write, rowNodes),
        sign: async ({ root }) => `signed ${root.digest.toString('hex')}`,
      },
      { nodesPerRow: 8, ownersPerRow: 3 },
    )
    const stored = await storedLevels(snapshotId)
    const ownerRows = rowsOf<{ first_owner: Uint8Array; owners: Uint8Array }>(
      await t.database.db.execute(sql`
        SELECT first_owner, owners FROM reserves_snapshot_owner_rows WHERE snapshot_id = ${snapshotId}
        ORDER BY first_owner`),
    )
    const digest = createHash('sha256')
    for (const level of stored.levels) digest.update(level)
    for (const row of ownerRows) digest.update(row.first_owner).update(row.owners)
    digest.update(JSON.stringify(stored.head))
    expect({
      root: packed.root.digest.toString('hex'),
      total: packed.root.value,
      leafCount: packed.leafCount,
      stored: digest.digest('hex'),
    }).toEqual({
      root: '37b55cf45f0b7024ce3538aa3a939cbe989016190a9807ee07e73244d1ee240b',
      total: 735_804_869n,
      leafCount: 128,
      stored: 'fb9a989477d9f46d9d22e440b0a9bd64aac063d84e3312fe1dab3e919cec4816',
    })
  })

  it('refuses what the domain refuses, and owners out of ascending order (a repeat could hide there)', async () => {
    const secret = new Uint8Array(32)
    const a = `0x${'aa'.repeat(20)}`
    const b = `0x${'bb'.repeat(20)}`
    const start = () => startPackedReservesTree({ snapshotId: 's', secret })
    expect(() => start().add([{ owner: 'nope', liability: 1n }])).toThrow(RangeError)
    expect(() => start().add([{ owner: a, liability: -1n }])).toThrow(/negative/)
    expect(() =>
      start().add([
        { owner: a, liability: 1n },
        { owner: a.toUpperCase().replace('0X', '0x'), liability: 1n },
      ]),
    ).toThrow(/twice/)
    const outOfOrder = start()
    outOfOrder.add([{ owner: b, liability: 1n }])
    expect(() => outOfOrder.add([{ owner: a, liability: 1n }])).toThrow(/ascending/)
    expect(() =>
      start().add([
        { owner: a, liability: 2n ** 63n },
        { owner: b, liability: 2n ** 63n },
      ]),
    ).toThrow(/2\^64/)
    expect(() => startPackedReservesTree({ snapshotId: '', secret })).toThrow(RangeError)
    expect(() => startPackedReservesTree({ snapshotId: 's', secret: new Uint8Array(31) })).toThrow(RangeError)
    await expect(start().finish(async () => {}, 3)).rejects.toThrow(/power of two/)
    await expect(start().finish(async () => {}, 1)).rejects.toThrow(/power of two/)
    const written: number[] = []
    const empty = await start().finish(async (row) => {
      written.push(row.height)
    }, 4)
    const domainEmpty = buildReservesTree({ snapshotId: 's', secret, owners: [] })
    expect(written).toEqual([0, 1])
    expect(empty.leafCount).toBe(2)
    expect(bytesToHex(empty.root.digest)).toBe(bytesToHex(domainEmpty.root.digest))
  })
})
