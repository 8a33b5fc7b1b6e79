// Disputes: "Report a problem" on a settled purchase files a dispute with the card issuer; its
// status and what it credited the card are mirrored from the issuer's updates.
import { z } from 'zod'
import {
  DISPUTE_DESCRIPTION_MAX,
  DISPUTE_DESCRIPTION_MIN,
  DISPUTE_EVIDENCE_MAX_BYTES,
  DISPUTE_EVIDENCE_NOTE_MAX,
  DISPUTE_STATUSES,
} from '../constants/disputes'
import { Id, IsoDateTime, IssuerId, UsdAmount, UsdAmountInput } from './common'

/**
 * Why the owner disputes a purchase: the issuer's reasons (Lithic's chargeback reasons) a virtual card's
 * owner can have. `fraud`: the owner did not make it; `duplicated`: charged twice; `incorrect_amount`: charged
 * a different amount; `not_received` / `not_as_described`: goods or services; `cancelled`: cancelled, still
 * charged; `recurring_not_cancelled`: a subscription charged after it was cancelled; `refund_not_processed`:
 * a refund promised that never came; `other`.
 */
export const DisputeReason = z.enum([
  'fraud',
  'duplicated',
  'incorrect_amount',
  'not_received',
  'not_as_described',
  'cancelled',
  'recurring_not_cancelled',
  'refund_not_processed',
  'other',
])

/** Where a dispute is (DISPUTE_STATUSES says what each means). */
export const DisputeStatus = z.enum(DISPUTE_STATUSES)

/** `POST /card/{id}/disputes`: the purchase (its history row's `id`), why, and what happened in the owner's words. */
export const DisputeCreateBody = z.strictObject({
  transactionId: IssuerId,
  reason: DisputeReason,
  description: z
    .string()
    .trim()
    .min(DISPUTE_DESCRIPTION_MIN, `must say in at least ${DISPUTE_DESCRIPTION_MIN} characters what happened`)
    .max(DISPUTE_DESCRIPTION_MAX, `must be at most ${DISPUTE_DESCRIPTION_MAX} characters`),
})

/**
 * A dispute as its owner sees it: the purchase (`transactionId`, the history row's id), the amount disputed,
 * its status, and what it has credited the card so far (a provisional credit counts until the issuer takes it
 * back).
 */
export const Dispute = z.object({
  id: Id,
  transactionId: IssuerId,
  merchantName: z.string().max(100),
  reason: DisputeReason,
  description: z.string().max(DISPUTE_DESCRIPTION_MAX),
  amount: UsdAmount,
  credited: UsdAmount,
  status: DisputeStatus,
  openedAt: IsoDateTime,
  updatedAt: IsoDateTime,
})

/** `GET /card/{id}/disputes`: the card's disputes, newest first. */
export const DisputeListResponse = z.object({ items: z.array(Dispute) })

export const DisputeParams = z.object({ id: Id })

/** `POST /card/{id}/disputes/{disputeId}/evidence`: the card and its dispute. */
export const DisputeEvidenceParams = z.object({ id: Id, disputeId: Id })

/**
 * Evidence for a dispute that asks for it: a file (its name, its declared type, its bytes in base64; the type
 * and the size are the server's refusals of their own, `evidence_type_refused` and `evidence_too_large`, so
 * the schema bounds them only loosely), or a note in the owner's words.
 */
export const DisputeEvidenceBody = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('file'),
    filename: z
      .string()
      .trim()
      .min(1)
      .max(100)
      // A name, not a path: no separator, no control character (it becomes the issuer's file name).
      .refine((name) => ![...name].some((c) => c < ' ' || c === '/' || c === '\\'), 'must be a file name'),
    contentType: z.string().min(1).max(100),
    // Base64 of a file somewhat over the limit still parses, so the refusal says the size.
    data: z
      .string()
      .min(1)
      .max(Math.ceil((2 * DISPUTE_EVIDENCE_MAX_BYTES) / 3) * 4)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, 'must be base64'),
  }),
  z.strictObject({
    kind: z.literal('note'),
    text: z
      .string()
      .trim()
      .min(1)
      .max(DISPUTE_EVIDENCE_NOTE_MAX, `must be at most ${DISPUTE_EVIDENCE_NOTE_MAX} characters`),
  }),
])

/** A piece of evidence as sent: `sent` once the issuer has it. */
export const DisputeEvidence = z.object({
  id: Id,
  kind: z.enum(['file', 'note']),
  filename: z.string().max(100),
  status: z.enum(['sending', 'sent', 'failed']),
  sentAt: IsoDateTime,
})

/**
 * `POST /api/sandbox/disputes/{id}` (sandbox only): the sandbox issuer's update of a dispute, as Lithic's
 * Managed Disputes would send it: the status, the provisional credit standing now (granted less taken back),
 * and what is the owner's for good (recovered from the merchant or written off). Applied through the one
 * inbound handler like the issuer's own updates.
 */
export const SandboxDisputeUpdateBody = z.strictObject({
  status: DisputeStatus.exclude(['filing']),
  provisionalCredit: UsdAmountInput.optional(),
  finalCredit: UsdAmountInput.optional(),
})

export type DisputeReason = z.infer<typeof DisputeReason>
export type DisputeStatus = z.infer<typeof DisputeStatus>
export type DisputeCreateBody = z.infer<typeof DisputeCreateBody>
export type Dispute = z.infer<typeof Dispute>
export type DisputeListResponse = z.infer<typeof DisputeListResponse>
export type DisputeParams = z.infer<typeof DisputeParams>
export type DisputeEvidenceParams = z.infer<typeof DisputeEvidenceParams>
export type DisputeEvidenceBody = z.infer<typeof DisputeEvidenceBody>
export type DisputeEvidence = z.infer<typeof DisputeEvidence>
export type SandboxDisputeUpdateBody = z.infer<typeof SandboxDisputeUpdateBody>
