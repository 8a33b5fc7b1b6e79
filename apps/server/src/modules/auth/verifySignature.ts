import type { Address, Hex } from 'viem'
import { AppError } from '../../errors'
import type { ChainClient } from '../../plugins/chainClients'

export type VerifySignatureParameters = {
  chain: ChainClient
  address: Address
  message: string
  signature: Hex
}

/**
 * EIP-191 signature check on the message's chain: EOA (local recovery first), EIP-1271 contract wallets
 * and EIP-6492 counterfactual wallets (through the chain). An unreachable node is 503, not 401.
 */
export async function verifySignature({
  chain,
  address,
  message,
  signature,
}: VerifySignatureParameters): Promise<boolean> {
  try {
    return await chain.client.verifyMessage({ address, message, signature, mode: 'eoa' })
  } catch (error) {
    throw new AppError('upstream_unavailable', `chain ${chain.runtime.id} node unavailable`, { cause: error })
  }
}
