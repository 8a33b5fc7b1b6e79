/**
 * One settled card transaction as the issuer reports it (a Lithic settlement detail row; a sandbox issuer
 * event): the events it settles and what they moved, signed (positive: owed by the program, a purchase).
 */
export type SettledRow = {
  /** The row's own id: what an exception about it is keyed on (a rerun finds it recorded). */
  id: string
  transactionToken: string | null
  /** The issuer's card id, or our card id when the source knows it (`cardId`). */
  cardToken: string | null
  cardId?: string | null
  eventTokens: readonly string[]
  grossMicro: bigint
}

/** What the issuer says it settled on a day. */
export type SettlementReport = {
  /** The issuer says every figure of the day is in; null when it does not say. */
  complete: boolean | null
  /** The day's net, interchange and fees included (positive: the program pays). */
  settledNetMicro: bigint
  /** The rows the ledger must agree with (card transactions; not fees, disputes or adjustments). */
  rows: readonly SettledRow[]
  /** Rows read in all, the ones not compared included. */
  detailsRead: number
}

/** The program's money at the issuer, and when it was read. */
export type ProgramBalance = { micro: bigint; readAt: Date }

/** The issuer has no report for the day (not yet, or none at all: Lithic's sandbox environment). */
export type UnavailableReport = { unavailable: string }
