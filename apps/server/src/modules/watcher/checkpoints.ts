/**
 * Which block hashes the scanner keeps (chain_checkpoints, 0018), from the block bodies it reads anyway: every
 * CHECKPOINT_INTERVAL-th block, and beyond the newest RECENT_CHECKPOINT_SPAN blocks only every
 * OLD_CHECKPOINT_INTERVAL-th. A chain keeps about 256 + height / 65,536 rows (some 4,800 for a chain of 300
 * million blocks), and a fork is found within 256 blocks (65,536 beyond the recent span) by about
 * log2(rows) block lookups.
 */
export const CHECKPOINT_INTERVAL = 256n
export const RECENT_CHECKPOINT_SPAN = 65_536n
export const OLD_CHECKPOINT_INTERVAL = 65_536n

export const isCheckpointBlock = (blockNumber: bigint): boolean => blockNumber % CHECKPOINT_INTERVAL === 0n
