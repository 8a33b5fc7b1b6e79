import type { ReservesTree } from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { NODE_BYTES } from '../nodeBytes'
import type { ChainReserve, IssuerBalance } from '../types'

export type InsertReservesSnapshotParameters = {
  id: string
  takenAt: Date
  tree: ReservesTree
  reserves: ChainReserve[]
  reservesMicro: bigint
  issuerBalance: IssuerBalance | null
  negativeMicro: bigint
  signature: string
  signer: string
  secret: Uint8Array
}

/** Owners' rows per INSERT: one statement's parameters stay well below PostgreSQL's limits. */
const OWNERS_PER_STATEMENT = 20_000

/**
 * Stores a snapshot with its tree (every level, 40 bytes a node) and where each owner's leaves stand, in one
 * transaction: a snapshot is published whole or not at all.
 */
export async function insertReservesSnapshot(
  db: Db,
  snapshot: InsertReservesSnapshotParameters,
): Promise<void> {
  const { tree } = snapshot
  const blocks = Object.fromEntries(snapshot.reserves.map((r) => [String(r.chainId), r.block]))
  const reserves = snapshot.reserves.map((r) => ({
    chainId: r.chainId,
    token: r.token,
    decimals: r.decimals,
    amount: r.amount.toString(),
    addresses: r.addresses,
  }))
  const issuer = snapshot.issuerBalance
  await db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO reserves_snapshots (id, taken_at, root_digest, total_micro, leaf_count, blocks, reserves,
        reserves_micro, issuer_balance_micro, issuer_balance_source, issuer_balance_at, negative_micro,
        signature, signer, secret)
      VALUES (${snapshot.id}, ${snapshot.takenAt.toISOString()}::timestamptz, ${Buffer.from(tree.root.digest)},
        ${tree.root.value.toString()}::bigint, ${tree.leaves.length}, ${JSON.stringify(blocks)}::jsonb,
        ${JSON.stringify(reserves)}::jsonb, ${snapshot.reservesMicro.toString()}::bigint,
        ${issuer ? issuer.amountMicro.toString() : null}::bigint, ${issuer?.source ?? null},
        ${issuer ? issuer.at.toISOString() : null}::timestamptz, ${snapshot.negativeMicro.toString()}::bigint,
        ${snapshot.signature}, ${snapshot.signer}, ${Buffer.from(snapshot.secret)})
    `)
    for (const [height, level] of tree.levels.entries()) {
      const nodes = Buffer.alloc(level.length * NODE_BYTES)
      for (const [position, node] of level.entries()) {
        nodes.set(node.digest, position * NODE_BYTES)
        nodes.writeBigUInt64BE(node.value, position * NODE_BYTES + 32)
      }
      await tx.execute(sql`
        INSERT INTO reserves_snapshot_levels (snapshot_id, height, nodes) VALUES (${snapshot.id}, ${height}, ${nodes})
      `)
    }
    const owners = [...tree.ownerLeaves]
    for (let start = 0; start < owners.length; start += OWNERS_PER_STATEMENT) {
      const chunk = owners.slice(start, start + OWNERS_PER_STATEMENT)
      const addresses = `{${chunk.map(([owner]) => owner).join(',')}}`
      const leaf0 = `{${chunk.map(([, [a]]) => a).join(',')}}`
      const leaf1 = `{${chunk.map(([, [, b]]) => b).join(',')}}`
      await tx.execute(sql`
        INSERT INTO reserves_snapshot_owners (snapshot_id, owner_address, leaf0, leaf1)
        SELECT ${snapshot.id}, o, a, b
        FROM unnest(${addresses}::text[], ${leaf0}::int[], ${leaf1}::int[]) AS t(o, a, b)
      `)
    }
  })
}
