/**
 * Which block hashes the scanner keeps (chain_checkpoints, 0018), from the block bodies it reads anyway (no
 * extra call): every block not yet final on the chain (above its finalized block: a reorg the chain still
 * allows is found to the block), every CHECKPOINT_INTERVAL-th block below that, only every
 * OLD_CHECKPOINT_INTERVAL-th beyond the newest RECENT_CHECKPOINT_SPAN blocks, and always the oldest hash kept
 * (the seed: the block before the first one a chain's first pass scans). A chain keeps about its finality
 * window + 256 + height / 65,536 rows, and a fork is found to the block inside the finality window, within 256
 * blocks below it (65,536 beyond the recent span), by about log2(rows) block lookups.
 */
export const CHECKPOINT_INTERVAL = 256n
export const RECENT_CHECKPOINT_SPAN = 65_536n
export const OLD_CHECKPOINT_INTERVAL = 65_536n

const isCheckpointBlock = (blockNumber: bigint): boolean => blockNumber % CHECKPOINT_INTERVAL === 0n

/** Whether a scanned block's hash is kept: not final yet (at or above `denseFrom`), or a checkpoint block. */
export const keepsBlockHash = (blockNumber: bigint, denseFrom: bigint): boolean =>
  blockNumber >= denseFrom || isCheckpointBlock(blockNumber)
