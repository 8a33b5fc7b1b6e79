import { hmac } from '@noble/hashes/hmac'
import { sha256 } from '@noble/hashes/sha2'
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils'
import { describe, expect, it } from 'vitest'
import vector from './__vectors__/proof-of-reserves.json'
import { buildReservesTree } from './buildReservesTree'
import { proofOfOwner } from './proofOfOwner'
import type { ReservesProof } from './reservesProof'
import { reservesSignedText } from './reservesSignedText'
import { verifyReservesProof } from './verifyReservesProof'

// The known-answer vector of API.md "Proof of reserves" (a copy of the shared one): a builder and a verifier
// that follow the text reproduce it byte for byte.
const owners = vector.owners.map((o) => ({ owner: o.address, liability: BigInt(o.liability) }))
const bottomLevel = vector.bottomLevel.flatMap((leaf) =>
  leaf.owner === null ? [] : [{ owner: leaf.owner, part: leaf.part as 0 | 1, value: BigInt(leaf.value) }],
)
const tree = buildReservesTree({
  snapshotId: vector.snapshotId,
  secret: hexToBytes(vector.secretHex),
  owners,
  bottomLevel,
})
const publishedRoot = { digest: vector.root.digest, value: BigInt(vector.root.value) }

describe('the proof-of-reserves vector', () => {
  it('the vector is what its text says: three owners, their parts adding up, two padding leaves', () => {
    expect(vector.owners).toHaveLength(3)
    for (const o of vector.owners) expect(BigInt(o.parts[0]!) + BigInt(o.parts[1]!)).toBe(BigInt(o.liability))
    expect(vector.bottomLevel.filter((leaf) => leaf.owner === null)).toHaveLength(2)
  })

  it('every leaf: owner, part, value, nonce and digest, in the given order', () => {
    expect(tree.leaves).toHaveLength(vector.bottomLevel.length)
    for (const [i, expected] of vector.bottomLevel.entries()) {
      const leaf = tree.leaves[i]!
      expect({
        index: leaf.index,
        owner: leaf.owner,
        part: leaf.part,
        value: leaf.value.toString(),
        nonce: bytesToHex(leaf.nonce),
        digest: bytesToHex(leaf.digest),
      }).toEqual(expected)
    }
  })

  it('the nonces are the HMAC of the texts the spec names, padding by position', () => {
    const secret = hexToBytes(vector.secretHex)
    const nonce = (message: string) => bytesToHex(hmac(sha256, secret, utf8ToBytes(message)))
    expect(vector.bottomLevel[1]!.nonce).toBe(nonce('vector-1:0x70997970c51812dc3a010c7d01b50e0d17dc79c8:0'))
    expect(vector.bottomLevel[6]!.nonce).toBe(nonce('vector-1:pad:6'))
    expect(vector.bottomLevel[7]!.nonce).toBe(nonce('vector-1:pad:7'))
  })

  it('the root and the signed text', () => {
    expect(bytesToHex(tree.root.digest)).toBe(vector.root.digest)
    expect(tree.root.value).toBe(113_340_000n)
    expect(tree.root.value.toString()).toBe(vector.root.value)
    expect(tree.levels.map((level) => level.length)).toEqual([8, 4, 2, 1])
    expect(reservesSignedText(vector.snapshotId, bytesToHex(tree.root.digest), tree.root.value)).toBe(
      vector.signedText,
    )
  })

  it("the first owner's proof, built and as given, equal and verified", () => {
    const proof = proofOfOwner(tree, vector.owners[0]!.address)
    expect(proof).toEqual(vector.proofOfFirstOwner)
    const fromVector = vector.proofOfFirstOwner as ReservesProof
    const result = verifyReservesProof(fromVector, publishedRoot, { liability: 12_340_000n })
    expect(result).toMatchObject({ verified: true, liability: 12_340_000n })
  })

  it("every owner's proof verifies against the root", () => {
    for (const o of vector.owners) {
      const result = verifyReservesProof(proofOfOwner(tree, o.address), publishedRoot, {
        liability: BigInt(o.liability),
      })
      expect(result.verified).toBe(true)
    }
  })
})
