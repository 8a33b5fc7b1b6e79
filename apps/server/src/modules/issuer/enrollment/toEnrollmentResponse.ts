import type { EnrollmentResponse } from '@chaincard/domain'
import type { CardholderRow } from '../../../db/schema/cardholders'

/** The owner's enrollment on the wire (null: none). */
export function toEnrollmentResponse(row: CardholderRow | null): EnrollmentResponse {
  if (!row) return null
  return {
    status: row.status,
    reasons: row.statusReasons.slice(0, 20),
    cardName: row.cardName,
    termsVersion: row.termsVersion,
  }
}
