// Card transactions and statements (API.md "Cards and orders"). Paging query: `Paging` of common.ts.
import { z } from 'zod'
import {
  CurrencyAmount,
  FiatCurrency,
  IsoDateTime,
  IssuerId,
  Paging,
  paged,
  SignedUsdAmount,
  UsdAmount,
} from './common'
import { AuthorizationDeclineReason } from './sandbox'

/**
 * What a history row is. A purchase is one row whatever happened to it, typed by where it got to: approved
 * and still held (`authorization_approval`), reversed (`authorization_reversal`), cleared (`consumption`),
 * refunded by the merchant (`refund`, also a refund the issuer sent without an authorization of ours, and a
 * merchant's credit announced before it clears, `pending`) or declined (`authorization_decline`,
 * `declineReason` says why). Credits of the card: a top-up (`topup`), a redemption of rewards (`reward`), an
 * operator's credit of a held deposit (`credit`); an operator's `adjustment` (either sign); a refund the
 * merchant took back (`return_reversal`, a debit) and the issuer's `correction` of a cleared amount (either
 * sign); what a dispute credited the card, or took back of its provisional credit (`dispute`, either sign); a
 * withdrawal to the owner's wallet (`withdrawal`, a debit of amount and fee) and its return when it failed
 * (`withdrawal_return`, a credit).
 * What left a pending top-up on its owner's request: moved to another card of theirs (`transfer_out`, the
 * target's row is `transfer_in`) or sent back (`topup_refund`); `counterparty` names the other card or address.
 */
export const TransactionType = z.enum([
  'authorization_approval',
  'authorization_reversal',
  'consumption',
  'refund',
  'authorization_decline',
  'topup',
  'reward',
  'credit',
  'adjustment',
  'return_reversal',
  'correction',
  'dispute',
  'withdrawal',
  'withdrawal_return',
  'transfer_out',
  'transfer_in',
  'topup_refund',
])

/**
 * Where a history row got to: `pending` (a purchase held, a top-up not yet in the balance), `settled`,
 * `reversed` (a purchase voided or expired, a top-up whose transfer left the chain), `refunded` (a purchase
 * the merchant gave money back for, in part or in full), `declined`.
 */
export const TransactionState = z.enum(['pending', 'settled', 'reversed', 'refunded', 'declined'])

/** Money into the card (`credit`) or out of it (`debit`); the sign of `amount` says the same. */
export const TransactionDirection = z.enum(['credit', 'debit'])

const Description = z.string().max(500)

/**
 * Why a history row was declined, naming who declined it: the card program's own decisions and the card
 * issuer's (`AuthorizationDeclineReason`), and the purchase's 3DS step: the owner declined it in the app
 * (`cardholder_declined`), the one-time code was wrong too often (`verification_failed`) or nobody answered in
 * time (`verification_expired`).
 */
export const HistoryDeclineReason = z.enum([
  ...AuthorizationDeclineReason.options,
  'cardholder_declined',
  'verification_failed',
  'verification_expired',
])

/** Full history entry: `original` in the merchant's currency, `settlement` in the card's USD. */
export const Transaction = z.object({
  at: IsoDateTime,
  id: IssuerId,
  original: z.object({ amount: CurrencyAmount, currency: FiatCurrency }),
  settlement: z.object({ amount: SignedUsdAmount, currency: z.literal('USD') }),
  description: Description,
  type: TransactionType,
  /** Present on `authorization_decline` only. */
  declineReason: HistoryDeclineReason.optional(),
  /**
   * The owner's limit a decline went over (`over_purchase_limit`, `over_daily_limit`, `over_monthly_limit`), as
   * it was when the purchase was declined: "over your daily limit of 200.00 USD".
   */
  declineLimit: UsdAmount.optional(),
  state: TransactionState,
  direction: TransactionDirection,
  /** The row's amount with its sign: a purchase negative (what cleared, else what was asked), a credit positive. */
  amount: SignedUsdAmount,
  /**
   * What the row does to the card's balance now: a held purchase its hold, a cleared one minus what cleared
   * plus what was refunded, a credit what of it has settled; 0 for a declined or reversed purchase.
   */
  balanceChange: SignedUsdAmount,
  /**
   * The running balance after the row: the newest row's is the card's `balance`, and each row's is the one
   * below it plus its `balanceChange`. Computed in micro-USD and rounded down once, here; `balanceChange` is the
   * difference of the shown balances, so the column adds up to the cent. Absent on a declined row: a decline
   * moved no money, and a balance next to "declined: insufficient balance" reads as a contradiction.
   */
  balanceAfter: SignedUsdAmount.optional(),
  /**
   * The other side of a move or a refund: the other card's last 4 digits ("Moved to card ending 0182"), the
   * address a refund goes to ("Refund to 0xabc…"). The web and the statement word it in the owner's language.
   */
  counterparty: z
    .object({
      cardLast4: z
        .string()
        .regex(/^\d{4}$/)
        .optional(),
      address: z
        .string()
        .regex(/^0x[0-9a-fA-F]{40}$/)
        .optional(),
    })
    .optional(),
})

