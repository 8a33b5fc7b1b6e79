// The live stream's events of the owner rather than of one card (a module of its own: the web's first load reads
// the event kinds, only its lazily loaded refresh reads these).
import type { CardEventKind } from './events'

/**
 * The events of the owner rather than of one card: they name no card (an owner without a card yet hears them
 * too), and refresh what the owner has (rewards, free cards, the card list), not a card's page. Events of these
 * kinds recorded before they were owner events still name the card they were recorded under.
 */
export const OWNER_EVENT_KINDS = [
  'rewards.changed',
  'cards.earned',
] as const satisfies readonly CardEventKind[]
export type OwnerEventKind = (typeof OWNER_EVENT_KINDS)[number]

/** True for an event of the owner (no card named), false for an event of a card. */
export function isOwnerEventKind(kind: string): kind is OwnerEventKind {
  return (OWNER_EVENT_KINDS as readonly string[]).includes(kind)
}
