import { createWalletClient, http, type PublicClient, stringToHex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { ChainRuntime } from '../../config'

/** How long a snapshot waits for its anchor transaction to be mined before it stands without one. */
const ANCHOR_RECEIPT_TIMEOUT_MS = 120_000

/**
 * Publishes a snapshot's signed text (API.md "Proof of reserves": `chaincard-reserves:{id}:{root}:{total}`)
 * followed by its signature as a transaction's calldata, sent by the anchor key to itself with no value, and
 * waits for it to be mined successfully: anyone can then read, at a time the chain fixes, which root the
 * program had signed. Answers the transaction's hash; throws when it is not sent or not mined successfully.
 */
export async function anchorReservesRoot({
  chain,
  key,
  signedText,
  signature,
}: {
  chain: { runtime: ChainRuntime; client: PublicClient }
  key: `0x${string}`
  signedText: string
  signature: string
}): Promise<`0x${string}`> {
  const account = privateKeyToAccount(key)
  const wallet = createWalletClient({ account, transport: http(chain.runtime.rpcUrl) })
  const hash = await wallet.sendTransaction({
    account,
    chain: null,
    to: account.address,
    value: 0n,
    data: stringToHex(`${signedText}\n${signature}`),
  })
  const receipt = await chain.client.waitForTransactionReceipt({ hash, timeout: ANCHOR_RECEIPT_TIMEOUT_MS })
  if (receipt.status !== 'success') throw new Error(`the anchor transaction ${hash} reverted`)
  return hash
}
