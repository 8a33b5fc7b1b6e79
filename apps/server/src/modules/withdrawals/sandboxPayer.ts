import { type Address, encodeFunctionData, erc20Abi, type Hash, keccak256, type LocalAccount } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import type { ChainClient } from '../../plugins/chainClients'

/** anvil's public dev mnemonic: the sandbox chain's accounts, never a real one. */
const ANVIL_MNEMONIC = 'test test test test test test test test test test test junk'
/** The dev account the sandbox pays withdrawals from (the deployer: it holds every sandbox token). */
const SANDBOX_PAYER_INDEX = 0

/** The sandbox's payer account. */
export function sandboxPayerAccount(index = SANDBOX_PAYER_INDEX): LocalAccount {
  return mnemonicToAccount(ANVIL_MNEMONIC, { addressIndex: index })
}

export type SignedPayout = { hash: Hash; serialized: `0x${string}` }

/**
 * Signs (does not send) the stablecoin transfer that pays a withdrawal, so its hash is known, and recorded,
 * before it leaves: a payer that stops between the two never sends a payout nobody follows.
 */
export async function signSandboxPayout(
  chain: ChainClient,
  account: LocalAccount,
  p: { token: Address; recipient: Address; amount: bigint },
): Promise<SignedPayout> {
  const { client } = chain
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [p.recipient, p.amount] })
  const [nonce, gas, fees] = await Promise.all([
    client.getTransactionCount({ address: account.address, blockTag: 'pending' }),
    client.estimateGas({ account: account.address, to: p.token, data }),
    client.estimateFeesPerGas(),
  ])
  const serialized = await account.signTransaction({
    chainId: chain.runtime.id,
    type: 'eip1559',
    to: p.token,
    data,
    nonce,
    gas,
    maxFeePerGas: fees.maxFeePerGas,
    maxPriorityFeePerGas: fees.maxPriorityFeePerGas,
  })
  return { hash: keccak256(serialized), serialized }
}

/** Sends a signed payout. */
export async function sendSandboxPayout(chain: ChainClient, payout: SignedPayout): Promise<void> {
  await chain.client.sendRawTransaction({ serializedTransaction: payout.serialized })
}
