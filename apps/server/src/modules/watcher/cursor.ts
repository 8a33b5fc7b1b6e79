import { and, eq, sql } from 'drizzle-orm'
import type { Db, Executor } from '../../db'
import { chainCursors } from '../../db/schema/payments'
import { deleteCheckpointsFrom } from './repo/checkpoints'

export type ChainCursor = { nextBlock: bigint; prevBlockHash: string | null }

export async function readCursor(db: Executor, chainId: number): Promise<ChainCursor | null> {
  const [row] = await db.select().from(chainCursors).where(eq(chainCursors.chainId, chainId))
  return row ? { nextBlock: row.nextBlock, prevBlockHash: row.prevBlockHash } : null
}

/** Persists the next block to scan (and the hash of the block before it, when known). */
export async function saveCursor(
  db: Executor,
  chainId: number,
  cursor: ChainCursor,
  now: Date,
): Promise<void> {
  await db
    .insert(chainCursors)
    .values({ chainId, nextBlock: cursor.nextBlock, prevBlockHash: cursor.prevBlockHash, updatedAt: now })
    .onConflictDoUpdate({
      target: chainCursors.chainId,
      set: { nextBlock: cursor.nextBlock, prevBlockHash: cursor.prevBlockHash, updatedAt: now },
    })
}

/**
 * Marks final credits from `fromBlock` on for a re-check (a reorg deeper than finality): the lower of this and
 * a mark already there.
 */
export async function markRecheckFrom(db: Executor, chainId: number, fromBlock: bigint): Promise<void> {
  await db
    .update(chainCursors)
    .set({
      recheckFrom: sql`LEAST(coalesce(${chainCursors.recheckFrom}, ${fromBlock}::bigint), ${fromBlock}::bigint)`,
    })
    .where(eq(chainCursors.chainId, chainId))
}

export async function readRecheckFrom(db: Executor, chainId: number): Promise<bigint | null> {
  const [row] = await db
    .select({ recheckFrom: chainCursors.recheckFrom })
    .from(chainCursors)
    .where(eq(chainCursors.chainId, chainId))
  return row?.recheckFrom ?? null
}

/** Moves the mark on after a pass re-checked up to it (`next` null: all done), unless a new reorg moved it. */
export async function advanceRecheckFrom(
  db: Executor,
  chainId: number,
  was: bigint,
  next: bigint | null,
): Promise<void> {
  await db
    .update(chainCursors)
    .set({ recheckFrom: next })
    .where(and(eq(chainCursors.chainId, chainId), eq(chainCursors.recheckFrom, was)))
}

/**
 * A reorg's fork point was found (findForkPoint): in one transaction the cursor steps back to it, the final
 * credits from there on are marked for a re-check, and the kept hashes of the replaced branch are forgotten
 * (the rescan keeps the new branch's).
 */
export async function rewindCursor(
  db: Db,
  chainId: number,
  fork: { fromBlock: bigint; prevBlockHash: string | null },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    await saveCursor(tx, chainId, { nextBlock: fork.fromBlock, prevBlockHash: fork.prevBlockHash }, now)
    await markRecheckFrom(tx, chainId, fork.fromBlock)
    await deleteCheckpointsFrom(tx, chainId, fork.fromBlock)
  })
}
