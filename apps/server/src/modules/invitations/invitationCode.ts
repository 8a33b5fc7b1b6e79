import { randomInt } from 'node:crypto'
import { INVITATION_CODE_MAX_LENGTH } from '@chaincard/domain'

/** Crockford-style alphabet without look-alikes (no 0/O, 1/I/L): 31 symbols, about 4.95 bits each. */
export const INVITATION_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
/** 10 symbols: about 49.5 bits, unguessable behind the per-IP rate limit. */
export const INVITATION_CODE_LENGTH = 10

/** A fresh code from a CSPRNG, uniform over the alphabet (randomInt has no modulo bias). */
export function generateInvitationCode(length: number = INVITATION_CODE_LENGTH): string {
  let code = ''
  for (let i = 0; i < length; i++) code += INVITATION_ALPHABET[randomInt(0, INVITATION_ALPHABET.length)]
  return code
}

/**
 * How a typed or linked code is compared: trimmed and upper-cased. Returns null for anything that
 * cannot be a code (empty, too long, not letters and digits), which callers answer as `invalid_code`.
 */
export function normalizeInvitationCode(input: string): string | null {
  const code = input.trim().toUpperCase()
  if (code.length === 0 || code.length > INVITATION_CODE_MAX_LENGTH) return null
  if (!/^[A-Z0-9]+$/.test(code)) return null
  return code
}
