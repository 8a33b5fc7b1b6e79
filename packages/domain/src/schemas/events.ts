// GET /api/events (API.md "Live events"): the server-sent events a signed-in client receives. Each is a signal
// naming a card; the client refetches what it names (the REST answer is the truth).

/** Every event name of the stream. */
export const CARD_EVENT_KINDS = [
  'deposit.seen',
  'deposit.confirming',
  'deposit.credited',
  'deposit.held',
  'purchase.authorized',
  /**
   * A purchase was declined (`declineReason`, and `declineLimitMicro` for an owner's limit); `declinedBy: 'owner'`
   * when the owner's own doing declined it (domain `isOwnDecline`: their lock, controls or 3DS answer), which
   * is neither mailed nor pushed.
   */
  'purchase.declined',
  'purchase.cleared',
  /** An authorization released without clearing (reversed or expired): its hold is gone. */
  'purchase.released',
  'purchase.refunded',
  'challenge.opened',
  'challenge.closed',
  'card.state',
  'card.settled',
  /**
   * A wallet (Apple Pay, Google Pay...) asked the person for an activation code: `walletTokenId`,
   * `wallet` and `device`, never the code (the card's wallet tokens show it; push and mail read it when sent).
   */
  'wallet.code',
  /**
   * A wallet token became active: a phone or watch now pays with the card (`walletTokenId`, `wallet`, `device`).
   * The owner is told by push and e-mail, with the card page where it is removed.
   */
  'wallet.active',
  /**
   * A withdrawal of the card's balance changed (`withdrawalId`, `status`, `amount`, `txHash` once known):
   * asked (the money left the card), its payout sent, paid, or failed (the money came back).
   */
  'withdrawal.requested',
  'withdrawal.sending',
  'withdrawal.paid',
  'withdrawal.failed',
  /**
   * The card's money moved other than by a settlement or a refund: a dispute's credit or its reversal, a
   * redemption of rewards, an operator's credit or adjustment, a correction, money moved between the owner's
   * cards (`ledgerKind`, `amount` what it did to the balance).
   */
  'card.ledger',
  /** A wallet token of the card was added or changed status (`walletTokenId`, `status`). */
  'wallet.changed',
  /** The owner's rewards changed (a rebate, a referral reward, a redemption): an owner event, no card. */
  'rewards.changed',
  /** The owner earned another free card (`cardAllowance`): an owner event, no card. */
  'cards.earned',
  /**
   * A dispute of one of the card's purchases was decided (`disputeId`, `status` `won`, `lost` or `withdrawn`,
   * `amount` the disputed amount): the owner is mailed and pushed; its money, if any moved, is a `card.ledger`
   * event of its own.
   */
  'dispute.decided',
] as const
export type CardEventKind = (typeof CARD_EVENT_KINDS)[number]

/**
 * The JSON `data` of an event: the card (absent from an owner event); the rest depends on the kind (`amount` a
 * decimal string, `confirmations` and `required` for deposits, `challengeId`, `status`...).
 */
export type CardEventData = { cardId?: string } & Record<string, string | number | null>
