import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { rowsOf } from '../../../db/rowsOf'
import { NODE_BYTES } from '../nodeBytes'

type StoredNode = { height: number; position: number; digest: Uint8Array; value: bigint }

export type OwnerPath = {
  snapshotId: string
  secret: Uint8Array
  rootDigest: Uint8Array
  rootValue: bigint
  levels: number
  /** When the snapshot's tree was pruned (no proof can be made of it any more); null while it is kept. */
  treePrunedAt: Date | null
  /** The owner's two leaf positions (part 0, part 1); null when the tree holds no leaf of theirs. */
  leaves: readonly [number, number] | null
  /** The owner's leaves and every sibling on their paths, each cut out of its level. */
  nodes: StoredNode[]
}

type Row = {
  tree_pruned_at: string | Date | null
  secret: Uint8Array
  root_digest: Uint8Array
  total_micro: string
  leaf_count: number
  leaf0: number | null
  leaf1: number | null
  height: number | null
  position: number | null
  node: Uint8Array | null
}

/**
 * What a proof of one owner needs from a stored snapshot, in one statement (a proof is then one round trip
 * after the session's): the snapshot's secret and root with the owner's leaf positions (found in the packed
 * row whose first address is the last at or below theirs: one indexed lookup), and each needed node
 * (the owner's two leaves, every sibling on their paths) sliced out of the row of its level that holds it, a
 * few pages each however big the tree. Undefined when there is no such snapshot.
 */
export async function readOwnerPath(
  db: Executor,
  { snapshotId, owner }: { snapshotId: string; owner: string },
): Promise<OwnerPath | undefined> {
  // An owner is found by their 20 bytes; anything else matches no one (an empty key finds no entry).
  const address = /^0x[0-9a-f]{40}$/.test(owner) ? Buffer.from(owner.slice(2), 'hex') : Buffer.alloc(0)
  const rows = rowsOf<Row>(
    await db.execute(sql`
      WITH run AS (
        SELECT owners FROM reserves_snapshot_owner_rows
        WHERE snapshot_id = ${snapshotId} AND first_owner <= ${address}::bytea
        ORDER BY first_owner DESC LIMIT 1
      ), entry AS (
        SELECT ('x' || encode(substring(run.owners FROM k * 28 + 21 FOR 4), 'hex'))::bit(32)::int AS leaf0,
          ('x' || encode(substring(run.owners FROM k * 28 + 25 FOR 4), 'hex'))::bit(32)::int AS leaf1
        FROM run CROSS JOIN generate_series(0, octet_length(run.owners) / 28 - 1) AS k
        WHERE substring(run.owners FROM k * 28 + 1 FOR 20) = ${address}::bytea
      ), head AS (
        SELECT s.tree_pruned_at, s.secret, s.root_digest, s.total_micro::text AS total_micro, s.leaf_count, e.leaf0, e.leaf1
        FROM reserves_snapshots s LEFT JOIN entry e ON true
        WHERE s.id = ${snapshotId}
      ), wanted AS (
        SELECT DISTINCT w.height, w.position FROM head CROSS JOIN LATERAL (
          SELECT 0 AS height, head.leaf0 AS position
          UNION ALL SELECT 0, head.leaf1
          UNION ALL SELECT g, (head.leaf0 >> g) # 1 FROM generate_series(0, 30) AS g WHERE (1::bigint << g) < head.leaf_count
          UNION ALL SELECT g, (head.leaf1 >> g) # 1 FROM generate_series(0, 30) AS g WHERE (1::bigint << g) < head.leaf_count
        ) AS w
        WHERE head.leaf0 IS NOT NULL AND head.leaf1 IS NOT NULL
      ), nodes AS (
        SELECT w.height, w.position,
          substring(l.nodes FROM (w.position - l.start) * ${NODE_BYTES} + 1 FOR ${NODE_BYTES}) AS node
        FROM wanted w CROSS JOIN LATERAL (
          SELECT start, nodes FROM reserves_snapshot_levels
          WHERE snapshot_id = ${snapshotId} AND height = w.height AND start <= w.position
          ORDER BY start DESC LIMIT 1
        ) AS l
      )
      SELECT head.*, nodes.height, nodes.position, nodes.node FROM head LEFT JOIN nodes ON true
    `),
  )
  const head = rows[0]
  if (!head) return undefined
  const levels = Math.round(Math.log2(head.leaf_count)) + 1
  const base = {
    snapshotId,
    secret: new Uint8Array(head.secret),
    rootDigest: new Uint8Array(head.root_digest),
    rootValue: BigInt(head.total_micro),
    levels,
    treePrunedAt: head.tree_pruned_at === null ? null : new Date(head.tree_pruned_at),
  }
  if (head.leaf0 === null || head.leaf1 === null) return { ...base, leaves: null, nodes: [] }
  const nodes: StoredNode[] = []
  for (const row of rows) {
    if (row.node === null || row.height === null || row.position === null) continue
    const node = Buffer.from(row.node)
    nodes.push({
      height: row.height,
      position: row.position,
      digest: new Uint8Array(node.subarray(0, 32)),
      value: node.readBigUInt64BE(32),
    })
  }
  return { ...base, leaves: [head.leaf0, head.leaf1], nodes }
}
