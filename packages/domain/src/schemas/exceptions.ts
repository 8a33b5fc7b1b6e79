// Deposit exceptions (API.md "Operators"; DESIGN "Deposits and payments"): what arrived but could not be
// credited normally, one row each, for the owner to see on the card and for an operator to resolve.
import { z } from 'zod'
import { DEPOSIT_HOLD_DETAILS } from '../rules/getDepositHold'
import {
  Address,
  BaseUnits,
  ChainId,
  Id,
  IsoDateTime,
  PositiveUsdAmountInput,
  TxHash,
  TxHashInput,
  UsdAmount,
} from './common'

export const DepositExceptionReason = z.enum([
  'card_inactive',
  'unsupported_token',
  'below_minimum_stale',
  'reorg_shortfall',
  'rejected_report',
  // An issuer event with money the gateway did not apply (an unknown event type, a cardholder currency
  // other than USD, a negative amount): raised for an operator, never applied automatically.
  'issuer_unhandled',
  // The owner asked for money over the card maximum back (no transfer of its own: a USD amount).
  'excess_refund',
  // Reconciliation found a transaction whose figures at the issuer (settled, held) differ from the
  // ledger's after applying it (detail: `settled`, `hold`, `settled_and_hold`, `unknown_card`...).
  'issuer_mismatch',
  // A Chargebacks API dispute open 10 business days whose provisional credit the program leaves to an
  // operator (DISPUTE_PROVISIONAL_CREDIT=operator): `credit` grants it, `ignore` records that it is withheld.
  'dispute_provisional_credit',
])

/**
 * `debited`: an operator booked money the card network took that the gateway could not apply (an issuer event
 * or a reconciliation difference), as one ledger row off the card.
 */
export const DEPOSIT_EXCEPTION_STATUSES = ['open', 'credited', 'debited', 'refunded', 'ignored'] as const
export const DepositExceptionStatus = z.enum(DEPOSIT_EXCEPTION_STATUSES)

/**
 * Why, more precisely: for `card_inactive` the card or user state (`getDepositHold`); for `rejected_report`
 * why the report was refused (`reverted`, `no_match`, `used_elsewhere`, a hold detail...); for
 * `issuer_unhandled` what was wrong (`unknown_event_type`, `cardholder_currency`, `negative_amount`...).
 */
export const DepositExceptionDetail = z.string().regex(/^[a-z][a-z0-9_]{0,63}$/, 'must be a snake_case code')

export const ExceptionToken = z.object({
  /** The token's contract; the native coin is 0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE. */
  address: Address,
  symbol: z.string().min(1).max(32),
  decimals: z.int().min(0).max(36),
  isNative: z.boolean(),
})

/** One exception as operators see it (`GET /api/admin/exceptions`). */
export const DepositException = z.object({
  id: z.string().regex(/^[1-9]\d{0,18}$/, 'must be an exception id'),
  reason: DepositExceptionReason,
  detail: DepositExceptionDetail.nullable(),
  chainId: ChainId.nullable(),
  txHash: TxHash.nullable(),
  logIndex: z.int().min(-1).nullable(),
  token: ExceptionToken.nullable(),
  /** Token amount in base units (null for a report that carried none). */
  amount: BaseUnits.nullable(),
  /** USD value where the server knows it: a stablecoin deposit, or the settled money a reorg took back. */
  amountUsd: UsdAmount.nullable(),
  cardId: Id.nullable(),
  /** Who reported it (rejected reports). */
  reporter: Address.nullable(),
  /** The issuer's event of an `issuer_unhandled` exception: `<issuer>:<its type>:<its id>` (Lithic: its event token). */
  issuerEvent: z.string().min(1).max(200).nullable(),
  /** How often the same thing was seen or reported. */
  attempts: z.int().positive(),
  status: DepositExceptionStatus,
  note: z.string().nullable(),
  refundTxHash: TxHash.nullable(),
  createdAt: IsoDateTime,
  resolvedAt: IsoDateTime.nullable(),
})

export const ExceptionsQuery = z.strictObject({
  status: z.enum([...DEPOSIT_EXCEPTION_STATUSES, 'all']).default('open'),
  reason: DepositExceptionReason.optional(),
  cardId: Id.optional(),
})

