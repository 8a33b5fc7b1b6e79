import { hash } from 'node:crypto'
import { cryptoReservesRandom, type OwnerLiability, type ReservesRandom } from '@chaincard/domain'
import { NODE_BYTES } from './nodeBytes'

const U64_MAX = 2n ** 64n - 1n
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
/** An address without its 0x, as the nonce's message carries it after one. */
const HEX_CHARS = 40
/** An owner's stored entry: the address's 20 bytes, then the positions of its two leaves (big-endian). */
export const OWNER_ENTRY_BYTES = 28
/**
 * Owners a chunk of the builder's store holds: it grows a chunk at a time (1.8 MB of entries, 1 MB of values),
 * never by copying what it holds into something twice its size, which at a million owners had the old and the
 * new copy alive at once.
 */
const OWNERS_PER_CHUNK = 2 ** 16
const HEX_DIGITS = Buffer.from('0123456789abcdef', 'latin1')
/** Room for a nonce's message after the HMAC's key block: a snapshot id, an address or a padding position. */
const MESSAGE_ROOM = 256

/**
 * The owners owed anything, in the order they were added (ascending address), and where each one's two
 * leaves stand in the bottom level: `OWNER_ENTRY_BYTES` an owner, as the stored owner rows hold them.
 */
type PackedOwners = {
  count: number
  /** The entries of owners `[first, end)` end to end (a view of the store when they share a chunk). */
  entries(first: number, end: number): Buffer
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
   * A row's `nodes` is the builder's again once its write resolves: `write` copies or stores it before then.
   */
  finish(write: (row: TreeRow) => Promise<void>, nodesPerRow: number): Promise<PackedReservesTree>
}

/**
 * The domain's `buildReservesTree` for snapshots of millions of owners: the same tree byte for byte (the same
 * draws of `random` in the same order, the same splits, shuffle, padding, nonces and hashes; a property test
 * holds the two together), fed owners in batches, hashed with node:crypto's SHA-256 into Buffers and written
 * out a row at a time as it is built, so that no level is ever held whole: an owner costs 52 bytes (address and
 * positions, the two parts, the shuffled order), the tree a row per level, each row's Buffer used again once
 * it is written. Owners come in strictly ascending address order (as the database read sorts them), which is
 * how a repeated owner is refused without a set of every address. Throws a RangeError where the domain's does.
 */
