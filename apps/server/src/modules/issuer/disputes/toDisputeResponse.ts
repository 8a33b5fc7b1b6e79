import { type Dispute, formatUsd } from '@chaincard/domain'
import type { CardDisputeRow } from '../../../db/schema/disputes'

/** A dispute on the wire: amounts in USD (the amount disputed and what it credited, both exact cents). */
export function toDisputeResponse(row: CardDisputeRow, merchantName: string): Dispute {
  return {
    id: row.id,
    transactionId: row.authorizationId ?? row.transactionToken,
    merchantName: merchantName.slice(0, 100),
    reason: row.reason as Dispute['reason'],
    description: row.description,
    amount: formatUsd(row.amountMicro, 'down'),
    credited: formatUsd(row.creditedMicro, 'down'),
    status: row.status,
    openedAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  }
}
