// Card, display and user states (SPEC section 4, API.md "Cards and orders").

/** Card and order status values as they travel on the wire. */
export const CARD_STATUSES = [
  'new',
  'pending',
  'application_required',
  'application_processing',
  'waiting_to_get',
  'active',
  'locked',
  'suspended',
] as const
export type CardStatus = (typeof CARD_STATUSES)[number]

/** Statuses of a card that is not activated yet (an order). Statement hidden and lists not loaded for them. */
export const NOT_ACTIVATED_STATUSES = [
  'new',
  'pending',
  'application_required',
  'application_processing',
] as const satisfies readonly CardStatus[]

/** Statuses that put an unexpired card in the "activated" group. */
export const ACTIVATED_STATUSES = [
  'active',
  'waiting_to_get',
  'locked',
] as const satisfies readonly CardStatus[]

/** What the UI labels a card with. */
export const DISPLAY_STATES = ['activated', 'not_activated', 'expired', 'suspended', 'locked'] as const
export type DisplayState = (typeof DISPLAY_STATES)[number]

/** `GET /api/user/state` values; the empty string means the server has no state for the user. */
export const USER_STATES = ['normal', 'blacklist', 'blocked', ''] as const
export type UserState = (typeof USER_STATES)[number]

/** Features a card may support (`Card.supported`). */
export const CARD_FEATURES = ['lock', 'full-transaction'] as const
export type CardFeature = (typeof CARD_FEATURES)[number]
