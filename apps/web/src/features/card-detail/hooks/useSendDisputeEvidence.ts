import { useMutation } from '@tanstack/react-query'
import { type SendDisputeEvidenceParameters, sendDisputeEvidence } from '../api/sendDisputeEvidence'

/** Sends a piece of evidence for a dispute of the card (nothing on the page changes but the dialog). */
export function useSendDisputeEvidence(cardId: string, disputeId: string) {
  return useMutation({
    mutationFn: (evidence: SendDisputeEvidenceParameters['evidence']) =>
      sendDisputeEvidence({ cardId, disputeId, evidence }),
  })
}
