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

/** What the scan keeps of a block body: its hashes and its native-coin transfers (never the whole body). */
type ScannedBody = { block: ScannedBlock; transfers: NativeTransfer[] }

/**
 * Bodies read for a range whose logs were not used yet, by block number: a provider that refuses the range's
 * eth_getLogs makes the scan ask again for fewer blocks, and the bodies it already read are not read again.
 */
export type BodyCache = Map<bigint, ScannedBody>

/**
 * The native-coin transfers of blocks [fromBlock, toBlock]: every transaction with a value and a recipient,
 * read from the blocks' bodies (one call per block, whatever the number of receiving addresses), the hash
 * of the last block (the cursor's reorg check) and every block's hash and parent hash, in block order (the
 * scan checks they chain up and keeps some: keepsBlockHash). Value sent by a contract's internal call is not
 * visible here. A block found in `cache` is not read; a block read is put there (a block not found is not).
 */
export async function scanNativeTransfers(
  fromBlock: bigint,
  toBlock: bigint,
  getBlock: (blockNumber: bigint) => Promise<Awaited<ReturnType<PublicClient['getBlock']>> | null>,
  cache: BodyCache = new Map(),
): Promise<{
  transfers: NativeTransfer[]
  lastBlockHash: Hash | null
  blocks: ScannedBlock[]
}> {
  const missing: bigint[] = []
  for (let n = fromBlock; n <= toBlock; n++) if (!cache.has(n)) missing.push(n)
  for (let i = 0; i < missing.length; i += BLOCK_FETCH_CONCURRENCY) {
    const blocks = await Promise.all(missing.slice(i, i + BLOCK_FETCH_CONCURRENCY).map((n) => getBlock(n)))
    for (const block of blocks) {
      if (!block?.hash || block.number === null) continue
      cache.set(block.number, summarize(block, block.hash.toLowerCase() as Hash, block.number))
    }
  }
  let lastBlockHash: Hash | null = null
  const scanned: ScannedBlock[] = []
  const out: NativeTransfer[] = []
  for (let n = fromBlock; n <= toBlock; n++) {
    const body = cache.get(n)
    if (!body) continue
    if (n === toBlock) lastBlockHash = body.block.blockHash
    scanned.push(body.block)
    out.push(...body.transfers)
  }
  return { transfers: out, lastBlockHash, blocks: scanned }
}

function summarize(
  block: Awaited<ReturnType<PublicClient['getBlock']>>,
  hash: Hash,
  blockNumber: bigint,
): ScannedBody {
  const transfers: NativeTransfer[] = []
  for (const tx of block.transactions) {
    if (typeof tx === 'string' || !tx.to || tx.value === 0n) continue
    transfers.push({
      txHash: tx.hash.toLowerCase() as Hash,
      to: tx.to.toLowerCase() as Address,
      amount: tx.value,
      blockNumber,
      blockHash: hash,
    })
  }
  return {
    block: { blockNumber, blockHash: hash, parentHash: block.parentHash.toLowerCase() as Hash },
    transfers,
  }
}
