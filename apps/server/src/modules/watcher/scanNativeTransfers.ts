import type { Address, Hash, PublicClient } from 'viem'

/** A transaction sending the native coin (its own value) to an address; lowercase addresses. */
export type NativeTransfer = {
  txHash: Hash
  to: Address
  amount: bigint
  blockNumber: bigint
  blockHash: Hash
}

/** A block as the scan read it: its hash and its parent's (the scan checks they chain up). */
export type ScannedBlock = { blockNumber: bigint; blockHash: Hash; parentHash: Hash }

/** Blocks fetched at once while walking a range. */
const BLOCK_FETCH_CONCURRENCY = 8

/**
 * The native-coin transfers of blocks [fromBlock, toBlock]: every transaction with a value and a recipient,
 * read from the blocks' bodies (one call per block, whatever the number of receiving addresses), the hash
 * of the last block (the cursor's reorg check) and every block's hash and parent hash, in block order (the
 * scan checks they chain up and keeps some: keepsBlockHash). Value sent by a contract's internal call is not
 * visible here.
 */
export async function scanNativeTransfers(
  fromBlock: bigint,
  toBlock: bigint,
  getBlock: (blockNumber: bigint) => Promise<Awaited<ReturnType<PublicClient['getBlock']>> | null>,
): Promise<{
  transfers: NativeTransfer[]
  lastBlockHash: Hash | null
  blocks: ScannedBlock[]
}> {
  let lastBlockHash: Hash | null = null
  const scanned: ScannedBlock[] = []
  const numbers: bigint[] = []
  for (let n = fromBlock; n <= toBlock; n++) numbers.push(n)
  const out: NativeTransfer[] = []
  for (let i = 0; i < numbers.length; i += BLOCK_FETCH_CONCURRENCY) {
    const blocks = await Promise.all(numbers.slice(i, i + BLOCK_FETCH_CONCURRENCY).map((n) => getBlock(n)))
    for (const block of blocks) {
      if (!block?.hash || block.number === null) continue
      if (block.number === toBlock) lastBlockHash = block.hash.toLowerCase() as Hash
      scanned.push({
        blockNumber: block.number,
        blockHash: block.hash.toLowerCase() as Hash,
        parentHash: block.parentHash.toLowerCase() as Hash,
      })
      for (const tx of block.transactions) {
        if (typeof tx === 'string' || !tx.to || tx.value === 0n) continue
        out.push({
          txHash: tx.hash.toLowerCase() as Hash,
          to: tx.to.toLowerCase() as Address,
          amount: tx.value,
          blockNumber: block.number,
          blockHash: block.hash.toLowerCase() as Hash,
        })
      }
    }
  }
  return { transfers: out, lastBlockHash, blocks: scanned }
}
