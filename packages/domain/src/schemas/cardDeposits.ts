import { z } from 'zod'
import { ChainId, IsoDateTime, TxHash, UsdAmount } from './common'

/**
 * One payment that reached a card's receiving address (`GET /api/card/{id}/deposits`): seen on chain
 * and confirming (`confirmations` of `required`), or credited (`amount` what the card received). Reported hashes
 * not on chain yet, reverted and dropped transactions are not listed; deposits held for support are in
 * `GET /api/card/{id}/held-deposits`.
 */
export const CardDeposit = z.object({
  id: z.string().regex(/^[1-9]\d{0,17}$/),
  chainId: ChainId,
  txHash: TxHash,
  state: z.enum(['confirming', 'credited']),
  confirmations: z.int().nonnegative(),
  required: z.int().positive(),
  /** USD: what was sent while confirming (before the fee), what was credited once credited; null if unknown. */
  amount: UsdAmount.nullable(),
  at: IsoDateTime,
})

/** The card's newest deposits first (at most 20). */
export const CardDepositsResponse = z.object({ items: z.array(CardDeposit).max(20) })

export type CardDeposit = z.infer<typeof CardDeposit>
export type CardDepositsResponse = z.infer<typeof CardDepositsResponse>
