import type Lithic from 'lithic'
import type { Db } from '../../../../db'
import { recoveredUntil, setRecoveredUntil } from '../../reconcile/repo/reconciliations'
import { callLithic } from './callLithic'

/** How far back the first recovery asks (no earlier run to start from). */
const FIRST_RECOVERY_WINDOW_MS = 86_400_000
/**
 * How far before the previous round's end each recovery starts again. `recover` resends the messages created
 * in the window that have *failed*, and Lithic marks a message failed only once its own retries are spent
 * (the definition links its retry schedule, in Lithic's events guide, without stating it; schedules of this
 * kind give up after about a day): a message created just before the previous round's end was still being
 * retried then, so a window starting there would never ask for it. Three days is past that horizon with room
 * for a delayed round; asking again is harmless, as a resent event applies once.
 */
const RECOVERY_LOOK_BACK_MS = 3 * 86_400_000

export type RecoverLithicEventsReturnType = { begin: Date; end: Date } | null

/**
 * Asks Lithic to resend every delivery of the event subscription that failed (the SDK's
 * `events.subscriptions.recover`, begin/end), from `RECOVERY_LOOK_BACK_MS` before the previous recovery's end
 * (the first: the last 24 hours) until now: after a downtime, the events Lithic gave up on arrive again
 * through the webhook and apply once. The window's end is kept for the next run. Null when no subscription
 * is configured.
 */
export async function recoverLithicEvents(
  ctx: { db: Db; now: () => Date },
  client: Lithic,
  subscriptionToken: string | undefined,
): Promise<RecoverLithicEventsReturnType> {
  if (!subscriptionToken) return null
  const end = ctx.now()
  const until = await recoveredUntil(ctx.db, 'lithic')
  const begin = until
    ? new Date(until.getTime() - RECOVERY_LOOK_BACK_MS)
    : new Date(end.getTime() - FIRST_RECOVERY_WINDOW_MS)
  if (begin.getTime() >= end.getTime()) return { begin, end }
  await callLithic('event_subscriptions.recover', () =>
    client.events.subscriptions.recover(subscriptionToken, {
      begin: begin.toISOString(),
      end: end.toISOString(),
    }),
  )
  await setRecoveredUntil(ctx.db, 'lithic', end, ctx.now())
  return { begin, end }
}
