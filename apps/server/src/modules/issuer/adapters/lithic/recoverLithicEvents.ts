import type Lithic from 'lithic'
import type { Db } from '../../../../db'
import { recoveredUntil, setRecoveredUntil } from '../../reconcile/repo/reconciliations'
import { callLithic } from './callLithic'

/** How far back the first recovery asks (no earlier run to start from). */
const FIRST_RECOVERY_WINDOW_MS = 86_400_000

export type RecoverLithicEventsReturnType = { begin: Date; end: Date } | null

/**
 * Asks Lithic to resend every delivery of the event subscription that failed since the last recovery (the
 * SDK's `events.subscriptions.recover`, begin/end): after a downtime, the events Lithic gave up on arrive
 * again through the webhook and apply once. The window's end is kept, so the next run starts there. Null
 * when no subscription is configured.
 */
export async function recoverLithicEvents(
  ctx: { db: Db; now: () => Date },
  client: Lithic,
  subscriptionToken: string | undefined,
): Promise<RecoverLithicEventsReturnType> {
  if (!subscriptionToken) return null
  const end = ctx.now()
  const begin = (await recoveredUntil(ctx.db, 'lithic')) ?? new Date(end.getTime() - FIRST_RECOVERY_WINDOW_MS)
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
