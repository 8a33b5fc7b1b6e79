import { createHmac } from 'node:crypto'
import {
  proofOfOwner,
  type ReservesLeaf,
  type ReservesNode,
  type ReservesProof,
  type ReservesTree,
} from '@chaincard/domain'
import type { Db } from '../../db'
import { AppError } from '../../errors'
import { readOwnerPath } from './repo/readOwnerPath'

/**
 * The signed-in owner's proof of inclusion in a snapshot (API.md "Proof of reserves"), built by the domain's
 * `proofOfOwner` over a partial tree: only the owner's leaves and their siblings, read from the stored
 * levels, so a proof costs a few reads and two HMACs however many owners the snapshot holds. The nonces are
 * recomputed from the snapshot's secret as the builder made them. Unknown snapshot, or one whose tree was
 * pruned: 404.
 */
export async function proveOwner(
  db: Db,
  { snapshotId, owner }: { snapshotId: string; owner: string },
): Promise<ReservesProof> {
  const address = owner.toLowerCase()
  const stored = await readOwnerPath(db, { snapshotId, owner: address })
  if (!stored) throw new AppError('not_found', 'reserves snapshot not found')
  // Never "no leaves of yours": the tree that would say so is gone (its header, root and total are not).
  if (stored.treePrunedAt)
    throw new AppError(
      'not_found',
      'reserves snapshot tree pruned: only the latest snapshots keep their trees',
    )
  const levels: ReservesNode[][] = Array.from({ length: stored.levels }, () => [])
  for (const node of stored.nodes) levels[node.height]![node.position] = node
  const root = { digest: stored.rootDigest, value: stored.rootValue }
  levels[stored.levels - 1]![0] = root
  const leaves: ReservesLeaf[] = []
  const ownerLeaves = new Map<string, readonly [number, number]>()
  if (stored.leaves) {
    ownerLeaves.set(address, stored.leaves)
    for (const [part, index] of stored.leaves.entries()) {
      const node = levels[0]![index]!
      const nonce = createHmac('sha256', stored.secret).update(`${snapshotId}:${address}:${part}`).digest()
      leaves[index] = {
        index,
        owner: address,
        part: part as 0 | 1,
        value: node.value,
        nonce,
        digest: node.digest,
      }
    }
  }
  const tree: ReservesTree = { snapshotId, leaves, levels, root, ownerLeaves }
  return proofOfOwner(tree, address)
}
