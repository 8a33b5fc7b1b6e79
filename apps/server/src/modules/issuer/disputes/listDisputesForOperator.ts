import { Dispute, type DisputeStatus } from '@chaincard/domain'
import { z } from 'zod'
import type { AppContext } from '../../../runtime/appContext'
import { listDisputes } from './repo/disputeRows'
import { toDisputeResponse } from './toDisputeResponse'

/** A dispute as an operator sees it: the owner's view, plus the card, the issuer's ids and its own words. */
export const OperatorDispute = Dispute.extend({
  cardId: z.string(),
  issuer: z.string(),
  issuerToken: z.string().nullable(),
  issuerStatus: z.string().nullable(),
  resolution: z.string().nullable(),
})
export type OperatorDispute = z.infer<typeof OperatorDispute>

/** `GET /admin/disputes`: every card's disputes, newest first, at most `limit`, optionally of one status. */
export async function listDisputesForOperator(
  ctx: Pick<AppContext, 'db'>,
  query: { status?: DisputeStatus | undefined; limit: number },
): Promise<OperatorDispute[]> {
  const rows = await listDisputes(ctx.db, { status: query.status, limit: query.limit })
  return rows.map(({ dispute, merchantName }) => ({
    ...toDisputeResponse(dispute, merchantName ?? 'Card purchase'),
    cardId: dispute.cardId,
    issuer: dispute.issuer,
    issuerToken: dispute.issuerToken,
    issuerStatus: dispute.issuerStatus,
    resolution: dispute.resolution,
  }))
}
