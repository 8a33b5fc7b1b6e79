// Web Push: which notifications a device can choose, and the card events each covers. No zod here:
// the web app's push chunk imports these without the schemas.
import type { CardEventKind } from '../schemas/events'

/**
 * What a device can be notified of: a 3DS challenge to approve, a purchase (with its refund and a dispute of it
 * decided), a deposit, a wallet's activation code (Apple Pay or Google Pay asks for it when the card is added)
 * and a wallet token that became active.
 */
export const PUSH_KINDS = ['challenge', 'purchase', 'deposit', 'wallet'] as const
/** One of PUSH_KINDS (the schemas' PushKind is the same type). */
type PushKind = (typeof PUSH_KINDS)[number]

/** The card events (GET /api/events kinds) each push kind notifies of. */
export const PUSH_EVENT_KINDS = {
  challenge: ['challenge.opened'],
  purchase: ['purchase.authorized', 'purchase.declined', 'purchase.refunded', 'dispute.decided'],
  deposit: ['deposit.credited', 'deposit.held'],
  wallet: ['wallet.code', 'wallet.active'],
} as const satisfies Record<PushKind, readonly CardEventKind[]>

/** The push kind a card event belongs to, or null when no notification is sent for it. */
export function pushKindOf(event: string): PushKind | null {
  for (const kind of PUSH_KINDS) {
    if ((PUSH_EVENT_KINDS[kind] as readonly string[]).includes(event)) return kind
  }
  return null
}
