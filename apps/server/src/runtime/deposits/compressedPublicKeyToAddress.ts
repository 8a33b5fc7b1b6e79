import { type Address, bytesToHex, getAddress, keccak256 } from 'viem'

// secp256k1: y^2 = x^3 + 7 over F_p, with p = 3 (mod 4) so a square root is a^((p + 1) / 4).
const P = 0xfffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2fn

function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n
  let b = base % modulus
  let e = exponent
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus
    b = (b * b) % modulus
    e >>= 1n
  }
  return result
}

/**
 * EIP-55 address of a 33-byte compressed secp256k1 public key (what BIP-32 gives for a public node):
 * decompress the point, then keccak256 of the 64-byte X||Y, last 20 bytes.
 */
export function compressedPublicKeyToAddress(publicKey: Uint8Array): Address {
  const prefix = publicKey[0]
  if (publicKey.length !== 33 || (prefix !== 2 && prefix !== 3)) {
    throw new RangeError('expected a 33-byte compressed secp256k1 public key')
  }
  const x = BigInt(bytesToHex(publicKey.subarray(1)))
  if (x >= P) throw new RangeError('public key x coordinate is out of range')
  const ySquared = (modPow(x, 3n, P) + 7n) % P
  let y = modPow(ySquared, (P + 1n) / 4n, P)
  if ((y * y) % P !== ySquared) throw new RangeError('public key is not on the secp256k1 curve')
  if ((y & 1n) !== BigInt(prefix & 1)) y = P - y
  const xy = `0x${x.toString(16).padStart(64, '0')}${y.toString(16).padStart(64, '0')}` as const
  return getAddress(`0x${keccak256(xy).slice(-40)}`)
}
