// Card transactions and statements (API.md "Cards and orders"). Paging query: `Paging` of common.ts.
import { z } from 'zod'
import { CurrencyAmount, FiatCurrency, IsoDateTime, IssuerId, paged, SignedUsdAmount } from './common'
import { AuthorizationDeclineReason } from './sandbox'

/**
 * What happened, as the card issuer reports it: an approved authorization (money held), its reversal (the
 * hold released), a purchase (cleared: money taken), a refund (money returned by the merchant) and a declined
 * authorization (nothing moved; `declineReason` says why).
 */
export const TransactionType = z.enum([
  'authorization_approval',
  'authorization_reversal',
  'consumption',
  'refund',
  'authorization_decline',
])

const Description = z.string().max(500)

/** Full history entry: `original` in the merchant's currency, `settlement` in the card's USD. */
export const Transaction = z.object({
  at: IsoDateTime,
  id: IssuerId,
  original: z.object({ amount: CurrencyAmount, currency: FiatCurrency }),
  settlement: z.object({ amount: SignedUsdAmount, currency: z.literal('USD') }),
  description: Description,
  type: TransactionType,
  /** Present on `authorization_decline` only. */
  declineReason: AuthorizationDeclineReason.optional(),
})

/** Unsettled entry: not settled yet, so only the merchant's amount. */
export const PendingTransaction = z.object({
  at: IsoDateTime,
  id: IssuerId,
  original: z.object({ amount: CurrencyAmount, currency: FiatCurrency }),
  description: Description,
  type: TransactionType,
})

export const TransactionListResponse = paged(Transaction)
export const PendingTransactionListResponse = paged(PendingTransaction)

/** `month=YYYY-MM`; absent means the current month. */
export const StatementQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(?:0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM')
    .optional(),
})

export type TransactionType = z.infer<typeof TransactionType>
export type Transaction = z.infer<typeof Transaction>
export type PendingTransaction = z.infer<typeof PendingTransaction>
export type TransactionListResponse = z.infer<typeof TransactionListResponse>
export type PendingTransactionListResponse = z.infer<typeof PendingTransactionListResponse>
export type StatementQuery = z.infer<typeof StatementQuery>
