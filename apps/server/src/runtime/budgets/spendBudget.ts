import { sql } from 'drizzle-orm'
import type { Executor } from '../../db'
import { rateLimitHits } from '../../db/schema'
import { AppError } from '../../errors'

export type BudgetParameters = {
  /** What is counted and whose: `statements|0xabc…`, `contact-mail|a@b.example`. */
  key: string
  /** Spends allowed per window. */
  max: number
  windowMs: number
  now: Date
}

export type BudgetSpend = {
  /** False when this spend went over `max` (the caller refuses; the spend is still counted). */
  allowed: boolean
  hits: number
  /** Seconds until the window ends (Retry-After). */
  retryAfterSeconds: number
}

/**
 * Counts one spend of `key` in the database's rate-limit counters (`rate_limit_hits`, keys under `budget|`), so
 * every instance on the database shares the budget: one atomic upsert, a window of `windowMs` from the key's
 * first spend (the instances' rate-limit cleanup deletes ended windows). Says whether the spend fits.
 */
export async function spendBudget(
  db: Executor,
  { key, max, windowMs, now }: BudgetParameters,
): Promise<BudgetSpend> {
  const nowText = now.toISOString()
  const ended = sql`${rateLimitHits.expiresAt} <= ${nowText}::timestamptz`
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key: `budget|${key}`, hits: 1, expiresAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`CASE WHEN ${ended} THEN 1 ELSE ${rateLimitHits.hits} + 1 END`,
        expiresAt: sql`CASE WHEN ${ended} THEN excluded.expires_at ELSE ${rateLimitHits.expiresAt} END`,
      },
    })
    .returning({ hits: rateLimitHits.hits, expiresAt: rateLimitHits.expiresAt })
  if (!row) throw new Error('the budget upsert returned no row')
  return {
    allowed: row.hits <= max,
    hits: row.hits,
    retryAfterSeconds: Math.max(1, Math.ceil((row.expiresAt.getTime() - now.getTime()) / 1000)),
  }
}

/**
 * `spendBudget`, refusing with 429 `rate_limited` (and Retry-After) when the budget is spent: `what` says
 * which, in the message ("too many requests: statements downloaded too often this hour").
 */
export async function requireBudget(db: Executor, budget: BudgetParameters, what: string): Promise<void> {
  const spend = await spendBudget(db, budget)
  if (!spend.allowed) {
    throw new AppError('rate_limited', `too many requests: ${what}`, {
      retryAfterSeconds: spend.retryAfterSeconds,
    })
  }
}
