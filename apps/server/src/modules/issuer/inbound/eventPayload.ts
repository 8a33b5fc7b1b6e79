import type { InboundEvent } from './InboundEvent'

const BIGINT_FIELDS = ['amountMicro', 'amountMinor'] as const
const DATE_FIELDS = ['expiresAt'] as const

/** The event as JSON for `issuer_events.payload`: amounts as decimal strings, dates as ISO strings. */
export function toEventPayload(event: InboundEvent): Record<string, unknown> {
  const payload: Record<string, unknown> = { ...event }
  for (const field of BIGINT_FIELDS) {
    const value = payload[field]
    if (typeof value === 'bigint') payload[field] = value.toString()
  }
  for (const field of DATE_FIELDS) {
    const value = payload[field]
    if (value instanceof Date) payload[field] = value.toISOString()
  }
  return payload
}

/** The event a stored payload holds (the reverse of `toEventPayload`; a parked event is applied from it). */
export function fromEventPayload(payload: Record<string, unknown>): InboundEvent {
  const event: Record<string, unknown> = { ...payload }
  for (const field of BIGINT_FIELDS) {
    const value = event[field]
    if (typeof value === 'string') event[field] = BigInt(value)
  }
  for (const field of DATE_FIELDS) {
    const value = event[field]
    if (typeof value === 'string') event[field] = new Date(value)
  }
  return event as InboundEvent
}
