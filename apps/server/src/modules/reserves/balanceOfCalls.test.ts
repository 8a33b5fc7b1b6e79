import { encodeAbiParameters, encodeFunctionData, erc20Abi, multicall3Abi } from 'viem'
import { describe, expect, it } from 'vitest'
import { encodeBalanceOfCalls, sumBalanceOfResults } from './balanceOfCalls'

const token: `0x${string}` = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const addresses = [
  '0x000000000000000000000000000000000000bEEF',
  '0xcA11bde05977b3631167028862bE2a173976CA11',
  '0xffffffffffffffffffffffffffffffffffffffff',
] as const

describe('encodeBalanceOfCalls', () => {
  it("is viem's aggregate3 calldata byte for byte", () => {
    const expected = encodeFunctionData({
      abi: multicall3Abi,
      functionName: 'aggregate3',
      args: [
        addresses.map((address) => ({
          target: token,
          allowFailure: false,
          callData: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
        })),
      ],
    })
    expect(encodeBalanceOfCalls(token, addresses)).toBe(expected)
    expect(encodeBalanceOfCalls(token, [])).toBe(
      encodeFunctionData({ abi: multicall3Abi, functionName: 'aggregate3', args: [[]] }),
    )
  })
})

describe('sumBalanceOfResults', () => {
  const answer = (results: { success: boolean; returnData: `0x${string}` }[]) =>
    encodeAbiParameters(multicall3Abi.find((f) => f.name === 'aggregate3')!.outputs, [results])
  const balance = (n: bigint) => encodeAbiParameters([{ type: 'uint256' }], [n])

  it('sums the balances of an answer viem encodes; a failed call, a short answer or a wrong count throws', () => {
    const big = 2n ** 200n + 7n
    expect(
      sumBalanceOfResults(
        answer([
          { success: true, returnData: balance(5n) },
          { success: true, returnData: balance(big) },
          { success: true, returnData: balance(0n) },
        ]),
        3,
      ),
    ).toBe(big + 5n)
    expect(() =>
      sumBalanceOfResults(
        answer([
          { success: true, returnData: balance(5n) },
          { success: false, returnData: balance(1n) },
        ]),
        2,
      ),
    ).toThrow(/call 1 failed/)
    expect(() => sumBalanceOfResults(answer([{ success: true, returnData: '0x' }]), 1)).toThrow(/failed/)
    expect(() => sumBalanceOfResults(answer([{ success: true, returnData: balance(1n) }]), 2)).toThrow(
      /1 results for 2/,
    )
  })
})
