import { and, asc, eq, inArray } from 'drizzle-orm'
import { payments } from '../../db/schema/payments'
import type { PaymentsContext } from '../../runtime/paymentsContext'
import { verifyPayment } from './verifyPayment'

export type ProcessOpenPaymentsReturnType = { checked: number; credited: number; failed: number }

/** Payments checked per chain and tick; the rest wait for the next tick. */
const BATCH = 200

/**
 * Re-checks every open payment (reported, seen, confirmed) of a chain: follows it to confirmed and
 * credited, reverted, invalid, replaced or dropped. One payment's RPC failure does not stop the others.
 */
export async function processOpenPayments(
  ctx: PaymentsContext,
  chainId: number,
  onError?: (error: unknown, paymentId: number) => void,
): Promise<ProcessOpenPaymentsReturnType> {
  const open = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.chainId, chainId), inArray(payments.status, ['reported', 'seen', 'confirmed'])))
    .orderBy(asc(payments.id))
    .limit(BATCH)
  let credited = 0
  let failed = 0
  for (const payment of open) {
    try {
      const result = await verifyPayment(ctx, payment)
      if (result.credit?.credited) credited++
    } catch (error) {
      failed++
      onError?.(error, payment.id)
    }
  }
  return { checked: open.length, credited, failed }
}
