import { and, eq, isNull, sql } from 'drizzle-orm'
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

/** Another pass (a second instance, or this one's stale copy) moved the cursor since this pass read it. */
export class CursorMovedError extends Error {
  override readonly name = 'CursorMovedError' as const
  constructor(chainId: number) {
    super(
      `the cursor of chain ${chainId} moved while this pass held it: the pass stops, the next one goes on`,
    )
  }
}

/**
 * Moves the cursor from `expected` (what this pass started from) to `next`, only if it still is `expected`
 * (compare-and-set): a pass that another instance, or a reorg's rewind, overtook cannot move it back or past a
 * fork. Returns false when the cursor is no longer `expected`.
 */
export async function moveCursor(
  db: Executor,
  chainId: number,
  expected: ChainCursor,
  next: ChainCursor,
  now: Date,
): Promise<boolean> {
  const moved = await db
    .update(chainCursors)
    .set({ nextBlock: next.nextBlock, prevBlockHash: next.prevBlockHash, updatedAt: now })
    .where(
      and(
        eq(chainCursors.chainId, chainId),
        eq(chainCursors.nextBlock, expected.nextBlock),
        expected.prevBlockHash === null
          ? isNull(chainCursors.prevBlockHash)
          : eq(chainCursors.prevBlockHash, expected.prevBlockHash),
      ),
    )
    .returning({ chainId: chainCursors.chainId })
  return moved.length > 0
}

/** The cursor of a chain seen for the first time, unless another instance created it first. */
export async function createCursor(
  db: Executor,
  chainId: number,
  cursor: ChainCursor,
  now: Date,
): Promise<void> {
  await db
    .insert(chainCursors)
    .values({ chainId, nextBlock: cursor.nextBlock, prevBlockHash: cursor.prevBlockHash, updatedAt: now })
    .onConflictDoNothing({ target: chainCursors.chainId })
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
 * (the rescan keeps the new branch's). Only from the cursor the pass started from (moveCursor): throws
 * CursorMovedError, changing nothing, when another pass moved it meanwhile.
 */
export async function rewindCursor(
  db: Db,
  chainId: number,
  expected: ChainCursor,
  fork: { fromBlock: bigint; prevBlockHash: string | null },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const next = { nextBlock: fork.fromBlock, prevBlockHash: fork.prevBlockHash }
    if (!(await moveCursor(tx, chainId, expected, next, now))) throw new CursorMovedError(chainId)
    await markRecheckFrom(tx, chainId, fork.fromBlock)
    await deleteCheckpointsFrom(tx, chainId, fork.fromBlock)
  })
}
