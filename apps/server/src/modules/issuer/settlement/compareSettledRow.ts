import type { SettledRow } from './SettlementReport'

/** The ledger kinds an issuer event may have been booked as (`<kind>:<issuer>:<event id>`, the appliers'). */
const LEDGER_KINDS = ['clearing', 'return', 'return_reversal', 'correction'] as const

/**
 * Every ledger ref a settled event may have been booked under: each kind (a debit booked as a credit must be
 * found, with its sign) and a single-message authorization's clearing (`<event id>:clearing`).
 */
export function settledEventRefs(issuer: string, eventToken: string): string[] {
  return [
    ...LEDGER_KINDS.map((kind) => `${kind}:${issuer}:${eventToken}`),
    `clearing:${issuer}:${eventToken}:clearing`,
  ]
}

export type SettledRowDifference = {
  /** `settlement_unbooked`, `settlement_direction` or `settlement_amount`. */
  detail: string
  /** The issuer's figure minus ours, as a magnitude. */
  amountMicro: bigint
  /** Ours, signed (positive: taken off the card). */
  ledgerMicro: bigint
}

const abs = (v: bigint) => (v < 0n ? -v : v)

/**
 * A settled row against the ledger rows of its events (`ledger`: net by ref, positive a debit), or null when
 * they agree: none of its events booked (`settlement_unbooked`), booked the other way round
 * (`settlement_direction`: a purchase booked as a refund), or at another amount (`settlement_amount`).
 */
export function compareSettledRow(
  issuer: string,
  row: SettledRow,
  ledger: ReadonlyMap<string, bigint>,
): SettledRowDifference | null {
  let booked = false
  let ours = 0n
  for (const token of row.eventTokens) {
    for (const ref of settledEventRefs(issuer, token)) {
      const net = ledger.get(ref)
      if (net === undefined) continue
      booked = true
      ours += net
    }
  }
  if (!booked) {
    return row.grossMicro === 0n
      ? null
      : { detail: 'settlement_unbooked', amountMicro: abs(row.grossMicro), ledgerMicro: 0n }
  }
  if (ours === row.grossMicro) return null
  const direction = ours === -row.grossMicro
  return {
    detail: direction ? 'settlement_direction' : 'settlement_amount',
    amountMicro: abs(row.grossMicro - ours),
    ledgerMicro: ours,
  }
}
