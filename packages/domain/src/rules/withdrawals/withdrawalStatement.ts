export type WithdrawalStatementParameters = {
  cardId: string
  /** USD wire amount ("12.30"). */
  amount: string
  /** USD wire fee ("0.00"). */
  fee: string
  chainId: number
  /** The recipient, EIP-55. */
  address: string
}

/**
 * The statement of the Sign-In message that allows one withdrawal: it names the card, the amount, the fee, the
 * chain and the recipient, so a signature for one withdrawal cannot ask another.
 */
export function withdrawalStatement(p: WithdrawalStatementParameters): string {
  return `Withdraw ${p.amount} USD (fee ${p.fee} USD) from card ${p.cardId} to ${p.address} on chain ${p.chainId}`
}
