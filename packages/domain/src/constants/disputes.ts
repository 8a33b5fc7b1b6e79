// Disputes: the values a dispute's status takes, here once for the wire schema and the database.

/**
 * Where a dispute is: `filing` (sent to the issuer, not answered yet), `opened` (the issuer has it),
 * `needs_info` (the issuer waits for the owner: support writes to them), `in_review` (with the card network:
 * the merchant may answer), `won` (credited, in full or in part), `lost` (not credited: no dispute rights,
 * rejected, lost), `withdrawn`. The server's `card_disputes.status` takes these (migration 0049's check).
 */
export const DISPUTE_STATUSES = [
  'filing',
  'opened',
  'needs_info',
  'in_review',
  'won',
  'lost',
  'withdrawn',
] as const

/** How long the owner's account of a dispute is, in characters after trimming (`DisputeCreateBody` checks it). */
export const DISPUTE_DESCRIPTION_MIN = 10
export const DISPUTE_DESCRIPTION_MAX = 1_000

/**
 * Evidence the owner sends for a dispute that asks for it: a file of one of the types Lithic takes for dispute
 * evidence (PDF, JPEG, PNG), at most this many bytes (Lithic takes up to 5 GiB; a receipt or a screenshot is far
 * smaller, and the bytes pass through the API's memory), or a note of at most this many characters (sent as a
 * one-page PDF: Lithic takes no text file).
 */
export const DISPUTE_EVIDENCE_MAX_BYTES = 5 * 1024 * 1024
export const DISPUTE_EVIDENCE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const
export const DISPUTE_EVIDENCE_NOTE_MAX = 2_000

/** A dispute the issuer has and has not decided yet: its provisional credit, if any, stands. */
export function isOpenDispute(status: (typeof DISPUTE_STATUSES)[number]): boolean {
  return status === 'opened' || status === 'needs_info' || status === 'in_review'
}