export const ExceptionsResponse = z.object({ exceptions: z.array(DepositException).max(1_000) })

export const ExceptionParams = z.object({
  id: z.string().regex(/^[1-9]\d{0,17}$/, 'must be an exception id'),
})

/** Reasons an operator books by hand with `credit` or `debit` and an amount: card money the issuer moved. */
export const ISSUER_BOOKED_REASONS = ['issuer_unhandled', 'issuer_mismatch'] as const

/**
 * Resolve an open exception: `credit` posts one ledger credit to the card (exactly once however often it is
 * called; `amount` in USD is required for a token that is not a USD stablecoin, otherwise the deposit's own
 * value after the fee is credited), `debit` takes an amount off the card (issuer money only, once),
 * `refunded` records the refund's transaction hash, `ignore` closes it.
 */
export const ResolveExceptionBody = z
  .strictObject({
    action: z.enum(['credit', 'debit', 'refunded', 'ignore']),
    note: z.string().trim().min(1, 'must say why').max(500),
    refundTxHash: TxHashInput.optional(),
    amount: PositiveUsdAmountInput.optional(),
  })
  .refine((body) => body.action !== 'refunded' || body.refundTxHash !== undefined, {
    message: 'refundTxHash: required when the action is refunded',
    path: ['refundTxHash'],
  })
  .refine((body) => body.action === 'refunded' || body.refundTxHash === undefined, {
    message: 'refundTxHash: only with the action refunded',
    path: ['refundTxHash'],
  })
  .refine((body) => body.action === 'credit' || body.action === 'debit' || body.amount === undefined, {
    message: 'amount: only with the action credit or debit',
    path: ['amount'],
  })
  .refine((body) => body.action !== 'debit' || body.amount !== undefined, {
    message: 'amount: required when the action is debit',
    path: ['amount'],
  })

export const ResolveExceptionResponse = z.object({ exception: DepositException })

/** A deposit held on one of the owner's cards (`GET /api/card/{id}/held-deposits`). */
export const HeldDeposit = z.object({
  id: DepositException.shape.id,
  reason: z.enum(['card_inactive', 'unsupported_token', 'below_minimum_stale', 'reorg_shortfall']),
  detail: z.enum([...DEPOSIT_HOLD_DETAILS, 'native_coin', 'erc20']).nullable(),
  chainId: ChainId,
  txHash: TxHash,
  token: ExceptionToken.nullable(),
  amount: BaseUnits.nullable(),
  amountUsd: UsdAmount.nullable(),
  status: DepositExceptionStatus,
  at: IsoDateTime,
})

export const HeldDepositsResponse = z.object({ items: z.array(HeldDeposit).max(200) })

/** `GET /api/admin/payments/rescan/{id}`: how far an operator's rescan got and what it found. */
export const RescanParams = z.object({ id: z.string().regex(/^[1-9]\d{0,17}$/, 'must be a rescan id') })

export const RescanStatusResponse = z.object({
  id: RescanParams.shape.id,
  chainId: ChainId,
  fromBlock: z.int().nonnegative(),
  toBlock: z.int().nonnegative().nullable(),
  status: z.enum(['requested', 'running', 'done']),
  credited: z.int().nonnegative(),
  exceptions: z.int().nonnegative(),
  error: z.string().nullable(),
})

export type DepositExceptionReason = z.infer<typeof DepositExceptionReason>
export type DepositExceptionStatus = z.infer<typeof DepositExceptionStatus>
export type ExceptionToken = z.infer<typeof ExceptionToken>
export type DepositException = z.infer<typeof DepositException>
export type ExceptionsQuery = z.infer<typeof ExceptionsQuery>
export type ExceptionsResponse = z.infer<typeof ExceptionsResponse>
export type ResolveExceptionBody = z.infer<typeof ResolveExceptionBody>
export type ResolveExceptionBodyInput = z.input<typeof ResolveExceptionBody>
export type HeldDeposit = z.infer<typeof HeldDeposit>
export type HeldDepositsResponse = z.infer<typeof HeldDepositsResponse>
export type RescanStatusResponse = z.infer<typeof RescanStatusResponse>
