import { createHash } from 'node:crypto'

/**
 * The idempotency key of the load of credit `creditRef` from `offsetMicro` on: the same part of the same
 * credit always gets the same key (`ld_` and 40 hex digits, short enough for any issuer's key field).
 */
export function loadKey(creditRef: string, offsetMicro: bigint): string {
  const digest = createHash('sha256').update(`${creditRef}\n${offsetMicro.toString()}`).digest('hex')
  return `ld_${digest.slice(0, 40)}`
}
