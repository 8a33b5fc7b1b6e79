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
export type PackedOwners = {
  count: number
  /** Lowercase hex of each address without its 0x, 40 bytes an owner. */
  hex: Buffer
  leaf0: Uint32Array
  leaf1: Uint32Array
}

/**
 * A reserves tree as packed levels: node `i` of a level is bytes `[40i, 40i + 40)` (its digest, then its value
 * as 8 bytes big-endian), which is also how a parent's digest reads its two children. Bottom level first; the
 * last holds the root alone. No nonce is kept: a proof recomputes its owner's two from the snapshot's secret.
 */
export type PackedReservesTree = {
  snapshotId: string
  levels: Buffer[]
  root: { digest: Buffer; value: bigint }
  leafCount: number
  owners: PackedOwners
}

export type PackedReservesTreeBuilder = {
  /** The next owners, in strictly ascending lowercase address order across all calls. */
  add(owners: readonly OwnerLiability[]): void
  finish(): PackedReservesTree
}

/**
 * The domain's `buildReservesTree` for snapshots of millions of owners: the same tree byte for byte (the same
 * draws of `random` in the same order, the same splits, shuffle, padding, nonces and hashes; a property test
 * holds the two together), fed owners in batches and kept as Buffers with node:crypto's SHA-256 instead of an
 * object per node. An owner costs 56 bytes until `finish`, a leaf 4 bytes more; the tree, 80 bytes a leaf.
 * Owners come in strictly ascending address order (as the database read sorts them), which is how a
 * repeated owner is refused without a set of every address. Throws a RangeError where the domain's does.
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
    finish() {
      if (finished) throw new Error('the tree is already finished')
      finished = true
      const leaves = shuffledLeaves(2 * count, random)
      const size = Math.max(2, 2 ** Math.ceil(Math.log2(Math.max(leaves.length, 1))))
      const owners: PackedOwners = {
        count,
        hex: hex.subarray(0, count * HEX_CHARS),
        leaf0: new Uint32Array(count),
        leaf1: new Uint32Array(count),
      }
      const bottom = bottomLevel({ snapshotId, secret, size, leaves, values, owners })
      const levels = [bottom]
      for (let below = bottom; below.length > NODE_BYTES; ) {
        below = parentLevel(below)
        levels.push(below)
      }
      const top = levels[levels.length - 1]!
      return {
        snapshotId,
        levels,
        root: { digest: Buffer.from(top.subarray(0, 32)), value: top.readBigUInt64BE(32) },
        leafCount: size,
        owners,
      }
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

/** The leaves: each one's nonce (HMAC-SHA256 under the secret) and digest, the owners' positions noted. */
function bottomLevel({
  snapshotId,
  secret,
  size,
  leaves,
  values,
  owners,
}: {
  snapshotId: string
  secret: Uint8Array
  size: number
  leaves: Uint32Array
  values: BigUint64Array
  owners: PackedOwners
}): Buffer {
  const level = Buffer.allocUnsafe(size * NODE_BYTES)
  const nonces = nonceHasher(secret)
  // 0x00 || nonce || value: the leaf digest's input, rewritten in place for every leaf.
  const leafInput = Buffer.alloc(1 + 32 + 8)
  const writeLeaf = (index: number, nonce: Buffer, value: bigint) => {
    nonce.copy(leafInput, 1)
    leafInput.writeBigUInt64BE(value, 33)
    hash('sha256', leafInput, 'buffer').copy(level, index * NODE_BYTES)
    level.writeBigUInt64BE(value, index * NODE_BYTES + 32)
  }
  const prefix = nonces.message.write(`${snapshotId}:0x`, 0, 'utf8')
  const partAt = prefix + HEX_CHARS + 1
  nonces.message[partAt - 1] = 0x3a // ':'
  for (let index = 0; index < leaves.length; index++) {
    const k = leaves[index]!
    const owner = k >>> 1
    const part = k & 1
    owners.hex.copy(nonces.message, prefix, owner * HEX_CHARS, (owner + 1) * HEX_CHARS)
    nonces.message[partAt] = 0x30 + part // '0' or '1'
    writeLeaf(index, nonces.nonce(partAt + 1), values[k]!)
    ;(part === 0 ? owners.leaf0 : owners.leaf1)[owner] = index
  }
  for (let index = leaves.length; index < size; index++) {
    const length = nonces.message.write(`${snapshotId}:pad:${index}`, 0, 'utf8')
    writeLeaf(index, nonces.nonce(length), 0n)
  }
  return level
}

/**
 * HMAC-SHA256 as RFC 2104 writes it (a 32-byte key is its own block, zero-padded), with the key's two pads
 * prepared once: two one-shot hashes a nonce. `message` is where the caller writes the message.
 */
function nonceHasher(secret: Uint8Array): { message: Buffer; nonce(length: number): Buffer } {
  const inner = Buffer.alloc(64 + MESSAGE_ROOM)
  const outer = Buffer.alloc(64 + 32)
  for (let i = 0; i < 64; i++) {
    inner[i] = (secret[i] ?? 0) ^ 0x36
    outer[i] = (secret[i] ?? 0) ^ 0x5c
  }
  return {
    message: inner.subarray(64),
    nonce(length) {
      hash('sha256', inner.subarray(0, 64 + length), 'buffer').copy(outer, 64)
      return hash('sha256', outer, 'buffer')
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
    const value = below.readBigUInt64BE(at + 32) + below.readBigUInt64BE(at + NODE_BYTES + 32)
    if (value > U64_MAX) throw new RangeError('node value above 2^64 - 1')
    hash('sha256', input, 'buffer').copy(level, i * NODE_BYTES)
    level.writeBigUInt64BE(value, i * NODE_BYTES + 32)
  }
  return level
}
