import type { Abi, Hex } from 'viem'

/** A compiled contract as stored in `packages/devchain/artifacts/<contractName>.json`. */
export type Artifact = {
  contractName: string
  abi: Abi
  bytecode: Hex
  deployedBytecode: Hex
}
