import { getTopupUpper } from './getTopupUpper'

export type GetCardRoomParameters = {
  /** Card maximum, micro-USD; null = no maximum. */
  balanceUpper: bigint | null
  /** What the card can spend (its ledger balance less what open holds reserve), micro-USD. */
  available: bigint
  /** What open authorizations hold, micro-USD: still on the card's ledger, so it counts against the maximum. */
  held: bigint
  /** Credits not settled yet, micro-USD: they settle into the balance, so they count too. */
  pendingTopup: bigint
}

export type CardRoom = {
  /** What still fits on the card, micro-USD (never below 0); null when it has no maximum. */
  room: bigint | null
  /** Of the pending top-up, what does not fit under the maximum (0 when all of it fits). */
  overMaximum: bigint
  /** Nothing more fits: what is sent now stays pending over the maximum. */
  full: boolean
}

/**
 * How much a card can still take, as settlement counts it (ledger settleCard: the ledger balance, held money
 * included, plus pending credits never go above the maximum), from what the card's answer says: the server's
 * checks (`getTopupUpper` on the ledger balance) and every screen that says "can still take" or "full" agree.
 */
export function getCardRoom({
  balanceUpper,
  available,
  held,
  pendingTopup,
}: GetCardRoomParameters): CardRoom {
  const ledger = available + (held > 0n ? held : 0n)
  const room = getTopupUpper({ balanceUpper, balance: ledger, pendingTopup })
  if (balanceUpper === null || room === null) return { room: null, overMaximum: 0n, full: false }
  const fits = balanceUpper - ledger > 0n ? balanceUpper - ledger : 0n
  const pending = pendingTopup > 0n ? pendingTopup : 0n
  return { room, overMaximum: pending > fits ? pending - fits : 0n, full: room === 0n }
}
