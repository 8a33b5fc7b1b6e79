import { randomInt } from 'node:crypto'

/** A 3-digit card verification value from a CSPRNG. */
export function generateCvv(): string {
  return String(randomInt(0, 1000)).padStart(3, '0')
}
