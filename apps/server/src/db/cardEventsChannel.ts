/** The PostgreSQL NOTIFY channel migration 0040's triggers signal new card events on (the event hub, mail and push listen). */
export const CARD_EVENTS_CHANNEL = 'chaincard_events'
