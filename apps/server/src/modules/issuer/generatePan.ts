import { randomInt } from 'node:crypto'
import { luhnCheckDigit } from './luhn'

/** Test BIN of the sandbox issuer (Visa test range, never a live card). */
export const SANDBOX_BIN = '400000'

/** A 16-digit, Luhn-valid card number under `bin`, the account digits drawn from a CSPRNG. */
export function generatePan(bin: string = SANDBOX_BIN): string {
  if (!/^\d{6,8}$/.test(bin)) throw new RangeError('bin must be 6 to 8 digits')
  let account = ''
  for (let i = bin.length; i < 15; i++) account += String(randomInt(0, 10))
  const payload = bin + account
  return payload + luhnCheckDigit(payload)
}