export function startPackedReservesTree({
  snapshotId,
  secret,
  random = cryptoReservesRandom,
  ownersPerChunk = OWNERS_PER_CHUNK,
}: {
  snapshotId: string
  secret: Uint8Array
  random?: ReservesRandom
  /** Owners a chunk of the store holds (tests make it small, so that a few owners cross chunks). */
  ownersPerChunk?: number
}): PackedReservesTreeBuilder {
  if (snapshotId === '') throw new RangeError('snapshot id is empty')
  if (secret.length !== 32) throw new RangeError('snapshot secret must be 32 bytes')
  if (Buffer.byteLength(`${snapshotId}:pad:${2 ** 32}`) > MESSAGE_ROOM)
    throw new RangeError('snapshot id is too long')
  let count = 0
  const entryChunks: Buffer[] = []
  const valueChunks: BigUint64Array[] = []
  let total = 0n
  let last = ''
  let finished = false

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
        const chunk = Math.floor(count / ownersPerChunk)
        const at = count % ownersPerChunk
        if (at === 0) {
          entryChunks.push(Buffer.alloc(ownersPerChunk * OWNER_ENTRY_BYTES))
          valueChunks.push(new BigUint64Array(2 * ownersPerChunk))
        }
        entryChunks[chunk]!.write(address.slice(2), at * OWNER_ENTRY_BYTES, 'hex')
        const values = valueChunks[chunk]!
        values[2 * at] = a
        values[2 * at + 1] = liability - a
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
        entries: (first, end) => entriesOf(entryChunks, ownersPerChunk, first, end),
      }
      const rows = rowWriter(size, nodesPerRow, write)
      const bottom = bottomLevel({ snapshotId, secret, leaves, entryChunks, valueChunks, ownersPerChunk })
      for (let start = 0; start < size; start += Math.min(size, nodesPerRow)) {
        await rows.fillBottom((row) => bottom(start, row))
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

/** Owners `[first, end)` of the chunked store: a view when they share a chunk, else a copy end to end. */
function entriesOf(chunks: readonly Buffer[], perChunk: number, first: number, end: number): Buffer {
  const chunk = Math.floor(first / perChunk)
  const from = (first % perChunk) * OWNER_ENTRY_BYTES
  if (end <= (chunk + 1) * perChunk)
    return chunks[chunk]!.subarray(from, from + (end - first) * OWNER_ENTRY_BYTES)
  const joined = Buffer.allocUnsafe((end - first) * OWNER_ENTRY_BYTES)
  for (let i = first; i < end; ) {
    const next = Math.min(end, (Math.floor(i / perChunk) + 1) * perChunk)
    entriesOf(chunks, perChunk, i, next).copy(joined, (i - first) * OWNER_ENTRY_BYTES)
    i = next
  }
  return joined
}

/**
 * Each level's nodes in a row of `nodesPerRow` (or the whole level when it is smaller), written as soon as it
 * is full, its parents then hashed straight into the level above's row. Every level's width is a power of two,
 * so rows fill exactly and the parents of a row are all in it. One Buffer a level, used again for its next
 * row once `write` has resolved: a snapshot hashes 168 MB of nodes at a million owners, and a Buffer a row
 * left that much to the garbage collector.
 */
function rowWriter(size: number, nodesPerRow: number, write: (row: TreeRow) => Promise<void>) {
  const pending: { nodes: Buffer; filled: number; start: number }[] = []
  let top: Buffer | undefined
  const rowAt = (height: number) => {
    let row = pending[height]
    if (!row) {
      row = {
        nodes: Buffer.allocUnsafe(Math.min(size / 2 ** height, nodesPerRow) * NODE_BYTES),
        filled: 0,
        start: 0,
      }
      pending[height] = row
    }
    return row
  }
  const flush = async (height: number): Promise<void> => {
    const row = rowAt(height)
    if (row.filled < row.nodes.length) return
    await write({ height, start: row.start, nodes: row.nodes })
    row.start += row.nodes.length / NODE_BYTES
    row.filled = 0
    if (size / 2 ** height === 1) {
      top = row.nodes
      return
    }
    const parent = rowAt(height + 1)
    parentLevel(row.nodes, parent.nodes, parent.filled)
    parent.filled += row.nodes.length / 2
    await flush(height + 1)
  }
  return {
    /** The next row of the bottom level, written into its Buffer by `fill`, then flushed up the tree. */
    async fillBottom(fill: (row: Buffer) => void): Promise<void> {
      const row = rowAt(0)
      fill(row.nodes)
      row.filled = row.nodes.length
      await flush(0)
    },
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
 * The leaves, a run at a time into the run's Buffer: each one's nonce (HMAC-SHA256 under the secret) and digest, the owners'
 * positions written into their entries as their leaves are made.
 */
function bottomLevel({
  snapshotId,
  secret,
  leaves,
  entryChunks,
  valueChunks,
  ownersPerChunk,
}: {
  snapshotId: string
  secret: Uint8Array
  leaves: Uint32Array
  entryChunks: readonly Buffer[]
  valueChunks: readonly BigUint64Array[]
  ownersPerChunk: number
}): (start: number, run: Buffer) => void {
  const nonces = nonceHasher(secret)
  // 0x00 || nonce || value: the leaf digest's input, rewritten in place for every leaf.
  const leafInput = Buffer.alloc(1 + 32 + 8)
  const prefix = Buffer.from(`${snapshotId}:0x`, 'utf8')
  const partAt = prefix.length + HEX_CHARS + 1
  // Each value as its two 32-bit halves (the platform's order within the 64-bit word): written with number
  // writes, not BigInt ones, which were a tenth of the bottom level's time.
  const halves = valueChunks.map(
    (values) => new Uint32Array(values.buffer, values.byteOffset, values.length * 2),
  )
  const [low, high] = new Uint8Array(new BigUint64Array([1n]).buffer)[0] === 1 ? [0, 1] : [1, 0]
  return (start, run) => {
    const length = run.length / NODE_BYTES
    // The nonce is already in leafInput (the hasher writes it there).
    const writeLeaf = (at: number, value: Uint32Array | undefined, v: number) => {
      leafInput.writeUInt32BE(value ? value[2 * v + high]! : 0, 33)
      leafInput.writeUInt32BE(value ? value[2 * v + low]! : 0, 37)
      run.write(hash('sha256', leafInput, 'binary'), at * NODE_BYTES, 'latin1')
      leafInput.copy(run, at * NODE_BYTES + 32, 33, 41)
    }
    for (let at = 0; at < length; at++) {
      const index = start + at
      if (index < leaves.length) {
        const k = leaves[index]!
        const owner = k >>> 1
        const part = k & 1
        const entries = entryChunks[Math.floor(owner / ownersPerChunk)]!
        const entry = (owner % ownersPerChunk) * OWNER_ENTRY_BYTES
        // "{snapshotId}:0x{address}:{part}", written over the message the last leaf left, the address as
        // lowercase hex digit by digit (a string a leaf would be millions of allocations).
        prefix.copy(nonces.message, 0)
        for (let i = 0; i < 20; i++) {
          const byte = entries[entry + i]!
          nonces.message[prefix.length + 2 * i] = HEX_DIGITS[byte >>> 4]!
          nonces.message[prefix.length + 2 * i + 1] = HEX_DIGITS[byte & 15]!
        }
        nonces.message[partAt - 1] = 0x3a // ':'
        nonces.message[partAt] = 0x30 + part // '0' or '1'
        nonces.nonce(partAt + 1, leafInput, 1)
        writeLeaf(at, halves[Math.floor(k / (2 * ownersPerChunk))], k % (2 * ownersPerChunk))
        entries.writeUInt32BE(index, entry + 20 + 4 * part)
      } else {
        const length = nonces.message.write(`${snapshotId}:pad:${index}`, 0, 'utf8')
        nonces.nonce(length, leafInput, 1)
        writeLeaf(at, undefined, 0)
      }
    }
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

/**
 * The parents of `below`, written into `level` from byte `offset`: each pair's value summed, its digest
 * SHA-256(0x01 || left node || right node).
 */
function parentLevel(below: Buffer, level: Buffer, offset: number): void {
  const width = below.length / NODE_BYTES / 2
  const input = Buffer.alloc(1 + 2 * NODE_BYTES)
  input[0] = 0x01
  for (let i = 0; i < width; i++) {
    const at = i * 2 * NODE_BYTES
    const to = offset + i * NODE_BYTES
    below.copy(input, 1, at, at + 2 * NODE_BYTES)
    // The sum in 32-bit halves (numbers, exact below 2^53): the carry of the low halves into the high ones.
    const lowSum = below.readUInt32BE(at + 36) + below.readUInt32BE(at + NODE_BYTES + 36)
    const carry = lowSum >= 2 ** 32 ? 1 : 0
    const highSum = below.readUInt32BE(at + 32) + below.readUInt32BE(at + NODE_BYTES + 32) + carry
    if (highSum >= 2 ** 32) throw new RangeError('node value above 2^64 - 1')
    level.write(hash('sha256', input, 'binary'), to, 'latin1')
    level.writeUInt32BE(highSum, to + 32)
    level.writeUInt32BE(lowSum - carry * 2 ** 32, to + 36)
  }
}
