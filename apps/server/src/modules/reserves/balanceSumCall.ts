/**
 * Creation code that, run by `eth_call` with no `to` (nothing is deployed: any node runs it), asks
 * `token.balanceOf(a)` of every address appended to it and returns their sum as one 32-byte word. Appended
 * after the code: the token (20 bytes), then each address (20 bytes). A call that fails, answers anything but
 * 32 bytes, or a sum that overflows reverts the whole read, so an unread address never counts as 0.
 *
 * Why not Multicall3's aggregate3: it takes 224 bytes of calldata an address and answers 160, a million
 * addresses are then some 900 MB of hex through JSON on both sides (most of a snapshot's time against a node on
 * the same machine); here an address is 20 bytes in and nothing out, and no contract need be deployed.
 *
 * Memory: [0x00, 0x24) the balanceOf call (selector, then the address written at 0x10), [0x40, 0x60) the token,
 * [0x80, 0xa0) each answer and at the end the sum. Stack: [sum, i] with i the offset of the next address.
 */
const CODE = [
  '6370a08231', // PUSH4 balanceOf(address)
  '60e0', // PUSH1 224
  '1b', // SHL
  '6000', // PUSH1 0
  '52', // MSTORE: the selector at 0x00
  '6014', // PUSH1 20 (size)
  '61{token}', // PUSH2 offset of the token
  '604c', // PUSH1 0x4c (dest)
  '39', // CODECOPY: the token right-aligned in [0x40, 0x60)
  '6000', // PUSH1 0: sum
  '61{first}', // PUSH2 offset of the first address: i
  '5b', // 0x18 JUMPDEST loop
  '38', // CODESIZE
  '81', // DUP2 i
  '10', // LT: i < codesize
  '15', // ISZERO
  '61{end}', // PUSH2 end
  '57', // JUMPI
  '6014', // PUSH1 20 (size)
  '81', // DUP2 i (offset)
  '6010', // PUSH1 0x10 (dest)
  '39', // CODECOPY: the address right-aligned in [0x04, 0x24)
  '6020', // PUSH1 32 retSize
  '6080', // PUSH1 0x80 retOffset
  '6024', // PUSH1 36 argsSize
  '6000', // PUSH1 0 argsOffset
  '6040', // PUSH1 0x40
  '51', // MLOAD token
  '5a', // GAS
  'fa', // STATICCALL
  '15', // ISZERO
  '61{fail}', // PUSH2 fail
  '57', // JUMPI: the call failed
  '6020', // PUSH1 32
  '3d', // RETURNDATASIZE
  '14', // EQ
  '15', // ISZERO
  '61{fail}', // PUSH2 fail
  '57', // JUMPI: not one word
  '90', // SWAP1 [i, sum]
  '6080', // PUSH1 0x80
  '51', // MLOAD balance
  '81', // DUP2 sum
  '01', // ADD [i, sum, new]
  '90', // SWAP1 [i, new, sum]
  '81', // DUP2 [i, new, sum, new]
  '10', // LT: new < sum, an overflow
  '61{fail}', // PUSH2 fail
  '57', // JUMPI
  '90', // SWAP1 [new, i]
  '6014', // PUSH1 20
  '01', // ADD i + 20
  '610018', // PUSH2 loop
  '56', // JUMP
  '5b', // fail: JUMPDEST
  '60006000fd', // REVERT(0, 0)
  '5b', // end: JUMPDEST
  '50', // POP i
  '6080', // PUSH1 0x80
  '52', // MSTORE sum at 0x80
  '6020', // PUSH1 32
  '6080', // PUSH1 0x80
  'f3', // RETURN the sum
]

const word2 = (n: number) => n.toString(16).padStart(4, '0')
/** The code's length in bytes, and where its two jump targets and its appended data stand. */
const LENGTH = CODE.join('').replace(/\{\w+\}/g, '0000').length / 2
const FAIL = 0x57
const END = 0x5d
const TEMPLATE = CODE.join('')
  .replace('{token}', word2(LENGTH))
  .replace('{first}', word2(LENGTH + 20))
  .replace('{end}', word2(END))
  .replaceAll('{fail}', word2(FAIL))

/**
 * Addresses a call: 40 KB of initcode, within EIP-3860's 49,152 bytes (nodes cap `eth_call` creations by it too),
 * and some 4,000 gas an address, 8M gas a call, within every node's eth_call gas cap.
 */
export const ADDRESSES_PER_BALANCE_SUM = 2_000

/** The creation code summing `token.balanceOf` over `addresses` (each 0x and 40 hex digits). */
export function encodeBalanceSum(token: string, addresses: readonly string[]): `0x${string}` {
  const bytes = Buffer.allocUnsafe(LENGTH + 20 * (1 + addresses.length))
  bytes.write(TEMPLATE, 0, 'hex')
  bytes.write(token.slice(2), LENGTH, 'hex')
  for (let i = 0; i < addresses.length; i++) {
    const address = addresses[i]!
    if (address.length !== 42 || bytes.write(address.slice(2), LENGTH + 20 * (i + 1), 'hex') !== 20)
      throw new RangeError(`not an address: ${address}`)
  }
  return `0x${bytes.toString('hex')}`
}

/** The sum a balance-sum call answered: one 32-byte word, or it throws. */
export function readBalanceSum(data: string | undefined): bigint {
  if (data?.length !== 66)
    throw new Error(`the balance sum answered ${data?.length ?? 0} hex chars, not one word`)
  return BigInt(data)
}
