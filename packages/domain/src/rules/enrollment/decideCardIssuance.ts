import type { EnrollmentStatus } from '../../schemas/enrollment'

/** What happens to a paid card's application now: issued, left waiting, or failed for good. */
type CardIssuance = 'issue' | 'wait' | 'fail'

/**
 * Whether a card can be issued. A program that enrolls cardholders issues a card on its owner's
 * account only once the issuer accepted them: while their enrollment is under way or pending (or there is none
 * yet) the card waits; a rejected person's card fails for good (what was paid is refunded by an operator). A
 * program that enrolls no one issues every card.
 */
export function decideCardIssuance(
  requireCardholder: boolean,
  cardholder: EnrollmentStatus | null | undefined,
): CardIssuance {
  if (!requireCardholder || cardholder === 'accepted') return 'issue'
  return cardholder === 'rejected' ? 'fail' : 'wait'
}
