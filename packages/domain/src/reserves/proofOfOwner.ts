import { bytesToHex } from '@noble/hashes/utils'
import type { ReservesTree } from './buildReservesTree'
import type { ReservesProof } from './reservesProof'

/**
 * An owner's proof of inclusion (the body of `GET /api/reserves/proof`): their leaves with the nonces that
 * let them recompute the digests, and each leaf's path of siblings up to the root's children. An owner owed
 * nothing has no leaves, and their proof says so.
 */
export function proofOfOwner(tree: ReservesTree, owner: string): ReservesProof {
  const indices = tree.ownerLeaves.get(owner.toLowerCase()) ?? []
  const leaves = indices.map((index) => {
    const leaf = tree.leaves[index]!
    const path = tree.levels.slice(0, -1).map((level, height) => {
      const position = index >> height
      const sibling = level[position ^ 1]!
      return {
        side: position % 2 === 1 ? ('left' as const) : ('right' as const),
        digest: bytesToHex(sibling.digest),
        value: sibling.value.toString(),
      }
    })
    return { index, value: leaf.value.toString(), nonce: bytesToHex(leaf.nonce), path }
  })
  const liability = indices.reduce((sum, index) => sum + tree.leaves[index]!.value, 0n)
  return {
    snapshotId: tree.snapshotId,
    liability: liability.toString(),
    root: { digest: bytesToHex(tree.root.digest), value: tree.root.value.toString() },
    leaves,
  }
}
