import { randomUUID } from 'node:crypto'

/** Card and order ids: random UUID v4 (122 random bits), opaque and unguessable. */
export function generateCardId(): string {
  return randomUUID()
}

/** The shape every `{id}` path parameter of cards and orders must have. */
export const CARD_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
