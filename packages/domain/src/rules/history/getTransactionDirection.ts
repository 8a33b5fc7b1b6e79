import type { TransactionDirection } from '../../schemas/transactions'

/** Money into the card for a positive (or zero) amount, out of it for a negative one. */
export function getTransactionDirection(amountMicro: bigint): TransactionDirection {
  return amountMicro < 0n ? 'debit' : 'credit'
}
