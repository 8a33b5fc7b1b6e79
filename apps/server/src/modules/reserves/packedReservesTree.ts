import { hash } from 'node:crypto'
import { cryptoReservesRandom, type OwnerLiability, type ReservesRandom } from '@chaincard/domain'
import { NODE_BYTES } from './nodeBytes'

const U64_MAX = 2n ** 64n - 1n
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
/** An address without its 0x, as the nonce's message and the stored owner rows carry it after one. */
const HEX_CHARS = 40
/** Room for a nonce's message after the HMAC's key block: a snapshot id, an address or a padding position. */
const MESSAGE_ROOM = 256

/**
 * The owners owed anything, in the order they were added (ascending address), and where each one's two
 * leaves stand in the bottom level.
 */
type PackedOwners = {
  count: number
  /** Lowercase hex of each address without its 0x, 40 bytes an owner. */
  hex: Buffer
  leaf0: Uint32Array
  leaf1: Uint32Array
}

/**
 * A run of consecutive nodes of one level, as they are stored: node `i` of the run is bytes `[40i, 40i + 40)`
 * (its digest, then its value as 8 bytes big-endian), which is also how a parent's digest reads its two
 * children. `start` is the position of the run's first node in its level; height 0 is the leaves.
 */
export type TreeRow = { height: number; start: number; nodes: Buffer }

/** What is left of a tree once its rows are written: its root, its size, and where each owner stands. */
export type PackedReservesTree = {
  snapshotId: string
  root: { digest: Buffer; value: bigint }
  leafCount: number
  owners: PackedOwners
}

export type PackedReservesTreeBuilder = {
  /** The next owners, in strictly ascending lowercase address order across all calls. */
  add(owners: readonly OwnerLiability[]): void
  /**
   * Draws the shuffle and hands the tree to `write` a row at a time (each level in order of position, a
   * row of at most `nodesPerRow` nodes, a power of two from 2), waiting for each write before building on.
   */
  finish(write: (row: TreeRow) => Promise<void>, nodesPerRow: number): Promise<PackedReservesTree>
}

/**
 * The domain's `buildReservesTree` for snapshots of millions of owners: the same tree byte for byte (the same
 * draws of `random` in the same order, the same splits, shuffle, padding, nonces and hashes; a property test
 * holds the two together), fed owners in batches, hashed with node:crypto's SHA-256 into Buffers and written
 * out a row at a time as it is built, so that no level is ever held whole: an owner costs 72 bytes (address,
 * the two parts, the shuffled order, the two positions), the tree a row per level. Owners come in strictly
 * ascending address order (as the database read sorts them), which is how a repeated owner is refused without
 * a set of every address. Throws a RangeError where the domain's does.
 */
export function startPackedReservesTree({
  snapshotId,
  secret,
  random = cryptoReservesRandom,
}: {
  snapshotId: string
  secret: Uint8Array
  random?: ReservesRandom
}): PackedReservesTreeBuilder {
  if (snapshotId === '') throw new RangeError('snapshot id is empty')
  if (secret.length !== 32) throw new RangeError('snapshot secret must be 32 bytes')
  if (Buffer.byteLength(`${snapshotId}:pad:${2 ** 32}`) > MESSAGE_ROOM)
    throw new RangeError('snapshot id is too long')
  let count = 0
  let hex = Buffer.allocUnsafe(HEX_CHARS * 1024)
  let values = new BigUint64Array(2 * 1024)
  let total = 0n
  let last = ''
  let finished = false

  const grow = () => {
    const nextHex = Buffer.allocUnsafe(hex.length * 2)
    hex.copy(nextHex)
    hex = nextHex
    const nextValues = new BigUint64Array(values.length * 2)
    nextValues.set(values)
    values = nextValues
  }

  return {
    add(owners) {
      if (finished) throw new Error('the tree is already finished')
      for (const { owner, liability } of owners) {
        if (!ADDRESS.test(owner)) throw new RangeError(`not an address: ${owner}`)
        const address = owner.toLowerCase()
        if (address === last) throw new RangeError(`owner listed twice: ${address}`)
        if (address < last) throw new RangeError(`owners out of ascending order at ${address}`)
        last = address
        if (liability < 0n) throw new RangeError(`negative liability for ${address}`)
        total += liability
        if (total > U64_MAX) throw new RangeError('total liabilities above 2^64 - 1 micro-USD')
        if (liability === 0n) continue
        const a = random(liability + 1n)
        if (a < 0n || a > liability) throw new RangeError('random source out of range')
        if ((count + 1) * HEX_CHARS > hex.length) grow()
        hex.write(address.slice(2), count * HEX_CHARS, 'latin1')
        values[2 * count] = a
        values[2 * count + 1] = liability - a
        count++
      }
    },
    async finish(write, nodesPerRow) {
      if (finished) throw new Error('the tree is already finished')
      // At least a pair: a full row's parents are then all in it.
      if (!(nodesPerRow >= 2 && 2 ** Math.round(Math.log2(nodesPerRow)) === nodesPerRow))
        throw new RangeError('nodesPerRow must be a power of two, 2 or more')
      finished = true
      const leaves = shuffledLeaves(2 * count, random)
      const size = Math.max(2, 2 ** Math.ceil(Math.log2(Math.max(leaves.length, 1))))
      const owners: PackedOwners = {
        count,
        hex: hex.subarray(0, count * HEX_CHARS),
        leaf0: new Uint32Array(count),
        leaf1: new Uint32Array(count),
      }
      const rows = rowWriter(size, nodesPerRow, write)
      const bottom = bottomLevel({ snapshotId, secret, leaves, values, owners })
      for (let start = 0; start < size; start += Math.min(size, nodesPerRow)) {
        await rows.push(0, bottom(start, Math.min(size, nodesPerRow)))
      }
      const top = rows.root()
      return {
        snapshotId,
        root: { digest: Buffer.from(top.subarray(0, 32)), value: top.readBigUInt64BE(32) },
        leafCount: size,
        owners,
      }
    },
  }
}

