import { randomInt } from 'node:crypto'

/** How long a 3DS one-time code stays valid. */
export const OTP_TTL_MS = 5 * 60_000

/** A 6-digit 3DS one-time code from a CSPRNG (leading zeros kept). */
export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}
