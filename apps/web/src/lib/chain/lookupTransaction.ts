import { TX_LOOKUP_DELAY_MS, TX_LOOKUP_TRIES } from '@chaincard/domain'
import type { Hash, Transaction } from 'viem'
import type { ChainReader } from './types'

/**
 * A sent transaction as the node knows it, looked up up to 5 times 500 ms apart (SPEC section 8); null when
 * it is still unknown (the caller then goes on with the hash alone).
 */
export async function lookupTransaction({
  reader,
  hash,
  tries = TX_LOOKUP_TRIES,
  delayMs = TX_LOOKUP_DELAY_MS,
}: {
  reader: ChainReader
  hash: Hash
  tries?: number
  delayMs?: number
}): Promise<Transaction | null> {
  for (let attempt = 1; attempt <= tries; attempt += 1) {
    try {
      return await reader.getTransaction({ hash })
    } catch {
      if (attempt < tries) await new Promise((resolve) => setTimeout(resolve, delayMs))
    }
  }
  return null
}