/**
 * Collects each level's nodes into rows of `nodesPerRow` (or the whole level when it is smaller) and writes a
 * row as soon as it is full, pushing its parents to the level above. Every level's width is a power of two,
 * so rows fill exactly and the parents of a row are all in it.
 */
function rowWriter(size: number, nodesPerRow: number, write: (row: TreeRow) => Promise<void>) {
  const pending: { nodes: Buffer; filled: number; start: number }[] = []
  let top: Buffer | undefined
  const push = async (height: number, nodes: Buffer): Promise<void> => {
    const width = size / 2 ** height
    const capacity = Math.min(width, nodesPerRow) * NODE_BYTES
    let row = pending[height]
    if (!row) {
      row = { nodes: Buffer.allocUnsafe(capacity), filled: 0, start: 0 }
      pending[height] = row
    }
    nodes.copy(row.nodes, row.filled)
    row.filled += nodes.length
    if (row.filled < capacity) return
    const full = row.nodes
    await write({ height, start: row.start, nodes: full })
    row.start += capacity / NODE_BYTES
    row.filled = 0
    row.nodes = Buffer.allocUnsafe(capacity)
    if (width === 1) top = full
    else await push(height + 1, parentLevel(full))
  }
  return {
    push,
    root(): Buffer {
      if (!top) throw new Error('the tree has no root yet')
      return top
    },
  }
}

/**
 * Leaf `k` is part `k & 1` of owner `k >> 1`, in the order the domain's split lists them, shuffled by the
 * same Fisher-Yates draws.
 */
function shuffledLeaves(length: number, random: ReservesRandom): Uint32Array {
  const leaves = new Uint32Array(length)
  for (let k = 0; k < length; k++) leaves[k] = k
  for (let i = length - 1; i > 0; i--) {
    const j = Number(random(BigInt(i + 1)))
    if (!(j >= 0 && j <= i)) throw new RangeError('random source out of range')
    const swap = leaves[i]!
    leaves[i] = leaves[j]!
    leaves[j] = swap
  }
  return leaves
}

/**
 * The leaves, a run at a time: each one's nonce (HMAC-SHA256 under the secret) and digest, the owners'
 * positions noted as their leaves are made.
 */
