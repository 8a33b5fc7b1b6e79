// Disputes (issue 30): the values a dispute's status takes, here once for the wire schema and the database.

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
