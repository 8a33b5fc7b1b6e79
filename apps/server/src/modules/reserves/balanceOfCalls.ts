import type { Hex } from 'viem'

/** aggregate3((address,bool,bytes)[]) */
const AGGREGATE3 = '82ad56cb'
/** balanceOf(address) */
const BALANCE_OF = '70a08231'
const word = (n: number) => n.toString(16).padStart(64, '0')

/**
 * Multicall3 `aggregate3` calldata asking `token.balanceOf(address)` of each address, none allowed to fail,
 * written as one string: viem's `multicall` builds an object, an ABI walk and a result per call, which for a
 * million addresses is hundreds of MB of garbage in the server. The same bytes `encodeFunctionData` makes
 * (a test holds them together).
 */
export function encodeBalanceOfCalls(token: string, addresses: readonly string[]): Hex {
  const n = addresses.length
  const target = token.slice(2).toLowerCase().padStart(64, '0')
  // Each tuple: target, allowFailure, the offset of its bytes (0x60), their length (36), 36 bytes padded to 64.
  const tupleBytes = 32 * 6
  const parts: string[] = [`0x${AGGREGATE3}`, word(32), word(n)]
  for (let i = 0; i < n; i++) parts.push(word(32 * n + tupleBytes * i))
  for (const address of addresses) {
    parts.push(
      target,
      word(0),
      word(0x60),
      word(36),
      `${BALANCE_OF}${address.slice(2).toLowerCase().padStart(64, '0')}`.padEnd(128, '0'),
    )
  }
  return parts.join('') as Hex
}

/**
 * The sum of the balances in an `aggregate3` answer to `encodeBalanceOfCalls` for `count` addresses: each
 * result is (success, 32 bytes); one that failed or is not 32 bytes throws, so an unread address never counts 0.
 */
export function sumBalanceOfResults(data: Hex, count: number): bigint {
  const hex = data.slice(2)
  const at = (byte: number) => Number.parseInt(hex.slice(byte * 2, byte * 2 + 64), 16)
  const arrayStart = at(0)
  if (at(arrayStart) !== count)
    throw new Error(`aggregate3 answered ${at(arrayStart)} results for ${count} calls`)
  const contentStart = arrayStart + 32
  let sum = 0n
  for (let i = 0; i < count; i++) {
    const tuple = contentStart + at(contentStart + 32 * i)
    const success = at(tuple)
    const bytesAt = tuple + at(tuple + 32)
    if (success !== 1 || at(bytesAt) !== 32) throw new Error(`balanceOf call ${i} failed`)
    sum += BigInt(`0x${hex.slice((bytesAt + 32) * 2, (bytesAt + 64) * 2)}`)
  }
  return sum
}
