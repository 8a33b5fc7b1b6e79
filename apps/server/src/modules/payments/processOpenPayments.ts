import { and, asc, eq, inArray, isNotNull, isNull, not, notInArray, or, sql } from 'drizzle-orm'
import { type PaymentRow, payments } from '../../db/schema/payments'
import type { WatcherRpc } from '../../runtime/chain/WatcherRpc'
import type { PaymentsContext } from '../../runtime/paymentsContext'
import type { PaymentCheckBackoff } from './paymentCheckBackoff'
import { verifyPayment } from './verifyPayment'

export type ProcessOpenPaymentsReturnType = { checked: number; credited: number; failed: number }

export type ProcessOpenPaymentsOptions = {
  /** Every RPC call of the checks goes through it (the watcher's: counted, rate limits waited out). */
  rpc?: WatcherRpc
  /** Payments whose last check failed wait (per payment); without it a failed one is due again next round. */
  backoff?: PaymentCheckBackoff
  onError?: (error: unknown, paymentId: number) => void
}

/** Payments checked per chain and tick; the rest wait for the next tick. */
const BATCH = 200
/** Verifications in flight at once (each is a few RPC calls and one short transaction). */
const VERIFY_CONCURRENCY = 8
/** The shortest and the longest wait between two checks of a hash not in a block. */
const MIN_RECHECK_MS = 5_000
const MAX_RECHECK_MS = 5 * 60_000

/**
 * Re-checks the open payments (reported, seen, confirmed) of a chain that are due: follows each to confirmed
 * and credited, reverted, invalid, replaced or dropped. Runs beside the watcher's pass (the payment-checks job of
 * jobs/depositPipeline), never inside it. One payment's RPC failure does not stop the others (with `backoff`,
 * that payment waits before its next check); up to VERIFY_CONCURRENCY run at once. A payment the look-ahead
 * noted and still sees in its block is left to the watcher. Another payment in a block (seen, confirmed, or
 * reported with its block known) is due every round. A hash not in any block yet (unknown to the node, or in its mempool) costs 3 to 13
 * RPC calls a check and was checked every tick for the whole drop window: it is now due after a wait as long as
 * it has been followed already (5 s to 5 min since its last check), so about a dozen checks in the 30 minutes'
 * window, and once more when the window is over, to be dropped with its reason. A transfer mined meanwhile is
 * not missed: the watcher's look-ahead makes its payment due again (noteUnconfirmedDeposits), and the confirmed
 * scan credits it in any case.
 */
export async function processOpenPayments(
  ctx: PaymentsContext,
  chainId: number,
  { rpc, backoff, onError }: ProcessOpenPaymentsOptions = {},
): Promise<ProcessOpenPaymentsReturnType> {
  const nowDate = ctx.now()
  const now = nowDate.toISOString()
  const waiting = backoff?.waiting(nowDate.getTime()) ?? []
  const since = sql`coalesce(${payments.reportedAt}, ${payments.createdAt})`
  const due = or(
    inArray(payments.status, ['seen', 'confirmed']),
    isNotNull(payments.blockNumber),
    sql`${payments.updatedAt} <= ${since}`,
    sql`${now}::timestamptz - ${payments.updatedAt} >= least(greatest(${ms(MIN_RECHECK_MS)}, ${payments.updatedAt} - ${since}), ${ms(MAX_RECHECK_MS)})`,
    sql`${now}::timestamptz - ${since} >= ${ms(ctx.dropAfterMs)}`,
  )
  // A payment the watcher's look-ahead noted (never reported by the owner) and still sees in its block is the
  // watcher's to follow: its confirmed scan credits it and its look-ahead sends it back here if the block goes.
  const followedByWatcher = and(
    eq(payments.status, 'seen'),
    isNull(payments.reportedAt),
    isNotNull(payments.blockNumber),
  )
  const open = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.chainId, chainId),
        inArray(payments.status, ['reported', 'seen', 'confirmed']),
        not(followedByWatcher!),
        waiting.length > 0 ? notInArray(payments.id, waiting) : undefined,
        due,
      ),
    )
    .orderBy(asc(payments.id))
    .limit(BATCH)
  let credited = 0
  let failed = 0
  const verify = async (payment: PaymentRow) => {
    try {
      const result = await verifyPayment(ctx, payment, rpc)
      backoff?.succeeded(payment.id)
      if (result.credit?.credited) credited++
    } catch (error) {
      failed++
      backoff?.failed(payment.id, ctx.now().getTime())
      onError?.(error, payment.id)
    }
  }
  let next = 0
  const workers = Array.from({ length: Math.min(VERIFY_CONCURRENCY, open.length) }, async () => {
    while (next < open.length) await verify(open[next++]!)
  })
  await Promise.all(workers)
  return { checked: open.length, credited, failed }
}

const ms = (n: number) => sql`${`${n} milliseconds`}::interval`
