import type { Executor } from '../../db'
import type { CardRow } from '../../db/schema/cards'

export type IssuedCard = { issuerCardId: string; panLast4: string; expiresAt: Date }

export type SensitiveCardDetails = { pan: string; cvv: string; expiresAt: Date }

/** One load of funds onto a card at the issuer (the settlement of a pending top-up, or of part of it). */
export type LoadFundsRequest = {
  /**
   * Idempotency key of this load. The same key always comes with the same card and amount; the settlement
   * job asks again with it, round after round, until the answer is `confirmed` (after a crash, a timeout or
   * a lost answer too), so the issuer must load the amount at most once per key.
   */
  key: string
  card: { id: string; issuerCardId: string | null }
  /** Micro-USD, positive; never more than the card's maximum leaves room for. */
  amountMicro: bigint
  now: Date
}

/**
 * `confirmed`: the issuer has loaded the amount and it is spendable on the card (`reference` is the
 * issuer's id of the load, kept for reconciliation). `pending`: accepted but not settled yet; ask again.
 */
export type LoadFundsResult = { status: 'confirmed'; reference: string } | { status: 'pending' }

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
  /**
   * Loads a credited top-up onto the card (settlement: pending top-up -> balance, which happens only when
   * this answers `confirmed`; see modules/settlement). Called outside any database transaction.
   *
   * The sandbox issuer keeps card balances in our own database, so it confirms at once; the sandbox
   * settlement job waits SETTLEMENT_DELAY after a credit before it asks, which is the sandbox's stand-in for
   * the issuer's settlement time. A production adapter (none ships yet) must:
   * - send `key` as the issuer's idempotency key, and `card.issuerCardId` (never null for the issued cards
   *   settlement asks about) with `amountMicro` in the issuer's unit, never rounded up;
   * - answer `confirmed` only once the issuer reports the load as completed, `pending` while it is accepted
   *   but not completed (the job asks again next round with the same key; an issuer with a webhook may
   *   answer from what the webhook stored, keyed by `key`);
   * - throw on a transport error, a timeout or an answer it cannot read (the job logs it and asks again with
   *   the same key), and on a refusal (unknown or closed card, limits): the load stays requested and the
   *   money pending until an operator resolves it; nothing is credited twice either way.
   */
  loadFunds(request: LoadFundsRequest): Promise<LoadFundsResult>
}
