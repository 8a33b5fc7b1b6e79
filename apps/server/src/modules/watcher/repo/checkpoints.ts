import { and, asc, desc, eq, gte, isNotNull, isNull, lt, min, sql } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { rowsOf } from '../../../db/rowsOf'
import { chainCheckpoints, paymentCredits } from '../../../db/schema/payments'
import { CHECKPOINT_INTERVAL, OLD_CHECKPOINT_INTERVAL, RECENT_CHECKPOINT_SPAN } from '../checkpoints'

export type Checkpoint = { blockNumber: bigint; blockHash: string }

/**
 * Keeps the block hashes of a scanned range (upserted: a rescan after a reorg overwrites the old branch's),
 * then thins the kept hashes: below `denseFrom` (the chain's finalized block) to one per CHECKPOINT_INTERVAL
 * blocks, beyond the recent span to one per OLD_CHECKPOINT_INTERVAL blocks. The oldest kept hash (the seed)
 * stays, so a fork is always bounded by a known block.
 */
export async function saveCheckpoints(
  db: Executor,
  chainId: number,
  checkpoints: readonly Checkpoint[],
  denseFrom: bigint,
): Promise<void> {
  if (checkpoints.length === 0) return
  await db
    .insert(chainCheckpoints)
    .values(checkpoints.map((c) => ({ chainId, blockNumber: c.blockNumber, blockHash: c.blockHash })))
    .onConflictDoUpdate({
      target: [chainCheckpoints.chainId, chainCheckpoints.blockNumber],
      set: { blockHash: sql`excluded.block_hash` },
    })
  const newest = checkpoints.reduce((m, c) => (c.blockNumber > m ? c.blockNumber : m), 0n)
  const recentFrom = newest > RECENT_CHECKPOINT_SPAN ? newest - RECENT_CHECKPOINT_SPAN : 0n
  await db.execute(sql`
    DELETE FROM chain_checkpoints
    WHERE chain_id = ${chainId}
      AND block_number > (SELECT min(block_number) FROM chain_checkpoints WHERE chain_id = ${chainId})
      AND (
        (block_number < ${denseFrom}::bigint AND block_number % ${CHECKPOINT_INTERVAL}::bigint <> 0)
        OR (block_number < ${recentFrom}::bigint AND block_number % ${OLD_CHECKPOINT_INTERVAL}::bigint <> 0)
      )`)
}

/** The kept hashes below `below`, oldest first. */
export async function readCheckpoints(db: Executor, chainId: number, below: bigint): Promise<Checkpoint[]> {
  return db
    .select({ blockNumber: chainCheckpoints.blockNumber, blockHash: chainCheckpoints.blockHash })
    .from(chainCheckpoints)
    .where(and(eq(chainCheckpoints.chainId, chainId), lt(chainCheckpoints.blockNumber, below)))
    .orderBy(asc(chainCheckpoints.blockNumber))
}

/** Forgets the hashes from `fromBlock` on (the branch a reorg replaced; the rescan keeps the new ones). */
export async function deleteCheckpointsFrom(db: Executor, chainId: number, fromBlock: bigint): Promise<void> {
  await db
    .delete(chainCheckpoints)
    .where(and(eq(chainCheckpoints.chainId, chainId), gte(chainCheckpoints.blockNumber, fromBlock)))
}

/** The block of the oldest credit the watcher still holds on this chain (not orphaned), or null. */
export async function oldestHeldCreditBlock(db: Executor, chainId: number): Promise<bigint | null> {
  const [row] = await db
    .select({ blockNumber: min(paymentCredits.blockNumber) })
    .from(paymentCredits)
    .where(and(eq(paymentCredits.chainId, chainId), isNull(paymentCredits.orphanedAt)))
  return row?.blockNumber ?? null
}

/** The newest block below `below` holding a credit the watcher still holds (not orphaned), with its hash. */
export async function newestHeldCreditBelow(
  db: Executor,
  chainId: number,
  below: bigint,
): Promise<Checkpoint | null> {
  const [row] = await db
    .select({ blockNumber: paymentCredits.blockNumber, blockHash: paymentCredits.blockHash })
    .from(paymentCredits)
    .where(
      and(
        eq(paymentCredits.chainId, chainId),
        isNull(paymentCredits.orphanedAt),
        lt(paymentCredits.blockNumber, below),
      ),
    )
    .orderBy(desc(paymentCredits.blockNumber))
    .limit(1)
  return row ?? null
}

/** How many distinct blocks below `below` hold final credits the watcher still holds. */
export async function countFinalCreditBlocks(db: Executor, chainId: number, below: bigint): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(DISTINCT ${paymentCredits.blockNumber})::int` })
    .from(paymentCredits)
    .where(finalCreditsBelow(chainId, below))
  return row?.n ?? 0
}

/** The `index`-th (oldest first) of those blocks, with the hash its credits hold. */
export async function finalCreditBlockAt(
  db: Executor,
  chainId: number,
  below: bigint,
  index: number,
): Promise<Checkpoint> {
  const result = await db.execute(sql`
    SELECT DISTINCT ON (block_number) block_number::text AS n, block_hash AS h
    FROM payment_credits
    WHERE ${finalCreditsBelow(chainId, below)}
    ORDER BY block_number, block_hash
    OFFSET ${index} LIMIT 1`)
  const row = rowsOf<{ n: string; h: string }>(result)[0]
  if (!row) throw new Error(`no final credit block at index ${index} below ${below}`)
  return { blockNumber: BigInt(row.n), blockHash: row.h }
}

const finalCreditsBelow = (chainId: number, below: bigint) =>
  and(
    eq(paymentCredits.chainId, chainId),
    isNull(paymentCredits.orphanedAt),
    isNotNull(paymentCredits.finalAt),
    lt(paymentCredits.blockNumber, below),
  )
