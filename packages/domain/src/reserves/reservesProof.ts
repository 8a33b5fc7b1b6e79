/**
 * The proof an owner gets of their liability in a reserves snapshot (`GET /api/reserves/proof`), as JSON:
 * digests and nonces are 64 lowercase hex, values decimal strings of micro-USD (unsigned 64-bit).
 */
export type ReservesProof = {
  snapshotId: string
  /** What the program owes this owner at the snapshot: the sum of their leaves' values. */
  liability: string
  root: ReservesRootJson
  /** The owner's leaves: two when they are owed anything, none otherwise. */
  leaves: ReservesProofLeaf[]
}

export type ReservesRootJson = { digest: string; value: string }

export type ReservesProofLeaf = {
  /** Position in the bottom level, 0 on the left. */
  index: number
  value: string
  nonce: string
  /** From the leaf's sibling up to one of the root's two children. */
  path: ReservesPathStep[]
}

export type ReservesPathStep = {
  /** Where the sibling stands: `left` when the node being climbed is its parent's right child. */
  side: 'left' | 'right'
  digest: string
  value: string
}
