import type { WatcherHealth } from '@chaincard/domain'
import { eq, sql } from 'drizzle-orm'
import { BaseError, HttpRequestError } from 'viem'
import type { Db } from '../../db'
import { chainCursors } from '../../db/schema/payments'

/** A pass of the chain's scanner ended well: the head it saw, when; the error streak ends. */
export async function recordPassOk(db: Db, chainId: number, head: bigint, now: Date): Promise<void> {
  await db
    .update(chainCursors)
    .set({ headBlock: head, lastPassAt: now, failures: 0, lastError: null, lastErrorAt: null })
    .where(eq(chainCursors.chainId, chainId))
}

/** A pass failed (the provider keeps failing, most often): counted, with a short description safe to show. */
export async function recordPassFailed(db: Db, chainId: number, error: unknown, now: Date): Promise<void> {
  const text = describeProviderError(error)
  await db
    .insert(chainCursors)
    .values({ chainId, nextBlock: 0n, updatedAt: now, failures: 1, lastError: text, lastErrorAt: now })
    .onConflictDoUpdate({
      target: chainCursors.chainId,
      set: { failures: sql`${chainCursors.failures} + 1`, lastError: text, lastErrorAt: now },
    })
}

/**
 * What a failure says in /api/health: the error's name and short message, an HTTP status if any, and never
 * a URL (an RPC URL may carry a provider key).
 */
function describeProviderError(error: unknown): string {
  if (!(error instanceof Error)) return 'unknown error'
  const http =
    error instanceof BaseError
      ? (error.walk((e) => e instanceof HttpRequestError) as HttpRequestError | null)
      : null
  const short = error instanceof BaseError ? error.shortMessage : error.message.split('\n')[0]!
  const status = http?.status ? ` (HTTP ${http.status})` : ''
  return `${error.name}: ${short}${status}`.replace(/\b[a-z][a-z0-9+.-]*:\/\/\S+/gi, '<url>').slice(0, 500)
}

/** The health of every chain's watcher, from the database (so every instance answers the same). */
export async function readWatcherHealth(
  db: Db,
  chainIds: readonly number[],
): Promise<Record<string, WatcherHealth>> {
  const rows = await db.select().from(chainCursors)
  const byId = new Map(rows.map((r) => [r.chainId, r]))
  return Object.fromEntries(
    chainIds.map((id) => {
      const row = byId.get(id)
      const lag =
        row?.headBlock === null || row?.headBlock === undefined
          ? null
          : Number(row.headBlock - (row.nextBlock - 1n) > 0n ? row.headBlock - (row.nextBlock - 1n) : 0n)
      return [
        String(id),
        {
          lagBlocks: lag,
          lastPassAt: row?.lastPassAt ? row.lastPassAt.toISOString() : null,
          failures: row?.failures ?? 0,
          lastError: row?.lastError ?? null,
        },
      ]
    }),
  )
}
