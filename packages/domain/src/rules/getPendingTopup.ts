import { FINALITY_ESTIMATE_DEFAULT_MS, FINALITY_ESTIMATE_MS } from '../constants/timings'

/** One credit of a card's pending top-up that has not settled yet, oldest first. */
export type OpenCredit = {
  /** What of it is still pending, micro-USD (> 0). */
  openMicro: bigint
  createdAt: Date
  /** When its block became final (a top-up), or when it was credited (money that is already ours); null: not yet. */
  finalAt: Date | null
  /** The chain of a top-up (for the finality estimate); null for money that is already ours. */
  chainId: number | null
}

export type GetPendingTopupParameters = {
  balance: bigint
  pending: bigint
  /** Card maximum, micro-USD; null = no maximum. */
  balanceUpper: bigint | null
  /** The card settles pending money (an issued card); an order keeps it pending until it is issued. */
  settles: boolean
  credits: readonly OpenCredit[]
  /** How long a credit waits before it may settle (the sandbox's SETTLEMENT_DELAY; 0 in production). */
  settlementDelayMs: number
  now: Date
}

export type PendingCreditView = {
  openMicro: bigint
  /** The part of it that fits under the card maximum and will settle. */
  fittingMicro: bigint
  /** About when that part is spendable; null when none of it fits or the card does not settle yet. */
  spendableAt: Date | null
}

export type PendingTopup = {
  /** Of the pending top-up, what settles into the balance (under the maximum). */
  fitsMicro: bigint
  /** What does not fit under the maximum: it stays pending until room appears, or its owner moves it. */
  overMaximumMicro: bigint
  /** Of that, what can be moved to another card or refunded now (only money whose block is final). */
  movableMicro: bigint
  /** About when everything that fits is spendable; null when nothing fits or the card does not settle yet. */
  spendableAt: Date | null
  credits: PendingCreditView[]
}

const later = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b)

/**
 * What becomes of a card's pending top-up: settlement moves credits into the balance oldest first,
 * never above the maximum (ledger settleCard), so the oldest credits fit and the rest is over the maximum. Each
 * fitting credit is spendable once its block is final and its settlement delay has passed: the finality time of
 * a credit that is not final yet is estimated per chain (FINALITY_ESTIMATE_MS). Only final money can be moved
 * away (a reorg can still take back the rest).
 */
export function getPendingTopup(p: GetPendingTopupParameters): PendingTopup {
  const pending = p.pending > 0n ? p.pending : 0n
  const room =
    p.balanceUpper === null ? null : p.balanceUpper - p.balance > 0n ? p.balanceUpper - p.balance : 0n
  const fitsMicro = room === null || room >= pending ? pending : room
  const overMaximumMicro = pending - fitsMicro
  let left = fitsMicro
  let spendableAt: Date | null = null
  let finalMicro = 0n
  const credits = p.credits.map((credit): PendingCreditView => {
    if (credit.finalAt !== null) finalMicro += credit.openMicro
    const fittingMicro = credit.openMicro <= left ? credit.openMicro : left
    left -= fittingMicro
    if (fittingMicro === 0n || !p.settles)
      return { openMicro: credit.openMicro, fittingMicro, spendableAt: null }
    const mature = new Date(credit.createdAt.getTime() + p.settlementDelayMs)
    const estimate =
      credit.chainId === null
        ? FINALITY_ESTIMATE_DEFAULT_MS
        : (FINALITY_ESTIMATE_MS[credit.chainId] ?? FINALITY_ESTIMATE_DEFAULT_MS)
    const final = credit.finalAt ?? later(p.now, new Date(credit.createdAt.getTime() + estimate))
    const at = later(p.now, later(mature, final))
    spendableAt = spendableAt === null ? at : later(spendableAt, at)
    return { openMicro: credit.openMicro, fittingMicro, spendableAt: at }
  })
  const movableMicro = finalMicro < overMaximumMicro ? finalMicro : overMaximumMicro
  return { fitsMicro, overMaximumMicro, movableMicro, spendableAt, credits }
}
