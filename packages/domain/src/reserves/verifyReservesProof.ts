import { sha256 } from '@noble/hashes/sha2'
import type { ReservesProof } from './reservesProof'

// Written from API.md "Proof of reserves" alone, sharing nothing with the builder but SHA-256: a verifier that
// reused the builder's encoding would agree with any mistake in it.

const U64_MAX = 2n ** 64n - 1n
const HEX64 = /^[0-9a-f]{64}$/
const DECIMAL = /^(0|[1-9][0-9]*)$/

/** Which check a proof failed, in the order they are made. */
export type ReservesCheck =
  /** Not the proof's JSON shape: a missing field, a digest that is not 64 lowercase hex, a value not decimal. */
  | 'malformed'
  /** Neither two leaves nor none. */
  | 'leaf_count'
  /** Leaves at the same position, paths of different lengths, or sides that do not match the index. */
  | 'leaf_index'
  /** One leaf's path names the other leaf as its sibling with another digest or value. */
  | 'leaf_digest'
  /** The two leaves' paths disagree about a node they both pass through. */
  | 'path_node'
  /** A value, or the sum of two, above 2^64 - 1. */
  | 'value_overflow'
  /** The leaves do not hash up to the published root digest (or the proof states another root). */
  | 'root_digest'
  /** The root's children do not add up to the published total (or the proof states another total). */
  | 'root_value'
  /** The leaves' values do not add up to the liability stated in the proof, or to the one the owner expects. */
  | 'liability'

export type ReservesVerification =
  | { verified: true; liability: bigint; steps: string[] }
  | { verified: false; failed: ReservesCheck; message: string; steps: string[] }

/** The root published for the snapshot (and signed: `reservesSignedText`). */
export type PublishedReservesRoot = { digest: string; value: bigint }

type Leaf = { index: number; value: bigint; nonce: Uint8Array; path: Step[] }
type Step = { left: boolean; digest: Uint8Array; value: bigint }
type Node = { digest: Uint8Array; value: bigint }

class Failure extends Error {
  constructor(
    readonly failed: ReservesCheck,
    message: string,
  ) {
    super(message)
  }
}

/**
 * Checks an owner's proof against the published root from the hashes up: every leaf digest recomputed from
 * its nonce and value, every node from its children, the result compared with the published root digest and
 * total, and the leaves' values with the liability (the proof's, and `owner.liability` when the owner knows
 * what they were owed at the snapshot). Takes a proof read from anywhere: a malformed one fails, never throws.
 */
export function verifyReservesProof(
  proof: ReservesProof,
  root: PublishedReservesRoot,
  owner?: { liability: bigint },
): ReservesVerification {
  const steps: string[] = []
  try {
    const liability = check(proof, root, owner, steps)
    return { verified: true, liability, steps }
  } catch (error) {
    if (!(error instanceof Failure)) throw error
    return { verified: false, failed: error.failed, message: error.message, steps }
  }
}

