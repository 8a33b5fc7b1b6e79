import type { ReservesResponse } from '@chaincard/domain'

// The wire shapes of API.md "Proof of reserves" are the domain's schemas (the routes validate with the same).

/** GET /api/reserves. */
export type ReservesOverview = ReservesResponse
/** One snapshot: the signed root of the Merkle-sum tree over what the program owes its owners. */
export type ReservesSnapshot = ReservesResponse['snapshot']
/** What the receiving addresses of one chain hold of one token, in token units. */
export type ReserveHolding = ReservesResponse['reserves'][number]
/** The program's balance at the card issuer: a figure the issuer states, not one anyone can check on chain. */
export type IssuerBalance = NonNullable<ReservesResponse['issuerBalance']>
export type ReservesHistoryPoint = ReservesResponse['history'][number]
