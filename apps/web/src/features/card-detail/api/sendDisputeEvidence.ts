import type { DisputeEvidence, DisputeEvidenceBody } from '@chaincard/domain'
import { apiPost } from '../../../lib/api/client'

export type SendDisputeEvidenceParameters = {
  cardId: string
  disputeId: string
  evidence: DisputeEvidenceBody
}

/**
 * POST /api/card/{id}/disputes/{disputeId}/evidence: a file (base64) or a note for a dispute that asks for
 * evidence. Refusals: 409 `evidence_not_requested`, 413 `evidence_too_large`, 415 `evidence_type_refused`,
 * 429 `rate_limited`, 503 `upstream_unavailable` (the issuer did not take it).
 */
export function sendDisputeEvidence({ cardId, disputeId, evidence }: SendDisputeEvidenceParameters) {
  return apiPost<DisputeEvidence>(
    `/card/${encodeURIComponent(cardId)}/disputes/${encodeURIComponent(disputeId)}/evidence`,
    evidence,
  )
}
