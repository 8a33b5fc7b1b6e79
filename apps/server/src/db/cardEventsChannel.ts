/** The PostgreSQL NOTIFY channel migration 0040's triggers signal new card events on (the event hub, mail and push listen). */
export const CARD_EVENTS_CHANNEL = 'chaincard_events'

/** The channel migration 0062's trigger signals an ended event stream on (its `event_streams` row was deleted). */
export const EVENT_STREAMS_CHANNEL = 'chaincard_streams'
