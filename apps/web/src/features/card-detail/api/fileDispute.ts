import type { Dispute, DisputeCreateBody } from '@chaincard/domain'
import { apiPost } from '../../../lib/api/client'

export type FileDisputeParameters = { cardId: string } & DisputeCreateBody

/**
 * POST /api/card/{id}/disputes: "Report a problem" with a settled purchase (`transactionId`, its
 * history row's id). Answers the dispute as filed; a purchase that cannot be disputed is 409 `invalid_action`,
 * an unreachable issuer 503 `upstream_unavailable`.
 */
export function fileDispute({
  cardId,
  transactionId,
  reason,
  description,
}: FileDisputeParameters): Promise<Dispute> {
  const body: DisputeCreateBody = { transactionId, reason, description }
  return apiPost<Dispute>(`/card/${encodeURIComponent(cardId)}/disputes`, body)
}
