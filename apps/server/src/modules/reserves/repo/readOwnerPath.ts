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
  /** The owner's two leaf positions (part 0, part 1); null when the tree holds no leaf of theirs. */
  leaves: readonly [number, number] | null
  /** The owner's leaves and every sibling on their paths, each cut out of its level. */
  nodes: StoredNode[]
}

/**
 * What a proof of one owner needs from a stored snapshot, in two statements: the snapshot's secret and root
 * with the owner's leaf positions, then each needed node sliced out of the row of its level that holds it
 * (a few pages each, however big the tree). Undefined when there is no such snapshot.
 */
export async function readOwnerPath(
  db: Executor,
  { snapshotId, owner }: { snapshotId: string; owner: string },
): Promise<OwnerPath | undefined> {
  const [head] = rowsOf<{
    secret: Uint8Array
    root_digest: Uint8Array
    total_micro: string
    leaf_count: number
    leaf0: number | null
    leaf1: number | null
  }>(
    await db.execute(sql`
      SELECT s.secret, s.root_digest, s.total_micro::text, s.leaf_count, o.leaf0, o.leaf1
      FROM reserves_snapshots s
      LEFT JOIN reserves_snapshot_owners o ON o.snapshot_id = s.id AND o.owner_address = ${owner}
      WHERE s.id = ${snapshotId}
    `),
  )
  if (!head) return undefined
  const levels = Math.round(Math.log2(head.leaf_count)) + 1
  const base = {
    snapshotId,
    secret: new Uint8Array(head.secret),
    rootDigest: new Uint8Array(head.root_digest),
    rootValue: BigInt(head.total_micro),
    levels,
  }
  if (head.leaf0 === null || head.leaf1 === null) return { ...base, leaves: null, nodes: [] }
  const wanted = new Map<string, { height: number; position: number }>()
  for (const leaf of [head.leaf0, head.leaf1]) {
    wanted.set(`0:${leaf}`, { height: 0, position: leaf })
    for (let height = 0; height < levels - 1; height++) {
      const position = (leaf >> height) ^ 1
      wanted.set(`${height}:${position}`, { height, position })
    }
  }
  const list = [...wanted.values()]
  const heights = `{${list.map((n) => n.height).join(',')}}`
  const positions = `{${list.map((n) => n.position).join(',')}}`
  const rows = rowsOf<{ height: number; position: number; node: Uint8Array }>(
    await db.execute(sql`
      SELECT w.height, w.position,
        substring(l.nodes FROM (w.position - l.start) * ${NODE_BYTES} + 1 FOR ${NODE_BYTES}) AS node
      FROM unnest(${heights}::int[], ${positions}::int[]) AS w(height, position)
      CROSS JOIN LATERAL (
        SELECT start, nodes FROM reserves_snapshot_levels
        WHERE snapshot_id = ${snapshotId} AND height = w.height AND start <= w.position
        ORDER BY start DESC LIMIT 1
      ) l
    `),
  )
  return {
    ...base,
    leaves: [head.leaf0, head.leaf1],
    nodes: rows.map((row) => {
      const node = Buffer.from(row.node)
      return {
        height: row.height,
        position: row.position,
        digest: new Uint8Array(node.subarray(0, 32)),
        value: node.readBigUInt64BE(32),
      }
    }),
  }
}