function check(
  proof: ReservesProof,
  root: PublishedReservesRoot,
  owner: { liability: bigint } | undefined,
  steps: string[],
): bigint {
  const input: unknown = proof
  if (!isObject(input) || typeof input.snapshotId !== 'string' || !Array.isArray(input.leaves)) {
    throw new Failure('malformed', 'the proof is not an object with snapshotId, liability, root and leaves')
  }
  if (typeof root.digest !== 'string' || !HEX64.test(root.digest)) {
    throw new Failure('malformed', 'the published root digest is not 64 lowercase hex')
  }
  if (typeof root.value !== 'bigint' || root.value < 0n || root.value > U64_MAX) {
    throw new Failure('value_overflow', 'the published total is not an unsigned 64-bit integer')
  }
  const stated = u64(input.liability, 'liability')
  const statedRoot = isObject(input.root) ? input.root : {}
  const statedRootDigest = hex(statedRoot.digest, 'root.digest')
  const statedRootValue = u64(statedRoot.value, 'root.value')
  const leaves = input.leaves.map((leaf: unknown, i: number) => parseLeaf(leaf, `leaves[${i}]`))

  if (leaves.length !== 0 && leaves.length !== 2) {
    throw new Failure('leaf_count', `${leaves.length} leaves: an owner has two, or none when owed nothing`)
  }
  checkPositions(leaves)
  steps.push(`${leaves.length} leaves at distinct positions, paths matching their indices`)

  // Every node a leaf's climb computes, by level and position: the other leaf's path must agree with them.
  const computed = new Map<string, Node>()
  const roots: Node[] = []
  for (const leaf of leaves) {
    let node: Node = { digest: leafDigest(leaf.nonce, leaf.value), value: leaf.value }
    steps.push(`leaf ${leaf.index}: value ${leaf.value}, digest ${toHex(node.digest)}`)
    for (const [level, step] of leaf.path.entries()) {
      computed.set(`${level}:${positionAt(leaf.index, level)}`, node)
      const sibling = { digest: step.digest, value: step.value }
      node = step.left
        ? parentNode(sibling, node, leaf.index, level)
        : parentNode(node, sibling, leaf.index, level)
    }
    steps.push(
      `leaf ${leaf.index}: ${leaf.path.length} levels up to digest ${toHex(node.digest)}, value ${node.value}`,
    )
    roots.push(node)
  }
  for (const leaf of leaves) {
    for (const [level, step] of leaf.path.entries()) {
      const other = computed.get(`${level}:${siblingAt(leaf.index, level)}`)
      if (other && (!sameBytes(other.digest, step.digest) || other.value !== step.value)) {
        throw new Failure(
          level === 0 ? 'leaf_digest' : 'path_node',
          level === 0
            ? `leaf ${leaf.index}'s sibling is the owner's other leaf, but not the digest and value it hashes to`
            : `leaf ${leaf.index}'s path at level ${level} disagrees with the node the other leaf climbs through`,
        )
      }
    }
  }

  for (const [i, computedRoot] of roots.entries()) {
    const index = leaves[i]!.index
    if (toHex(computedRoot.digest) !== root.digest) {
      throw new Failure(
        'root_digest',
        `leaf ${index} hashes up to ${toHex(computedRoot.digest)}, not the root ${root.digest}`,
      )
    }
    if (computedRoot.value !== root.value) {
      throw new Failure(
        'root_value',
        `leaf ${index} adds up to a total of ${computedRoot.value}, not ${root.value}`,
      )
    }
  }
  if (statedRootDigest !== root.digest) {
    throw new Failure(
      'root_digest',
      `the proof states the root ${statedRootDigest}, not the published ${root.digest}`,
    )
  }
  if (statedRootValue !== root.value) {
    throw new Failure(
      'root_value',
      `the proof states a total of ${statedRootValue}, not the published ${root.value}`,
    )
  }
  steps.push(`root ${root.digest}, total ${root.value}: matches the published one`)

  const sum = leaves.reduce((total, leaf) => total + leaf.value, 0n)
  if (sum !== stated) {
    throw new Failure('liability', `the leaves add up to ${sum}, the proof states a liability of ${stated}`)
  }
  if (owner && sum !== owner.liability) {
    throw new Failure('liability', `the leaves add up to ${sum}, the owner expects ${owner.liability}`)
  }
  steps.push(`the leaves add up to the liability, ${sum}${owner ? ' (as the owner expects)' : ''}`)
  return sum
}

function parseLeaf(leaf: unknown, at: string): Leaf {
  if (!isObject(leaf) || !Array.isArray(leaf.path)) throw new Failure('malformed', `${at} has no path`)
  const index = leaf.index
  if (typeof index !== 'number' || !Number.isSafeInteger(index) || index < 0) {
    throw new Failure('malformed', `${at}.index is not a non-negative integer`)
  }
  const path = leaf.path.map((step: unknown, level: number) => {
    const where = `${at}.path[${level}]`
    if (!isObject(step) || (step.side !== 'left' && step.side !== 'right')) {
      throw new Failure('malformed', `${where}.side is neither left nor right`)
    }
    return {
      left: step.side === 'left',
      digest: fromHex(hex(step.digest, `${where}.digest`)),
      value: u64(step.value, `${where}.value`),
    }
  })
  return {
    index,
    value: u64(leaf.value, `${at}.value`),
    nonce: fromHex(hex(leaf.nonce, `${at}.nonce`)),
    path,
  }
}

