import type { Address, Hex } from 'viem'

// Wire shapes of API.md "Proof of reserves", written here until the domain publishes their schemas.

/** One snapshot: the signed root of the Merkle-sum tree over what the program owes its owners. */
export type ReservesSnapshot = {
  id: string
  takenAt: string
  /** Root digest, 64 lowercase hex. */
  root: string
  /** The root's value: the total owed, micro-USD as a decimal string. */
  totalMicro: string
  /** The same total in USD. */
  total: string
  leafCount: number
  /** The block each chain's balances were read at, by chain id. */
  blocks: Record<string, number>
  signature: Hex
  signer: Address
}

/** What the receiving addresses of one chain hold of one token, in token units. */
export type ReserveHolding = {
  chainId: number
  token: string
  amount: string
  /** How many addresses hold it (a list of them from a server that sends the addresses themselves). */
  addresses: number | readonly string[]
}

/** The program's balance at the card issuer: a figure the issuer states, not one anyone can check on chain. */
export type IssuerBalance = { amount: string; source: string; at: string }

export type ReservesHistoryPoint = {
  id: string
  takenAt: string
  /** What was owed, USD. */
  total: string
  /** What was held, USD. */
  reserves: string
  /** Reserves over liabilities; null when nothing was owed. */
  ratio: string | null
}

/** GET /api/reserves. */
export type ReservesOverview = {
  snapshot: ReservesSnapshot
  reserves: ReserveHolding[]
  issuerBalance: IssuerBalance | null
  /** What the program owes, USD. */
  liabilities: string
  /** What cards below zero owe the program, USD: counted 0 in the tree, published beside it. */
  negative: string
  ratio: string | null
  history: ReservesHistoryPoint[]
}
