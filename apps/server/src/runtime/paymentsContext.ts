import type { Db } from '../db'
import type { ChainClients } from '../plugins/chainClients'

/** Injectable crash points (tests): each runs at its point and may throw to simulate the process dying there. */
type PaymentFaults = {
  /** After a transfer was seen on chain (and its payment saved), before the credit transaction. */
  beforeCredit?: (info: { chainId: number; txHash: string; cardId: string }) => void
  /** After a watcher range was credited, before the cursor moves past it. */
  beforeCursorSave?: (info: { chainId: number; fromBlock: bigint; toBlock: bigint }) => void
}

/** What payment services need: the database, the chains, the time, the fee rate and timings. */
export type PaymentsContext = {
  db: Db
  chains: ChainClients
  now: () => Date
  feeRate: string
  /** A reported hash the chain never shows is dropped after this long (default 30 minutes). */
  dropAfterMs: number
  faults?: PaymentFaults | undefined
}

export const DEFAULT_DROP_AFTER_MS = 30 * 60_000
