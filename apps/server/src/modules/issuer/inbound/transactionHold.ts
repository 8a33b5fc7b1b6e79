/**
 * What an authorization holds while its transaction is pending: the issuer's figure, plus what each
 * incremental authorization we approved added, for those the issuer's snapshot does not list yet (it lists
 * `approvedAuthorizations`: the first, then the increments in the order we approved them).
 */
export function transactionHold(
  issuerHoldMicro: bigint,
  approvedAuthorizations: number,
  incrementHolds: readonly string[],
): bigint {
  const listed = Math.max(0, approvedAuthorizations - 1)
  return incrementHolds.slice(listed).reduce((sum, hold) => sum + BigInt(hold), issuerHoldMicro)
}
