import type { WireEvent } from '@chaincard/domain'

/** The text/event-stream form of `event`. */
export function formatSse(event: WireEvent): string {
  return `id: ${event.id}\nevent: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`
}
