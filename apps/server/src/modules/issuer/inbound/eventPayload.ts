import type { InboundEvent } from './InboundEvent'

/** Fields that hold money (bigint), at any depth of an event (`merchant.amountMinor`...). */
const BIGINT_FIELDS = new Set([
  'amountMicro',
  'amountMinor',
  'holdMicro',
  'authorizedMinor',
  'clearedMinor',
  'provisionalMicro',
  'finalMicro',
  'keepHeldMicro',
  'cashMicro',
])
const DATE_FIELDS = new Set(['expiresAt'])

const isRecord = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date)

function mapFields(
  value: Record<string, unknown>,
  bigint: (v: unknown) => unknown,
  date: (v: unknown) => unknown,
): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, field] of Object.entries(value)) {
    if (BIGINT_FIELDS.has(key)) out[key] = bigint(field)
    else if (DATE_FIELDS.has(key)) out[key] = date(field)
    else if (isRecord(field)) out[key] = mapFields(field, bigint, date)
    // A list of objects (a snapshot's listed requests) is mapped item by item.
    else if (Array.isArray(field))
      out[key] = field.map((item) => (isRecord(item) ? mapFields(item, bigint, date) : item))
    else out[key] = field
  }
  return out
}

/** The event as JSON for `issuer_events.payload`: amounts as decimal strings, dates as ISO strings. */
export function toEventPayload(event: InboundEvent): Record<string, unknown> {
  return mapFields(
    event as unknown as Record<string, unknown>,
    (v) => (typeof v === 'bigint' ? v.toString() : v),
    (v) => (v instanceof Date ? v.toISOString() : v),
  )
}

/** The event a stored payload holds (the reverse of `toEventPayload`; a parked event is applied from it). */
export function fromEventPayload(payload: Record<string, unknown>): InboundEvent {
  return mapFields(
    payload,
    (v) => (typeof v === 'string' ? BigInt(v) : v),
    (v) => (typeof v === 'string' ? new Date(v) : v),
  ) as unknown as InboundEvent
}
