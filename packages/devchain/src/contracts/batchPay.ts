import solc from 'solc'
import type { Hex } from 'viem'

/** A contract that pays one token amount to several addresses in one transaction (USDT's no-return transfer). */
const source = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
interface INoReturnErc20 { function transfer(address to, uint256 value) external; }
contract BatchPay {
  function pay(address token, address[] calldata to, uint256 amount) external {
    for (uint256 i = 0; i < to.length; i++) INoReturnErc20(token).transfer(to[i], amount);
  }
}`

export const batchPayAbi = [
  {
    type: 'function',
    name: 'pay',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'token', type: 'address' },
      { name: 'to', type: 'address[]' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
  },
] as const

export function batchPayBytecode(): Hex {
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'BatchPay.sol': { content: source } },
        settings: {
          evmVersion: 'cancun',
          optimizer: { enabled: true, runs: 200 },
          outputSelection: { '*': { '*': ['evm.bytecode.object'] } },
        },
      }),
    ),
  ) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts: Record<string, Record<string, { evm: { bytecode: { object: string } } }>>
  }
  const errors = output.errors?.filter((e) => e.severity === 'error') ?? []
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  return `0x${output.contracts['BatchPay.sol']!.BatchPay!.evm.bytecode.object}`
}
