import { bytesToHex } from '@noble/hashes/utils'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import vector from './__vectors__/proof-of-reserves.json'
import { buildReservesTree } from './buildReservesTree'
import { proofOfOwner } from './proofOfOwner'
import { ownersArbitrary, secret, seededRandom } from './reserves.fixture'
import type { ReservesProof } from './reservesProof'
import { type ReservesCheck, verifyReservesProof } from './verifyReservesProof'

const U64_MAX = 2n ** 64n - 1n
const published = { digest: vector.root.digest, value: BigInt(vector.root.value) }
// A fresh deep copy of the vector's first proof for each case to tamper with.
const firstProof = (): ReservesProof => structuredClone(vector.proofOfFirstOwner) as ReservesProof
const failure = (proof: ReservesProof, root = published, owner?: { liability: bigint }) => {
  const result = verifyReservesProof(proof, root, owner)
  return result.verified ? 'verified' : result.failed
}
const vectorSibling = vector.proofOfFirstOwner.leaves[0]!.path[0]!.digest
const flipHex = (hex: string) => `${hex[0] === '0' ? '1' : '0'}${hex.slice(1)}`

describe('verifyReservesProof', () => {
  it("verifies the vector's proof and says what it checked", () => {
    const result = verifyReservesProof(firstProof(), published, { liability: 12_340_000n })
    expect(result).toMatchObject({ verified: true, liability: 12_340_000n })
    expect(result.steps.join('\n')).toContain('leaf 1: value 5000000, digest 4591bda95eb8c27bb8d71accb1d31')
    expect(result.steps.join('\n')).toContain(`root ${vector.root.digest}, total 113340000`)
  })

  it("names the check a tampered vector proof fails (the owner's leaves stand in the two halves)", () => {
    const cases: [string, (p: ReservesProof) => void, ReservesCheck][] = [
      ['a leaf value', (p) => Object.assign(p.leaves[0]!, { value: '5000001' }), 'path_node'],
      ['a nonce', (p) => Object.assign(p.leaves[1]!, { nonce: flipHex(p.leaves[1]!.nonce) }), 'path_node'],
      [
        'a sibling digest',
        (p) => Object.assign(p.leaves[0]!.path[0]!, { digest: flipHex(vectorSibling) }),
        'path_node',
      ],
      ['a sibling value', (p) => Object.assign(p.leaves[1]!.path[1]!, { value: '1' }), 'path_node'],
      ['the stated root', (p) => Object.assign(p.root, { digest: flipHex(p.root.digest) }), 'root_digest'],
      ['the stated total', (p) => Object.assign(p.root, { value: '113340001' }), 'root_value'],
      ['the stated liability', (p) => Object.assign(p, { liability: '12340001' }), 'liability'],
      ['a side', (p) => Object.assign(p.leaves[0]!.path[2]!, { side: 'left' }), 'leaf_index'],
      ['an index', (p) => Object.assign(p.leaves[0]!, { index: 0 }), 'leaf_index'],
      ['the same leaf twice', (p) => p.leaves.splice(1, 1, structuredClone(p.leaves[0]!)), 'leaf_index'],
      ['a path cut short', (p) => p.leaves[0]!.path.pop(), 'leaf_index'],
      ['one leaf left out', (p) => p.leaves.pop(), 'leaf_count'],
      [
        'a sibling overflowing',
        (p) => Object.assign(p.leaves[0]!.path[0]!, { value: `${U64_MAX}` }),
        'value_overflow',
      ],
      [
        'a value above 2^64 - 1',
        (p) => Object.assign(p.leaves[0]!, { value: `${U64_MAX + 1n}` }),
        'value_overflow',
      ],
      [
        'a nonce in capitals',
        (p) => Object.assign(p.leaves[0]!, { nonce: p.leaves[0]!.nonce.toUpperCase() }),
        'malformed',
      ],
      ['a value with a leading zero', (p) => Object.assign(p.leaves[0]!, { value: '05000000' }), 'malformed'],
      ['a side that is neither', (p) => Object.assign(p.leaves[0]!.path[0]!, { side: 'up' }), 'malformed'],
    ]
    for (const [what, tamper, check] of cases) {
      const proof = firstProof()
      tamper(proof)
      expect([what, failure(proof)]).toEqual([what, check])
    }
  })

  it('fails against another published root or total, or a liability the owner does not recognise', () => {
    expect(failure(firstProof(), { ...published, digest: flipHex(published.digest) })).toBe('root_digest')
    expect(failure(firstProof(), { ...published, value: published.value + 1n })).toBe('root_value')
    expect(failure(firstProof(), published, { liability: 12_340_001n })).toBe('liability')
    expect(failure(firstProof(), { digest: 'AB', value: 1n })).toBe('malformed')
    expect(failure(firstProof(), { ...published, value: U64_MAX + 1n })).toBe('value_overflow')
    expect(failure({ snapshotId: 'x' } as unknown as ReservesProof)).toBe('malformed')
  })

  it("when the owner's leaves are siblings, each checks the other's digest", () => {
    const alice = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
    const bob = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc'
    const tree = buildReservesTree({
      snapshotId: 's',
      secret,
      owners: [
        { owner: alice, liability: 10n },
        { owner: bob, liability: 20n },
      ],
      bottomLevel: [
        { owner: alice, part: 0, value: 4n },
        { owner: alice, part: 1, value: 6n },
        { owner: bob, part: 0, value: 5n },
        { owner: bob, part: 1, value: 15n },
      ],
    })
    const root = { digest: bytesToHex(tree.root.digest), value: 30n }
    const proof = proofOfOwner(tree, alice)
    expect(failure(proof, root)).toBe('verified')
    proof.leaves[0]!.path[0]!.digest = flipHex(proof.leaves[0]!.path[0]!.digest)
    expect(failure(proof, root)).toBe('leaf_digest')
  })

  it('a proof with no leaves verifies only a liability of 0 and only against the published root', () => {
    const none = { ...firstProof(), liability: '0', leaves: [] }
    expect(failure(none)).toBe('verified')
    expect(failure(none, published, { liability: 0n })).toBe('verified')
    expect(failure({ ...none, liability: '12340000' })).toBe('liability')
    expect(failure(none, published, { liability: 1n })).toBe('liability')
    expect(failure(none, { ...published, value: 1n })).toBe('root_value')
  })

  it('random trees: changing one value, nonce, sibling digest, sibling value or side fails verification', () => {
    const mutation = fc.constantFrom('value', 'nonce', 'digest', 'siblingValue', 'side')
    fc.assert(
      fc.property(
        ownersArbitrary.filter((owners) => owners.some((o) => o.liability > 0n)),
        fc.bigInt(1n, U64_MAX),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        mutation,
        (owners, seed, ownerPick, leafPick, levelPick, kind) => {
          const tree = buildReservesTree({ snapshotId: 'p', secret, owners, random: seededRandom(seed) })
          const root = { digest: bytesToHex(tree.root.digest), value: tree.root.value }
          const owed = owners.filter((o) => o.liability > 0n)
          const owner = owed[ownerPick % owed.length]!
          const proof = proofOfOwner(tree, owner.owner)
          expect(failure(proof, root)).toBe('verified')
          const leaf = proof.leaves[leafPick % 2]!
          const step = leaf.path[levelPick % leaf.path.length]!
          if (kind === 'value') leaf.value = (BigInt(leaf.value) + 1n).toString()
          if (kind === 'nonce') leaf.nonce = flipHex(leaf.nonce)
          if (kind === 'digest') step.digest = flipHex(step.digest)
          if (kind === 'siblingValue') step.value = (BigInt(step.value) + 1n).toString()
          if (kind === 'side') step.side = step.side === 'left' ? 'right' : 'left'
          expect(failure(proof, root)).not.toBe('verified')
        },
      ),
      { numRuns: 300 },
    )
  })
})
