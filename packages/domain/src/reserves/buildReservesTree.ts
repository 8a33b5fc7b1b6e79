import { hmac } from '@noble/hashes/hmac'
import { sha256 } from '@noble/hashes/sha2'
import { concatBytes, utf8ToBytes } from '@noble/hashes/utils'
import { cryptoReservesRandom, type ReservesRandom } from './reservesRandom'

const U64_MAX = 2n ** 64n - 1n
const ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** What the program owes one owner at the snapshot, in micro-USD (API.md "Proof of reserves": values). */
export type OwnerLiability = { owner: string; liability: bigint }

/** One leaf of the bottom level: half of an owner's liability, or a zero-value padding leaf. */
export type ReservesLeaf = {
  index: number
  /** Lowercase address; null for padding. */
  owner: string | null
  /** Which of the owner's two parts (the nonce's last field); null for padding. */
  part: 0 | 1 | null
  value: bigint
  nonce: Uint8Array
  digest: Uint8Array
}

export type ReservesNode = { value: bigint; digest: Uint8Array }

export type ReservesTree = {
  snapshotId: string
  leaves: ReservesLeaf[]
  /** Bottom level first, the root alone in the last one. */
  levels: ReservesNode[][]
  root: ReservesNode
  /** The two leaf indices of each owner owed anything, by lowercase address. */
  ownerLeaves: ReadonlyMap<string, readonly [number, number]>
}

/** An owner's part placed in the bottom level. */
export type ReservesBottomLeaf = { owner: string; part: 0 | 1; value: bigint }

export type BuildReservesTreeParameters = {
  snapshotId: string
  /** The snapshot's 32 secret bytes: the nonces' HMAC key, so nobody can guess a neighbour's leaf. */
  secret: Uint8Array
  owners: readonly OwnerLiability[]
  /** Splits and shuffle; `cryptoReservesRandom` unless a test replays a build. */
  random?: ReservesRandom
  /**
   * The owners' leaves in this order instead of a random split and shuffle, so that a known-answer vector
   * reproduces byte for byte. Must hold both parts of every owner owed anything and nothing else.
   */
  bottomLevel?: readonly ReservesBottomLeaf[]
}

/**
 * The Merkle-sum tree of a reserves snapshot (API.md "Proof of reserves"): each owner owed anything gets two
 * leaves splitting their liability at random, so a leaf's value does not give a balance away; the leaves are
 * shuffled and padded with zero-value leaves to a power of two (at least 2). Throws a RangeError on input no
 * tree of unsigned 64-bit values can hold (a negative liability, a total above 2^64 - 1) or a malformed one.
 */
export function buildReservesTree(parameters: BuildReservesTreeParameters): ReservesTree {
  const { snapshotId, secret, random = cryptoReservesRandom } = parameters
  if (snapshotId === '') throw new RangeError('snapshot id is empty')
  if (secret.length !== 32) throw new RangeError('snapshot secret must be 32 bytes')
  const liabilities = ownersByAddress(parameters.owners)
  const placed = parameters.bottomLevel
    ? checkedBottomLevel(parameters.bottomLevel, liabilities)
    : shuffled(split(liabilities, random), random)

  const size = Math.max(2, 2 ** Math.ceil(Math.log2(Math.max(placed.length, 1))))
  const leaves: ReservesLeaf[] = []
  const ownerLeaves = new Map<string, [number, number]>()
  for (let index = 0; index < size; index++) {
    const leaf = placed[index]
    const message = leaf ? `${snapshotId}:${leaf.owner}:${leaf.part}` : `${snapshotId}:pad:${index}`
    const nonce = hmac(sha256, secret, utf8ToBytes(message))
    const value = leaf?.value ?? 0n
    leaves.push({
      index,
      owner: leaf?.owner ?? null,
      part: leaf?.part ?? null,
      value,
      nonce,
      digest: sha256(concatBytes(Uint8Array.of(0x00), nonce, u64be(value))),
    })
    if (leaf) {
      const pair = ownerLeaves.get(leaf.owner) ?? [-1, -1]
      pair[leaf.part] = index
      ownerLeaves.set(leaf.owner, pair)
    }
  }

  const levels: ReservesNode[][] = [leaves.map(({ value, digest }) => ({ value, digest }))]
  for (let below = levels[0]!; below.length > 1; below = levels[levels.length - 1]!) {
    const level: ReservesNode[] = []
    for (let i = 0; i < below.length; i += 2) level.push(parentOf(below[i]!, below[i + 1]!))
    levels.push(level)
  }
  return { snapshotId, leaves, levels, root: levels[levels.length - 1]![0]!, ownerLeaves }
}

