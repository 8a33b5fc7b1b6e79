const DIGEST_HEX = /^[0-9a-f]{64}$/
const U64_MAX = 2n ** 64n - 1n

/**
 * The text the program's attestation key signs (EIP-191 `personal_sign`) for a snapshot: whoever holds the
 * signature and this text knows the root was published by the program and not made up by a proof's sender.
 */
export function reservesSignedText(snapshotId: string, rootDigestHex: string, rootValue: bigint): string {
  // A digest in another case or a value out of range would sign a text no verifier rebuilds.
  if (!DIGEST_HEX.test(rootDigestHex)) throw new RangeError('root digest must be 64 lowercase hex')
  if (rootValue < 0n || rootValue > U64_MAX)
    throw new RangeError('root value must be an unsigned 64-bit integer')
  return `chaincard-reserves:${snapshotId}:${rootDigestHex}:${rootValue}`
}
