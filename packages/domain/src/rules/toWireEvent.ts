import { formatUsd } from '../money/usd'
import type { CardEventData } from '../schemas/events'

/** One message of the live stream: `id` (card_events.id), `event` (its kind), `data` (JSON naming the card, if any). */
export type WireEvent = { id: number; event: string; data: CardEventData }

/** A card event as stored (card_events): its payload keeps amounts in micro-USD; an owner event has no card. */
export type StoredCardEvent = {
  id: number
  cardId: string | null
  kind: string
  payload: Record<string, string | number | null>
}

/** Micro-USD (a decimal integer string) as the wire's 2-decimal string, its sign kept. */
function usdOf(micro: string): string {
  const value = BigInt(micro)
  return value < 0n ? `-${formatUsd(-value, 'down')}` : formatUsd(value, 'down')
}

/**
 * A card event as the live stream and a push notification send it: `amountMicro` becomes `amount` (decimal
 * string, as everywhere on the wire) and deposits on a chain get the confirmations that chain requires
 * (`required`).
 */
export function toWireEvent(
  row: StoredCardEvent,
  chains: readonly { id: number; requiredConfirmations: number }[],
): WireEvent {
  const data: CardEventData = row.cardId === null ? {} : { cardId: row.cardId }
  for (const [key, value] of Object.entries(row.payload)) {
    if (key === 'amountMicro') data.amount = typeof value === 'string' ? usdOf(value) : null
    else data[key] = value
  }
  if (row.kind === 'deposit.seen' || row.kind === 'deposit.confirming') {
    const chain = chains.find((c) => c.id === row.payload.chainId)
    if (chain) data.required = chain.requiredConfirmations
  }
  return { id: row.id, event: row.kind, data }
}
