import { type CardEventData, formatUsd } from '@chaincard/domain'
import type { Config } from '../../config'
import type { CardEventRow } from '../../db/schema'

/** One message of the stream: `id` (card_events.id), `event` (its kind), `data` (JSON naming the card). */
export type WireEvent = { id: number; event: string; data: CardEventData }

/** Micro-USD (a decimal integer string) as the wire's 2-decimal string, its sign kept. */
function usdOf(micro: string): string {
  const value = BigInt(micro)
  return value < 0n ? `-${formatUsd(-value, 'down')}` : formatUsd(value, 'down')
}

/**
 * A card_events row as the stream sends it: `amountMicro` becomes `amount` (decimal string, as everywhere on
 * the wire) and deposits on a chain get the confirmations that chain requires (`required`).
 */
export function toWireEvent(row: CardEventRow, chains: Config['chains']): WireEvent {
  const data: CardEventData = { cardId: row.cardId }
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

/** The text/event-stream form of `event`. */
export function formatSse(event: WireEvent): string {
  return `id: ${event.id}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`
}
