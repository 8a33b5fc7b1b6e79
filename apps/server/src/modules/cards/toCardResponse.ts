import {
  type Card,
  type CardFeature,
  formatUsd,
  isCardExpired,
  isCardTopupDisabled,
  maskLast4,
  maskName,
} from '@chaincard/domain'
import type { CardRow } from '../../db/schema/cards'
import { availableBalance } from '../../ledger'

/** Features of cards of the sandbox issuer: lockable, full transaction history. */
export const SANDBOX_CARD_FEATURES: readonly CardFeature[] = ['lock', 'full-transaction']

function usd(micro: bigint): string {
  // Balances shown as available round down; `-0.00` cannot occur (a negative micro amount floors to -0.01).
  return formatUsd(micro, 'down')
}

/** The columns a card answer is made of (lists select only these). */
const CARD_VIEW_COLUMNS = [
  'id',
  'issuerCardId',
  'panLast4',
  'program',
  'productId',
  'status',
  'expiresAt',
  'balanceMicro',
  'heldMicro',
  'balanceUpperMicro',
  'originalBalanceUpperMicro',
  'pendingMicro',
  'lastPaymentHash',
  'contactSubmittedAt',
  'topupDisabled',
  'topupHold',
  'issuanceFailedAt',
] as const satisfies readonly (keyof CardRow)[]

export type CardViewRow = Pick<CardRow, (typeof CARD_VIEW_COLUMNS)[number]>

export type ToCardResponseParameters = {
  card: CardRow
  /** The owner's display name from their contact info (masked here), if given. */
  displayName: string | null
  now: Date
}

/**
 * A card row as the wire `Card`: masked number and name, money as 2-decimal strings, never PAN or CVV. The
 * `balance` is what the card can spend: its ledger balance minus what open authorizations hold.
 */
export function toCardResponse({
  card,
  displayName,
  now,
}: Omit<ToCardResponseParameters, 'card'> & { card: CardViewRow }): Card {
  return {
    id: card.id,
    cardId: card.issuerCardId,
    number: maskLast4(card.panLast4),
    program: card.program,
    productId: card.productId,
    status: card.status,
    expired: isCardExpired(card, now),
    expiresAt: card.expiresAt ? card.expiresAt.toISOString() : null,
    balance: usd(availableBalance(card)),
    balanceUpper: card.balanceUpperMicro === null ? null : usd(card.balanceUpperMicro),
    original: {
      balanceUpper: card.originalBalanceUpperMicro === null ? null : usd(card.originalBalanceUpperMicro),
    },
    pendingTopup: usd(card.pendingMicro),
    // Up: with the balance rounded down, the two never add up to less than the ledger (the room never grows).
    held: formatUsd(card.heldMicro > 0n ? card.heldMicro : 0n, 'up'),
    hash: (card.lastPaymentHash as `0x${string}` | null) ?? null,
    currency: 'USD',
    name: card.contactSubmittedAt ? maskName(displayName) : '',
    // The card's own refusal; the user state is its own answer (GET /user/state), so a blacklisted user's
    // card still offers top-up with rewards.
    topupDisabled: isCardTopupDisabled(card, now),
    supported: [...SANDBOX_CARD_FEATURES],
    // Only when it failed (the common answer stays as it was).
    ...(card.issuanceFailedAt ? { issuanceFailed: true } : {}),
  }
}
