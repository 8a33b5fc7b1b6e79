import type { CardProgram } from '../constants/products'

/** Validity of a newly issued card per program (DESIGN.md: classic 1 y, business 1 y, nft 3 y). */
export const PROGRAM_VALIDITY_YEARS: Record<CardProgram, number> = { classic: 1, business: 1, nft: 3 }

/**
 * Expiry of a card issued at `issuedAt`: the last millisecond of the month, `years` later, as card
 * expiry dates (MM/YY) are valid through the end of their month. Computed in UTC.
 */
export function cardExpiry(program: CardProgram, issuedAt: Date): Date {
  const years = PROGRAM_VALIDITY_YEARS[program]
  const y = issuedAt.getUTCFullYear() + years
  const m = issuedAt.getUTCMonth()
  return new Date(Date.UTC(y, m + 1, 1) - 1)
}

/** `MM/YY` as printed on a card. */
export function formatExpiry(expiresAt: Date): string {
  const mm = String(expiresAt.getUTCMonth() + 1).padStart(2, '0')
  const yy = String(expiresAt.getUTCFullYear() % 100).padStart(2, '0')
  return `${mm}/${yy}`
}
