export type AddRunningBalanceParameters<row extends { balanceChangeMicro: bigint }> = {
  /** The page's rows, newest first. */
  rows: readonly row[]
  /** The card's spendable balance now, in micro-USD (what `GET /card/{id}` answers as `balance`). */
  balanceMicro: bigint
  /** Sum of `balanceChangeMicro` over every row newer than the page (0 on the first page). */
  newerChangeMicro: bigint
}

export type AddRunningBalanceReturnType<row> = (row & { balanceAfterMicro: bigint })[]

/**
 * The running balance of a page of history rows, newest first: the newest row of all ends at the card's
 * balance, and each row ends at the balance of the row below it (older) plus its own change. Works from the
 * top down, so a page needs only the sum of the changes above it, never the whole history.
 */
export function addRunningBalance<row extends { balanceChangeMicro: bigint }>({
  rows,
  balanceMicro,
  newerChangeMicro,
}: AddRunningBalanceParameters<row>): AddRunningBalanceReturnType<row> {
  let after = balanceMicro - newerChangeMicro
  return rows.map((row) => {
    const withBalance = { ...row, balanceAfterMicro: after }
    after -= row.balanceChangeMicro
    return withBalance
  })
}
