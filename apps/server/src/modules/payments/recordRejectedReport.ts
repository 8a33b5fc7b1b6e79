import { and, eq, gt, sql } from 'drizzle-orm'
import type { Executor } from '../../db'
import { depositExceptions } from '../../db/schema/exceptions'
import { recordException } from '../../runtime/operatorQueue/recordException'

export type RecordRejectedReportParameters = {
  cardId: string
  chainId: number
  txHash: string
  reporter: string
  /**
   * Why it was refused, as a code (`reverted`, `no_match`, `not_payable`, a deposit hold...; rows written
   * before issue 26 may say `used_elsewhere`).
   */
  detail: string
  now: Date
}

/** New `rejected_report` exceptions one card raises in a day at most (a repeat of one still counts an attempt). */
export const REJECTED_REPORTS_PER_CARD_PER_DAY = 3

/**
 * A refused payment report leaves a `rejected_report` exception with its reporter and reason, so support can
 * find what a user tried (one row per card, transaction and reason; a repeat counts an attempt). A card raises
 * at most REJECTED_REPORTS_PER_CARD_PER_DAY new ones a day: a report costs its owner nothing, and the operators'
 * queue must not fill with one owner's made-up hashes (the refusal itself is answered the same).
 */
export async function recordRejectedReport(db: Executor, p: RecordRejectedReportParameters): Promise<void> {
  const dedupeKey = `report:${p.cardId}:${p.chainId}:${p.txHash.toLowerCase()}:${p.detail}`
  const dayAgo = new Date(p.now.getTime() - 24 * 60 * 60_000)
  const [today] = await db
    .select({
      n: sql<number>`count(*)::int`,
      known: sql<boolean>`bool_or(${depositExceptions.dedupeKey} = ${dedupeKey})`,
    })
    .from(depositExceptions)
    .where(
      and(
        eq(depositExceptions.cardId, p.cardId),
        eq(depositExceptions.reason, 'rejected_report'),
        gt(depositExceptions.createdAt, dayAgo),
      ),
    )
  if ((today?.n ?? 0) >= REJECTED_REPORTS_PER_CARD_PER_DAY && !today?.known) return
  await recordException(db, {
    reason: 'rejected_report',
    detail: p.detail,
    dedupeKey,
    chainId: p.chainId,
    txHash: p.txHash.toLowerCase(),
    cardId: p.cardId,
    reporter: p.reporter.toLowerCase(),
    now: p.now,
  })
}
