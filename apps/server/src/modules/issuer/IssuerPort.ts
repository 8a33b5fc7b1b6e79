import type { Executor } from '../../db'
import type { CardRow } from '../../db/schema/cards'

export type IssuedCard = { issuerCardId: string; panLast4: string; expiresAt: Date }

export type SensitiveCardDetails = { pan: string; cvv: string; expiresAt: Date }

/**
 * What the server needs from a card issuer (DESIGN "Cards, issuer, users"). The sandbox issuer implements
 * it in-process on the same database; a production adapter calls the issuer's API.
 */
export type IssuerPort = {
  readonly name: string
  /** Issues the card of an approved application; `application_processing` -> `waiting_to_get`. */
  issueCard(tx: Executor, card: CardRow, now: Date): Promise<IssuedCard | null>
  /**
   * Freezes (locks) an active card or unfreezes a card its owner locked, at the issuer and on the card row.
   * Returns false when the card was not in a state that allows it (already changed by someone else).
   */
  setFrozen(tx: Executor, card: CardRow, frozen: boolean, now: Date): Promise<boolean>
  /** Number, CVV and expiry, for the one-time card image. Never log the result. */
  getSensitiveDetails(card: CardRow): Promise<SensitiveCardDetails>
}
