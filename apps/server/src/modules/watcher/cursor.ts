import { eq } from 'drizzle-orm'
import type { Executor } from '../../db'
import { chainCursors } from '../../db/schema/payments'

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