function bottomLevel({
  snapshotId,
  secret,
  leaves,
  values,
  owners,
}: {
  snapshotId: string
  secret: Uint8Array
  leaves: Uint32Array
  values: BigUint64Array
  owners: PackedOwners
}): (start: number, length: number) => Buffer {
  const nonces = nonceHasher(secret)
  // 0x00 || nonce || value: the leaf digest's input, rewritten in place for every leaf.
  const leafInput = Buffer.alloc(1 + 32 + 8)
  const prefix = Buffer.from(`${snapshotId}:0x`, 'utf8')
  const partAt = prefix.length + HEX_CHARS + 1
  // Each value as its two 32-bit halves (the platform's order within the 64-bit word): written with number
  // writes, not BigInt ones, which were a tenth of the bottom level's time.
  const halves = new Uint32Array(values.buffer, values.byteOffset, values.length * 2)
  const [low, high] = new Uint8Array(new BigUint64Array([1n]).buffer)[0] === 1 ? [0, 1] : [1, 0]
  return (start, length) => {
    const run = Buffer.allocUnsafe(length * NODE_BYTES)
    // The nonce is already in leafInput (the hasher writes it there).
    const writeLeaf = (at: number, k: number) => {
      leafInput.writeUInt32BE(k < 0 ? 0 : halves[2 * k + high]!, 33)
      leafInput.writeUInt32BE(k < 0 ? 0 : halves[2 * k + low]!, 37)
      run.write(hash('sha256', leafInput, 'binary'), at * NODE_BYTES, 'latin1')
      leafInput.copy(run, at * NODE_BYTES + 32, 33, 41)
    }
    for (let at = 0; at < length; at++) {
      const index = start + at
      if (index < leaves.length) {
        const k = leaves[index]!
        const owner = k >>> 1
        const part = k & 1
        // "{snapshotId}:0x{address}:{part}", written over the message the last leaf left.
        prefix.copy(nonces.message, 0)
        owners.hex.copy(nonces.message, prefix.length, owner * HEX_CHARS, (owner + 1) * HEX_CHARS)
        nonces.message[partAt - 1] = 0x3a // ':'
        nonces.message[partAt] = 0x30 + part // '0' or '1'
        nonces.nonce(partAt + 1, leafInput, 1)
        writeLeaf(at, k)
        ;(part === 0 ? owners.leaf0 : owners.leaf1)[owner] = index
      } else {
        const length = nonces.message.write(`${snapshotId}:pad:${index}`, 0, 'utf8')
        nonces.nonce(length, leafInput, 1)
        writeLeaf(at, -1)
      }
    }
    return run
  }
}

/**
 * HMAC-SHA256 as RFC 2104 writes it (a 32-byte key is its own block, zero-padded), with the key's two pads
 * prepared once: two one-shot hashes a nonce, written into `target` at `offset`. `message` is where the caller
 * writes the message. Digests come back as 'binary' (latin1) strings, one char a byte, and are written into place: a
 * Buffer a hash would be an allocation off the heap each, millions per snapshot, three times slower.
 */
function nonceHasher(secret: Uint8Array): {
  message: Buffer
  nonce(length: number, target: Buffer, offset: number): void
} {
  const inner = Buffer.alloc(64 + MESSAGE_ROOM)
  const outer = Buffer.alloc(64 + 32)
  for (let i = 0; i < 64; i++) {
    inner[i] = (secret[i] ?? 0) ^ 0x36
    outer[i] = (secret[i] ?? 0) ^ 0x5c
  }
  return {
    message: inner.subarray(64),
    nonce(length, target, offset) {
      outer.write(hash('sha256', inner.subarray(0, 64 + length), 'binary'), 64, 'latin1')
      target.write(hash('sha256', outer, 'binary'), offset, 'latin1')
    },
  }
}

/** The level above: each pair's value summed, its digest SHA-256(0x01 || left node || right node). */
function parentLevel(below: Buffer): Buffer {
  const width = below.length / NODE_BYTES / 2
  const level = Buffer.allocUnsafe(width * NODE_BYTES)
  const input = Buffer.alloc(1 + 2 * NODE_BYTES)
  input[0] = 0x01
  for (let i = 0; i < width; i++) {
    const at = i * 2 * NODE_BYTES
    below.copy(input, 1, at, at + 2 * NODE_BYTES)
    // The sum in 32-bit halves (numbers, exact below 2^53): the carry of the low halves into the high ones.
    const lowSum = below.readUInt32BE(at + 36) + below.readUInt32BE(at + NODE_BYTES + 36)
    const carry = lowSum >= 2 ** 32 ? 1 : 0
    const highSum = below.readUInt32BE(at + 32) + below.readUInt32BE(at + NODE_BYTES + 32) + carry
    if (highSum >= 2 ** 32) throw new RangeError('node value above 2^64 - 1')
    level.write(hash('sha256', input, 'binary'), i * NODE_BYTES, 'latin1')
    level.writeUInt32BE(highSum, i * NODE_BYTES + 32)
    level.writeUInt32BE(lowSum - carry * 2 ** 32, i * NODE_BYTES + 36)
  }
  return level
}
