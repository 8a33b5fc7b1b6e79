import type { Executor } from '../../../db'
import { keptDays } from './repo/reconciliations'
import { addUtcDays, type UtcDay } from './utcDay'

/**
 * The days a round reconciles, oldest first: every day up to `yesterday` that is not done, from the first day
 * ever reconciled (a new deployment starts with yesterday, it does not invent a history) but at most
 * `reachDays` back (a day older than that is the operator's to rerun). So a downtime of three days is made up
 * at the next round, day by day, and a failed day is retried until it is done.
 */
export async function daysToReconcile(
  tx: Executor,
  issuer: string,
  yesterday: UtcDay,
  reachDays: number,
): Promise<UtcDay[]> {
  const reach = addUtcDays(yesterday, 1 - reachDays)
  const kept = await keptDays(tx, issuer, reach)
  if (kept.oldest === null) return [yesterday]
  // A day ever kept after yesterday (the operator reconciled today) does not skip yesterday.
  const oldest = kept.oldest < yesterday ? kept.oldest : yesterday
  const days: UtcDay[] = []
  for (let day = oldest > reach ? oldest : reach; day <= yesterday; day = addUtcDays(day, 1)) {
    if (kept.days.get(day) !== 'done') days.push(day)
  }
  return days
}
