import { type ExcessRefund, formatUsd } from '@chaincard/domain'
import type { DepositExceptionRow } from '../../db/schema/exceptions'

/** An `excess_refund` exception as its owner sees it. */
export function toExcessRefund(row: DepositExceptionRow): ExcessRefund {
  return {
    id: String(row.id),
    amount: formatUsd(row.amountMicro ?? 0n, 'down'),
    status: row.status,
    refundTxHash: (row.refundTxHash as `0x${string}` | null) ?? null,
    at: row.createdAt.toISOString(),
  }
}
