import { DISPUTE_EVIDENCE_MAX_BYTES, type DISPUTE_EVIDENCE_TYPES } from '../../constants/disputes'
import type { DisputeStatus } from '../../schemas/disputes'

/** Why evidence for a dispute is refused: each is an API error code of its own (the web's sentence). */
export type EvidenceRefusal = 'evidence_not_requested' | 'evidence_too_large' | 'evidence_type_refused'

/** Evidence as the refusal needs it: the dispute's status, the declared type, the bytes. */
export type EvidenceToSend = { status: DisputeStatus; contentType: string; bytes: Uint8Array }

/** The first bytes each type the issuer takes starts with (a file's declared type must match its content). */
const SIGNATURES: Record<(typeof DISPUTE_EVIDENCE_TYPES)[number], number[]> = {
  'application/pdf': [0x25, 0x50, 0x44, 0x46, 0x2d],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
}

/**
 * Why this evidence cannot be sent, or null: only a dispute the issuer asked the owner about (`needs_info`)
 * takes evidence; a file is at most DISPUTE_EVIDENCE_MAX_BYTES and a PDF, JPEG or PNG by its declared type and
 * by its first bytes (a renamed file would be refused by the issuer's review, after the owner was told it was sent).
 */
export function getEvidenceRefusal(evidence: EvidenceToSend): EvidenceRefusal | null {
  if (evidence.status !== 'needs_info') return 'evidence_not_requested'
  if (evidence.bytes.length > DISPUTE_EVIDENCE_MAX_BYTES) return 'evidence_too_large'
  const signature = SIGNATURES[evidence.contentType as keyof typeof SIGNATURES]
  if (!signature || evidence.bytes.length < signature.length) return 'evidence_type_refused'
  return signature.every((byte, i) => evidence.bytes[i] === byte) ? null : 'evidence_type_refused'
}
