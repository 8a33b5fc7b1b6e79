import { sql } from 'drizzle-orm'
import type { Db } from '../../../db'
import { OWNER_ENTRY_BYTES, type PackedReservesTree, type TreeRow } from '../packedReservesTree'
import type { ChainReserve, IssuerBalance } from '../types'

export type InsertReservesSnapshotParameters = {
  id: string
  takenAt: Date
  reserves: ChainReserve[]
  reservesMicro: bigint
  issuerBalance: IssuerBalance | null
  negativeMicro: bigint
  signer: string
  secret: Uint8Array
  /** Builds the tree, writing its rows through `write` as they are made (`nodesPerRow` nodes at most). */
  buildTree(write: (row: TreeRow) => Promise<void>, nodesPerRow: number): Promise<PackedReservesTree>
  /** The root's signature, once the tree is built. */
  sign(tree: PackedReservesTree): Promise<string>
}

/**
 * Owners per packed row: 1,792 bytes, under PostgreSQL's 2 KB TOAST threshold (so stored inline), and a scan of
 * at most 64 entries for a proof.
 */
const OWNERS_PER_ROW = 64
/** Packed rows per INSERT: one binary parameter of about 900 KB, cut into rows by the statement. */
const ROWS_PER_STATEMENT = 512
/**
 * Nodes per stored row of a level (640 KiB): small enough that a level is never held whole, by the builder,
 * the driver or the server; big enough that a tree of 2^21 leaves is some 260 rows.
 */
const NODES_PER_ROW = 16_384

/**
 * Stores a snapshot with its tree (every level, 40 bytes a node, in rows of consecutive nodes, written while
 * the tree is built) and where each owner's leaves stand (packed, 28 bytes an owner, in rows of
 * `ownersPerRow` owners keyed by their first address), in one transaction: a snapshot is published whole or
 * not at all. The snapshot's row comes first (the tree's rows refer to it) and gets its root, total and
 * signature once the tree is built; no one sees it before the commit.
 */
export async function insertReservesSnapshot(
  db: Db,
  snapshot: InsertReservesSnapshotParameters,
  {
    nodesPerRow = NODES_PER_ROW,
    ownersPerRow = OWNERS_PER_ROW,
  }: { nodesPerRow?: number; ownersPerRow?: number } = {},
): Promise<PackedReservesTree> {
  const blocks = Object.fromEntries(snapshot.reserves.map((r) => [String(r.chainId), r.block]))
  const reserves = snapshot.reserves.map((r) => ({
    chainId: r.chainId,
    token: r.token,
    decimals: r.decimals,
    amount: r.amount.toString(),
    addresses: r.addresses,
  }))
  const issuer = snapshot.issuerBalance
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO reserves_snapshots (id, taken_at, root_digest, total_micro, leaf_count, blocks, reserves,
        reserves_micro, issuer_balance_micro, issuer_balance_source, issuer_balance_at, negative_micro,
        signature, signer, secret)
      VALUES (${snapshot.id}, ${snapshot.takenAt.toISOString()}::timestamptz, '\\x'::bytea, 0, 0,
        ${JSON.stringify(blocks)}::jsonb, ${JSON.stringify(reserves)}::jsonb, ${snapshot.reservesMicro.toString()}::bigint,
        ${issuer ? issuer.amountMicro.toString() : null}::bigint, ${issuer?.source ?? null},
        ${issuer ? issuer.at.toISOString() : null}::timestamptz, ${snapshot.negativeMicro.toString()}::bigint,
        '', ${snapshot.signer}, ${Buffer.from(snapshot.secret)})
    `)
    const tree = await snapshot.buildTree(async ({ height, start, nodes }) => {
      await tx.execute(sql`
        INSERT INTO reserves_snapshot_levels (snapshot_id, height, start, nodes)
        VALUES (${snapshot.id}, ${height}, ${start}, ${nodes})
      `)
    }, nodesPerRow)
    const { owners } = tree
    const ownersPerStatement = ownersPerRow * ROWS_PER_STATEMENT
    const rowBytes = ownersPerRow * OWNER_ENTRY_BYTES
    for (let first = 0; first < owners.count; first += ownersPerStatement) {
      const end = Math.min(owners.count, first + ownersPerStatement)
      const rows = Math.ceil((end - first) / ownersPerRow)
      // The entries are sent once (one parameter) and cut into rows by the statement.
      await tx.execute(sql`
        INSERT INTO reserves_snapshot_owner_rows (snapshot_id, first_owner, owners)
        SELECT ${snapshot.id}, substring(p.packed FROM k * ${rowBytes} + 1 FOR 20),
          substring(p.packed FROM k * ${rowBytes} + 1 FOR ${rowBytes})
        FROM (SELECT ${owners.entries(first, end)}::bytea AS packed) AS p, generate_series(0, ${rows - 1}) AS k
      `)
    }
    const signature = await snapshot.sign(tree)
    await tx.execute(sql`
      UPDATE reserves_snapshots SET root_digest = ${tree.root.digest}, total_micro = ${tree.root.value.toString()}::bigint,
        leaf_count = ${tree.leafCount}, signature = ${signature}
      WHERE id = ${snapshot.id}
    `)
    return tree
  })
}