function ownersByAddress(owners: readonly OwnerLiability[]): Map<string, bigint> {
  const byAddress = new Map<string, bigint>()
  let total = 0n
  for (const { owner, liability } of owners) {
    if (!ADDRESS.test(owner)) throw new RangeError(`not an address: ${owner}`)
    const address = owner.toLowerCase()
    // The same owner twice would give two leaves the same nonce message, and so the same nonce.
    if (byAddress.has(address)) throw new RangeError(`owner listed twice: ${address}`)
    if (liability < 0n) throw new RangeError(`negative liability for ${address}`)
    total += liability
    if (total > U64_MAX) throw new RangeError('total liabilities above 2^64 - 1 micro-USD')
    byAddress.set(address, liability)
  }
  return byAddress
}

function split(liabilities: Map<string, bigint>, random: ReservesRandom): ReservesBottomLeaf[] {
  const leaves: ReservesBottomLeaf[] = []
  for (const [owner, liability] of liabilities) {
    if (liability === 0n) continue
    const a = random(liability + 1n)
    if (a < 0n || a > liability) throw new RangeError('random source out of range')
    leaves.push({ owner, part: 0, value: a }, { owner, part: 1, value: liability - a })
  }
  return leaves
}

function shuffled(leaves: ReservesBottomLeaf[], random: ReservesRandom): ReservesBottomLeaf[] {
  // Fisher-Yates: uniform over orders when `random` is uniform, so a position says nothing of the owner.
  for (let i = leaves.length - 1; i > 0; i--) {
    const j = Number(random(BigInt(i + 1)))
    if (!(j >= 0 && j <= i)) throw new RangeError('random source out of range')
    ;[leaves[i], leaves[j]] = [leaves[j]!, leaves[i]!]
  }
  return leaves
}

function checkedBottomLevel(
  bottom: readonly ReservesBottomLeaf[],
  liabilities: Map<string, bigint>,
): ReservesBottomLeaf[] {
  const seen = new Map<string, bigint>()
  const placed = bottom.map(({ owner, part, value }) => {
    const address = owner.toLowerCase()
    const key = `${address}:${part}`
    if (!liabilities.get(address)) throw new RangeError(`bottom level names ${address}, who is owed nothing`)
    if (seen.has(key)) throw new RangeError(`bottom level places ${key} twice`)
    if (value < 0n) throw new RangeError(`negative part for ${address}`)
    seen.set(key, value)
    return { owner: address, part, value }
  })
  for (const [owner, liability] of liabilities) {
    if (liability === 0n) continue
    const sum = (seen.get(`${owner}:0`) ?? -1n) + (seen.get(`${owner}:1`) ?? -1n)
    if (!seen.has(`${owner}:0`) || !seen.has(`${owner}:1`) || sum !== liability) {
      throw new RangeError(`bottom level parts of ${owner} do not add up to its liability`)
    }
  }
  return placed
}

function parentOf(left: ReservesNode, right: ReservesNode): ReservesNode {
  const value = left.value + right.value
  if (value > U64_MAX) throw new RangeError('node value above 2^64 - 1')
  return {
    value,
    digest: sha256(
      concatBytes(Uint8Array.of(0x01), left.digest, u64be(left.value), right.digest, u64be(right.value)),
    ),
  }
}

function u64be(value: bigint): Uint8Array {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, value)
  return bytes
}
