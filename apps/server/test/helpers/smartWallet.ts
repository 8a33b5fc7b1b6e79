import solc from 'solc'
import type { Address, Hex, LocalAccount, PublicClient, WalletClient } from 'viem'
import { encodeDeployData } from 'viem'

/** Minimal EIP-1271 wallet: valid when `signature` is the owner's 65-byte ECDSA signature of `hash`. */
const source = `// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;
contract TestSmartWallet {
  address public immutable owner;
  constructor(address owner_) { owner = owner_; }
  function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
    if (signature.length != 65) return 0xffffffff;
    bytes32 r; bytes32 s; uint8 v;
    assembly {
      r := calldataload(signature.offset)
      s := calldataload(add(signature.offset, 32))
      v := byte(0, calldataload(add(signature.offset, 64)))
    }
    address recovered = ecrecover(hash, v, r, s);
    return recovered != address(0) && recovered == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
  }
}`

const abi = [
  { type: 'constructor', inputs: [{ name: 'owner_', type: 'address' }], stateMutability: 'nonpayable' },
] as const

let bytecode: Hex | undefined

function compile(): Hex {
  if (bytecode) return bytecode
  const output = JSON.parse(
    solc.compile(
      JSON.stringify({
        language: 'Solidity',
        sources: { 'TestSmartWallet.sol': { content: source } },
        settings: { evmVersion: 'cancun', outputSelection: { '*': { '*': ['evm.bytecode.object'] } } },
      }),
    ),
  ) as {
    errors?: { severity: string; formattedMessage: string }[]
    contracts: Record<string, Record<string, { evm: { bytecode: { object: string } } }>>
  }
  const errors = output.errors?.filter((e) => e.severity === 'error') ?? []
  if (errors.length > 0) throw new Error(errors.map((e) => e.formattedMessage).join('\n'))
  bytecode = `0x${output.contracts['TestSmartWallet.sol']!.TestSmartWallet!.evm.bytecode.object}`
  return bytecode
}

/** Deploys an EIP-1271 wallet owned by `owner` and returns its address. */
export async function deploySmartWallet({
  walletClient,
  publicClient,
  owner,
}: {
  walletClient: WalletClient
  publicClient: PublicClient
  owner: LocalAccount
}): Promise<Address> {
  const data = encodeDeployData({ abi, bytecode: compile(), args: [owner.address] })
  const hash = await walletClient.sendTransaction({
    account: walletClient.account!,
    chain: walletClient.chain ?? null,
    data,
  })
  const receipt = await publicClient.waitForTransactionReceipt({ hash })
  if (!receipt.contractAddress) throw new Error('smart wallet deployment failed')
  return receipt.contractAddress
}
