import { bytesToHex } from '@noble/hashes/utils'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildReservesTree } from './buildReservesTree'
import { proofOfOwner } from './proofOfOwner'
import { ownersArbitrary, secret, seededRandom } from './reserves.fixture'
import { cryptoReservesRandom } from './reservesRandom'
import { verifyReservesProof } from './verifyReservesProof'

const U64_MAX = 2n ** 64n - 1n
const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const bob = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
const carol = '0x90F79bf6EB2c4f870365E785982E1f101E93b906'
const build = (owners: { owner: string; liability: bigint }[], seed = 1n) =>
  buildReservesTree({ snapshotId: 's-1', secret, owners, random: seededRandom(seed) })

describe('buildReservesTree', () => {
  it("random owners: every owner's proof verifies, the root's value is the sum, the level a power of two", () => {
    fc.assert(
      fc.property(ownersArbitrary, fc.bigInt(1n, U64_MAX), (owners, seed) => {
        const tree = build(owners, seed)
        const total = owners.reduce((sum, o) => sum + o.liability, 0n)
        expect(tree.root.value).toBe(total)
        const owed = owners.filter((o) => o.liability > 0n)
        const size = tree.leaves.length
        expect(size).toBeGreaterThanOrEqual(Math.max(2, 2 * owed.length))
        expect(size & (size - 1)).toBe(0)
        // The smallest power of two: no more padding than needed.
        expect(size === 2 || size / 2 < 2 * owed.length).toBe(true)
        const root = { digest: bytesToHex(tree.root.digest), value: tree.root.value }
        for (const o of owners) {
          const proof = proofOfOwner(tree, o.owner)
          expect(proof.leaves).toHaveLength(o.liability > 0n ? 2 : 0)
          expect(verifyReservesProof(proof, root, { liability: o.liability })).toMatchObject({
            verified: true,
          })
        }
      }),
      { numRuns: 150 },
    )
  })

  it('splits each liability in two parts that add up to it, and pads with zero-value leaves at the end', () => {
    fc.assert(
      fc.property(ownersArbitrary, fc.bigInt(1n, U64_MAX), (owners, seed) => {
        const tree = build(owners, seed)
        const owed = owners.filter((o) => o.liability > 0n)
        for (const o of owed) {
          const [a, b] = tree.ownerLeaves.get(o.owner.toLowerCase())!
          expect(tree.leaves[a]!.part).toBe(0)
          expect(tree.leaves[b]!.part).toBe(1)
          expect(tree.leaves[a]!.value + tree.leaves[b]!.value).toBe(o.liability)
        }
        const padding = tree.leaves.slice(2 * owed.length)
        expect(padding.every((leaf) => leaf.owner === null && leaf.part === null && leaf.value === 0n)).toBe(
          true,
        )
        expect(tree.leaves.slice(0, 2 * owed.length).every((leaf) => leaf.owner !== null)).toBe(true)
      }),
    )
  })

  it('pads to a power of two, at least 2', () => {
    expect(build([]).leaves.map((leaf) => leaf.owner)).toEqual([null, null])
    expect(build([]).root.value).toBe(0n)
    expect(build([{ owner: alice, liability: 0n }]).leaves).toHaveLength(2)
    expect(build([{ owner: alice, liability: 5n }]).leaves).toHaveLength(2)
    expect(
      build([
        { owner: alice, liability: 5n },
        { owner: bob, liability: 6n },
      ]).leaves,
    ).toHaveLength(4)
    const three = build([
      { owner: alice, liability: 5n },
      { owner: bob, liability: 6n },
      { owner: carol, liability: 7n },
    ])
    expect(three.leaves).toHaveLength(8)
    expect(three.levels.map((level) => level.length)).toEqual([8, 4, 2, 1])
  })

  it('an owner owed nothing has no leaves, and a proof with none', () => {
    const tree = build([
      { owner: alice, liability: 0n },
      { owner: bob, liability: 6n },
    ])
    expect(tree.leaves.some((leaf) => leaf.owner === alice.toLowerCase())).toBe(false)
    expect(tree.ownerLeaves.has(alice.toLowerCase())).toBe(false)
    const proof = proofOfOwner(tree, alice)
    expect(proof).toMatchObject({ liability: '0', leaves: [] })
    const root = { digest: bytesToHex(tree.root.digest), value: 6n }
    expect(verifyReservesProof(proof, root, { liability: 0n })).toMatchObject({ verified: true })
  })

  it('refuses liabilities no unsigned 64-bit tree holds', () => {
    expect(build([{ owner: alice, liability: U64_MAX }]).root.value).toBe(U64_MAX)
    expect(() => build([{ owner: alice, liability: U64_MAX + 1n }])).toThrow(/2\^64/)
    expect(() =>
      build([
        { owner: alice, liability: 2n ** 63n },
        { owner: bob, liability: 2n ** 63n },
      ]),
    ).toThrow(/2\^64/)
    expect(() => build([{ owner: alice, liability: -1n }])).toThrow(/negative/)
  })

  it('refuses an owner listed twice, a malformed address, a secret not of 32 bytes, an empty id', () => {
    expect(() =>
      build([
        { owner: alice, liability: 1n },
        { owner: alice.toLowerCase(), liability: 2n },
      ]),
    ).toThrow(/twice/)
    expect(() => build([{ owner: '0x1234', liability: 1n }])).toThrow(/address/)
    const owners = [{ owner: alice, liability: 1n }]
    expect(() => buildReservesTree({ snapshotId: 's', secret: new Uint8Array(31), owners })).toThrow(/32/)
    expect(() => buildReservesTree({ snapshotId: '', secret, owners })).toThrow(/empty/)
  })

  it('an explicit bottom level must hold both parts of every owner owed anything, adding up, once', () => {
    const owners = [
      { owner: alice, liability: 10n },
      { owner: bob, liability: 0n },
    ]
    const make = (bottomLevel: { owner: string; part: 0 | 1; value: bigint }[]) => () =>
      buildReservesTree({ snapshotId: 's', secret, owners, bottomLevel })
    const tree = make([
      { owner: alice, part: 1, value: 3n },
      { owner: alice, part: 0, value: 7n },
    ])()
    expect(tree.leaves.map((leaf) => [leaf.part, leaf.value])).toEqual([
      [1, 3n],
      [0, 7n],
    ])
    expect(make([{ owner: alice, part: 0, value: 10n }])).toThrow(/add up/)
    expect(
      make([
        { owner: alice, part: 0, value: 3n },
        { owner: alice, part: 1, value: 8n },
      ]),
    ).toThrow(/add up/)
    expect(
      make([
        { owner: alice, part: 0, value: 3n },
        { owner: alice, part: 0, value: 7n },
      ]),
    ).toThrow(/twice/)
    expect(
      make([
        { owner: alice, part: 0, value: 3n },
        { owner: alice, part: 1, value: 7n },
        { owner: bob, part: 0, value: 0n },
      ]),
    ).toThrow(/owed nothing/)
  })

  it('the split and the order come from the random source', () => {
    const owners = Array.from({ length: 10 }, (_, i) => ({
      owner: `0x${(i + 1).toString(16).padStart(40, '0')}`,
      liability: 1_000_000n * BigInt(i + 1),
    }))
    const layout = (seed: bigint) => build(owners, seed).leaves.map((leaf) => `${leaf.owner}:${leaf.value}`)
    expect(layout(1n)).toEqual(layout(1n))
    expect(layout(1n)).not.toEqual(layout(2n))
    // A source that always draws 0 leaves all of a liability in the second part.
    const zero = buildReservesTree({ snapshotId: 's', secret, owners, random: () => 0n })
    expect(zero.leaves.filter((leaf) => leaf.part === 0).every((leaf) => leaf.value === 0n)).toBe(true)
    expect(() => buildReservesTree({ snapshotId: 's', secret, owners, random: (below) => below })).toThrow(
      /random/,
    )
  })

  it('with the crypto source, an owner leaf lands at every position about equally often', () => {
    const owners = [
      { owner: alice, liability: 10n },
      { owner: bob, liability: 20n },
    ]
    const counts = [0, 0, 0, 0]
    for (let run = 0; run < 4000; run++) {
      const tree = buildReservesTree({ snapshotId: 's', secret, owners })
      counts[tree.ownerLeaves.get(alice.toLowerCase())![0]]! += 1
    }
    // 1000 expected at each; 200 is over 7 standard deviations.
    for (const count of counts) expect(Math.abs(count - 1000)).toBeLessThan(200)
  })
})

describe('cryptoReservesRandom', () => {
  it('draws uniformly below its bound, up to 2^64', () => {
    expect(cryptoReservesRandom(1n)).toBe(0n)
    const big = cryptoReservesRandom(2n ** 64n)
    expect(big >= 0n && big < 2n ** 64n).toBe(true)
    expect(() => cryptoReservesRandom(0n)).toThrow()
    expect(() => cryptoReservesRandom(2n ** 64n + 1n)).toThrow()
    const counts = [0, 0, 0]
    for (let i = 0; i < 3000; i++) counts[Number(cryptoReservesRandom(3n))]! += 1
    for (const count of counts) expect(Math.abs(count - 1000)).toBeLessThan(200)
  })
})
