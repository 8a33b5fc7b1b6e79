import type { RescanStatusResponse } from '@chaincard/domain'
import { and, asc, eq, ne } from 'drizzle-orm'
import type { PublicClient } from 'viem'
import type { ChainRuntime } from '../../config'
import type { Db } from '../../db'
import { rescanRequests } from '../../db/schema/payments'
import { AppError } from '../../errors'
import type { ChainClients } from '../../plugins/chainClients'
import type { PaymentsContext } from '../../runtime/paymentsContext'
import { readCursor } from './cursor'
import {
  fetchRange,
  MAX_BLOCKS_PER_TICK,
  MAX_LOG_SPAN,
  type RangeHandler,
  type WatcherRpc,
} from './scanChain'
import type { BodyCache } from './scanNativeTransfers'
import { scanRanges } from './scanRanges'

export type RequestRescanParameters = {
  db: Db
  chains: ChainClients
  chainId: number
  fromBlock: bigint
  now: Date
}

/**
 * An operator's rescan: a request row; the scanner holding the chain applies it between its passes. Refused
 * (400 `validation_failed`, naming the head) from a block past the chain's head: there is nothing there to
 * rescan, and the request would be reported done with its end below its start. 503 when the node does not
 * answer.
 */
export async function requestRescan(p: RequestRescanParameters): Promise<number> {
  const chain = p.chains.get(p.chainId)
  if (!chain) throw new AppError('validation_failed', `chainId: chain ${p.chainId} is not enabled`)
  const head = await chain.client.getBlockNumber({ cacheTime: 0 }).catch((error: unknown) => {
    throw new AppError('upstream_unavailable', `chain ${p.chainId} did not answer; try again`, {
      cause: error,
    })
  })
  if (p.fromBlock > head) {
    throw new AppError(
      'validation_failed',
      `fromBlock: block ${p.fromBlock} is past the head of chain ${p.chainId} (block ${head}): nothing to rescan there yet`,
    )
  }
  const [row] = await p.db
    .insert(rescanRequests)
    .values({ chainId: p.chainId, fromBlock: p.fromBlock, nextBlock: p.fromBlock, requestedAt: p.now })
    .returning({ id: rescanRequests.id })
  return row!.id
}

/** `GET /api/admin/payments/rescan/{id}`: null when there is no such request. */
export async function getRescan(db: Db, id: number): Promise<RescanStatusResponse | null> {
  const [row] = await db.select().from(rescanRequests).where(eq(rescanRequests.id, id))
  if (!row) return null
  return {
    id: String(row.id),
    chainId: row.chainId,
    fromBlock: Number(row.fromBlock),
    toBlock: row.toBlock === null ? null : Number(row.toBlock),
    status: row.status,
    credited: row.credited,
    exceptions: row.exceptions,
    error: row.error,
  }
}

export type ApplyRescanRequestsParameters = {
  ctx: PaymentsContext
  chain: ChainRuntime
  client: PublicClient
  rpc: WatcherRpc
  /** What becomes of a range's transfers: the scan's own handler (the deposit flow's), so a rescan credits alike. */
  handleRange: RangeHandler
}

/**
 * Applies the open rescan requests of a chain, oldest first, at most MAX_BLOCKS_PER_TICK blocks per call (a
 * long rescan goes on over the next passes): each covers from its block up to where the chain's cursor stood
 * when the scanner took it (a request from a block the cursor has not passed yet waits for it), credited and held exactly as the scan does (unique keys make a second look
 * harmless). The chain's own cursor is never moved, so a running pass cannot undo a rescan nor a rescan a
 * pass; two rescans are two rows, both applied. Returns the number of requests finished.
 */
export async function applyRescanRequests(p: ApplyRescanRequestsParameters): Promise<number> {
  const { ctx, chain } = p
  const open = await ctx.db
    .select()
    .from(rescanRequests)
    .where(and(eq(rescanRequests.chainId, chain.id), ne(rescanRequests.status, 'done')))
    .orderBy(asc(rescanRequests.id))
  let budget = MAX_BLOCKS_PER_TICK
  let finished = 0
  for (const request of open) {
    if (budget <= 0n) break
    let toBlock = request.toBlock
    if (toBlock === null) {
      const cursor = await readCursor(ctx.db, chain.id)
      toBlock = (cursor?.nextBlock ?? 0n) - 1n
      // From a block the scanner has not passed yet (at or just below the head): wait until it has, so the
      // rescan covers at least its first block instead of ending below its start.
      if (toBlock < request.fromBlock) continue
      await ctx.db
        .update(rescanRequests)
        .set({ toBlock, status: 'running' })
        .where(eq(rescanRequests.id, request.id))
    }
    let next = request.nextBlock
    const last = next + budget - 1n < toBlock ? next + budget - 1n : toBlock
    if (next <= last) {
      // Bodies read for a range whose logs the provider refused serve the smaller ranges that follow.
      const bodies: BodyCache = new Map()
      await scanRanges({
        fromBlock: next,
        toBlock: last,
        span: MAX_LOG_SPAN,
        maxSpan: MAX_LOG_SPAN,
        fetch: (from, to) => fetchRange(chain, p.client, p.rpc, from, to, null, bodies),
        onRange: async (range, from, to) => {
          const outcome = await p.handleRange(ctx, chain, range, p.rpc, p.client)
          const [row] = await ctx.db
            .select({ credited: rescanRequests.credited, exceptions: rescanRequests.exceptions })
            .from(rescanRequests)
            .where(eq(rescanRequests.id, request.id))
          await ctx.db
            .update(rescanRequests)
            .set({
              nextBlock: to + 1n,
              credited: (row?.credited ?? 0) + outcome.credited,
              exceptions: (row?.exceptions ?? 0) + outcome.exceptions,
            })
            .where(eq(rescanRequests.id, request.id))
          budget -= to - from + 1n
          next = to + 1n
        },
      })
    }
    if (next > toBlock) {
      await ctx.db
        .update(rescanRequests)
        .set({ status: 'done', doneAt: ctx.now() })
        .where(eq(rescanRequests.id, request.id))
      finished++
    }
  }
  return finished
}
