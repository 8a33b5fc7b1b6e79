import { eq } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { payments } from '../../../db/schema/payments'
import type { PaymentState } from '../paymentState'

export type SavePaymentStateExtra = {
  blockNumber?: bigint | null
  blockHash?: string | null
  amountBase?: bigint | null
  grossMicro?: bigint | null
  feeMicro?: bigint | null
  creditedMicro?: bigint | null
  creditedAt?: Date | null
}

/** Writes a payment's new state (from transitionPayment) and the chain facts that came with it. */
export async function savePaymentState(
  tx: Executor,
  paymentId: number,
  state: PaymentState,
  now: Date,
  extra: SavePaymentStateExtra = {},
): Promise<void> {
  await tx
    .update(payments)
    .set({
      status: state.status,
      exception: state.exception,
      reason: state.reason,
      cancelled: state.cancelled,
      replacedBy: state.replacedBy,
      ...(extra.blockNumber !== undefined ? { blockNumber: extra.blockNumber } : {}),
      ...(extra.blockHash !== undefined ? { blockHash: extra.blockHash } : {}),
      ...(extra.amountBase !== undefined
        ? { amountBase: extra.amountBase === null ? null : extra.amountBase.toString() }
        : {}),
      ...(extra.grossMicro !== undefined ? { grossMicro: extra.grossMicro } : {}),
      ...(extra.feeMicro !== undefined ? { feeMicro: extra.feeMicro } : {}),
      ...(extra.creditedMicro !== undefined ? { creditedMicro: extra.creditedMicro } : {}),
      ...(extra.creditedAt !== undefined ? { creditedAt: extra.creditedAt } : {}),
      updatedAt: now,
    })
    .where(eq(payments.id, paymentId))
}