function checkPositions(leaves: Leaf[]): void {
  const height = leaves[0]?.path.length ?? 0
  const indices = new Set<number>()
  for (const leaf of leaves) {
    // Each path climbs from the bottom level to the root's children: all the same length, at least one.
    if (leaf.path.length !== height || height === 0)
      throw new Failure('leaf_index', 'the paths are not of one tree')
    if (height < 53 && leaf.index >= 2 ** height) {
      throw new Failure('leaf_index', `leaf ${leaf.index} is outside a bottom level of ${2 ** height}`)
    }
    // The sides spell the position: the same leaf shown twice under two indices would count its value twice.
    for (const [level, step] of leaf.path.entries()) {
      if (step.left !== (positionAt(leaf.index, level) % 2 === 1)) {
        throw new Failure(
          'leaf_index',
          `leaf ${leaf.index}'s sibling at level ${level} stands on the wrong side`,
        )
      }
    }
    if (indices.has(leaf.index)) throw new Failure('leaf_index', `leaf ${leaf.index} is given twice`)
    indices.add(leaf.index)
  }
}

/** Where a leaf's ancestor `level` levels up stands in its level (arithmetic: indices may pass 2^31). */
function positionAt(index: number, level: number): number {
  return Math.floor(index / 2 ** level)
}

function siblingAt(index: number, level: number): number {
  const position = positionAt(index, level)
  return position % 2 === 0 ? position + 1 : position - 1
}

/** SHA-256(0x00 || nonce || value as 8 bytes big-endian). */
function leafDigest(nonce: Uint8Array, value: bigint): Uint8Array {
  const bytes = new Uint8Array(1 + 32 + 8)
  bytes[0] = 0x00
  bytes.set(nonce, 1)
  bytes.set(bigEndian8(value), 33)
  return sha256(bytes)
}

/** SHA-256(0x01 || left.digest || left.value BE8 || right.digest || right.value BE8), value the sum. */
function parentNode(left: Node, right: Node, index: number, level: number): Node {
  const value = left.value + right.value
  if (value > U64_MAX) {
    throw new Failure(
      'value_overflow',
      `leaf ${index}'s path adds up to more than 2^64 - 1 at level ${level + 1}`,
    )
  }
  const bytes = new Uint8Array(1 + 2 * (32 + 8))
  bytes[0] = 0x01
  bytes.set(left.digest, 1)
  bytes.set(bigEndian8(left.value), 33)
  bytes.set(right.digest, 41)
  bytes.set(bigEndian8(right.value), 73)
  return { digest: sha256(bytes), value }
}

function bigEndian8(value: bigint): Uint8Array {
  const bytes = new Uint8Array(8)
  let rest = value
  for (let i = 7; i >= 0; i--) {
    bytes[i] = Number(rest & 0xffn)
    rest >>= 8n
  }
  return bytes
}

function u64(value: unknown, at: string): bigint {
  if (typeof value !== 'string' || !DECIMAL.test(value))
    throw new Failure('malformed', `${at} is not a decimal string`)
  const parsed = BigInt(value)
  if (parsed > U64_MAX) throw new Failure('value_overflow', `${at} is above 2^64 - 1`)
  return parsed
}

function hex(value: unknown, at: string): string {
  if (typeof value !== 'string' || !HEX64.test(value))
    throw new Failure('malformed', `${at} is not 64 lowercase hex`)
  return value
}

function fromHex(value: string): Uint8Array {
  return Uint8Array.from({ length: value.length / 2 }, (_, i) =>
    Number.parseInt(value.slice(2 * i, 2 * i + 2), 16),
  )
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