/** Unsettled entry: not settled yet, so only the merchant's amount. */
export const PendingTransaction = z.object({
  at: IsoDateTime,
  id: IssuerId,
  original: z.object({ amount: CurrencyAmount, currency: FiatCurrency }),
  description: Description,
  type: TransactionType,
})

/**
 * A page of the card history: `total` counts every row of the card, `older` says whether there is a row below the
 * page's last one (the next page by `before`), which `total` cannot tell a pager that walks by keys while rows
 * arrive at the top.
 */
export const TransactionListResponse = paged(Transaction).extend({ older: z.boolean() })
/** A page of the unsettled purchases: `total` counts them all, `older` as in the history (the next page by `before`). */
export const PendingTransactionListResponse = paged(PendingTransaction).extend({ older: z.boolean() })

/** The languages a statement is written in: the web app's. */
export const StatementLanguage = z.enum(['en', 'de', 'ja', 'ru', 'tr', 'zh-cn', 'zh-tw'])

/** True when `name` is an IANA time zone this runtime knows ("Europe/Berlin", "UTC"). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false
  try {
    new Intl.DateTimeFormat('en', { timeZone: name })
    return true
  } catch {
    return false
  }
}

/**
 * `GET /card/{id}/statement`: `month=YYYY-MM` (absent: the current month in `tz`; never a future month or one
 * that ended before the card existed), `tz` an IANA time zone (default UTC: the month's bounds and every date
 * are in it), `lang` the owner's language (default: Accept-Language, else English), `format` `pdf` (default)
 * or `csv`.
 */
export const StatementQuery = z.object({
  month: z
    .string()
    .regex(/^\d{4}-(?:0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM')
    .optional(),
  tz: z.string().max(64).refine(isTimeZone, 'must be an IANA time zone such as Europe/Berlin').optional(),
  lang: StatementLanguage.optional(),
  format: z.enum(['pdf', 'csv']).optional(),
})

export type HistoryDeclineReason = z.infer<typeof HistoryDeclineReason>
export type TransactionType = z.infer<typeof TransactionType>
export type TransactionState = z.infer<typeof TransactionState>
export type TransactionDirection = z.infer<typeof TransactionDirection>
export type Transaction = z.infer<typeof Transaction>
export type PendingTransaction = z.infer<typeof PendingTransaction>
export type TransactionListResponse = z.infer<typeof TransactionListResponse>
export type PendingTransactionListResponse = z.infer<typeof PendingTransactionListResponse>
export type StatementQuery = z.infer<typeof StatementQuery>
export type StatementLanguage = z.infer<typeof StatementLanguage>

/**
 * The card history's query: `Paging`, and `before`, the `id` of the last row already shown (keyset paging: the
 * rows older than it, `skip` counted from there). A page keyed so costs what the first page does, however far
 * down it is; one by `skip` alone reads the rows above it.
 */
export const HistoryPaging = Paging.extend({ before: IssuerId.optional() })

export type HistoryPaging = z.infer<typeof HistoryPaging>

/**
 * The unsettled list's query, as the history's: `Paging`, and `before`, the `id` of the last purchase already shown
 * (the unsettled ones older than it, `skip` counted from there). The key stays a key once its purchase has settled,
 * so a page asked after that still starts below it.
 */
export const PendingPaging = Paging.extend({ before: IssuerId.optional() })

export type PendingPaging = z.infer<typeof PendingPaging>
