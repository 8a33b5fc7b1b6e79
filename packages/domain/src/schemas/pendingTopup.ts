// A card's pending top-up and what its owner can do with money over the card's maximum: see when it
// becomes spendable, move the excess to another of their cards, or ask for it back (an exception an operator
// resolves).
import { z } from 'zod'
import { Id, IsoDateTime, PositiveUsdAmountInput, TxHash, UsdAmount } from './common'
import { DepositExceptionStatus } from './exceptions'

/** Where a pending credit came from: a deposit, redeemed rewards, an operator's credit, or a transfer. */
export const PendingCreditKind = z.enum(['topup', 'reward', 'credit', 'transfer'])

/** One credit of the pending top-up that has not all settled, oldest first. */
export const PendingCredit = z.object({
  kind: PendingCreditKind,
  /** What of it is still pending. */
  amount: UsdAmount,
  /** The part of that which fits under the card maximum and will settle. */
  fitting: UsdAmount,
  /** About when that part is spendable; null when none of it fits, or the card is not issued yet. */
  spendableAt: IsoDateTime.nullable(),
  /** The deposit's transaction (a top-up); null for other credits. */
  txHash: TxHash.nullable(),
  at: IsoDateTime,
})

/** A refund of money over the maximum the owner asked for: open until an operator sends it (or puts it back). */
export const ExcessRefund = z.object({
  id: z.string().regex(/^[1-9]\d{0,18}$/, 'must be an exception id'),
  amount: UsdAmount,
  status: DepositExceptionStatus,
  refundTxHash: TxHash.nullable(),
  at: IsoDateTime,
})

/**
 * `GET /api/card/{id}/pending-topup`: the pending top-up split into what fits under the card maximum (and about
 * when it is spendable) and what is over it (and how much of that can be moved or refunded now: only money whose
 * block is final), each credit, and the owner's refund requests.
 */
export const PendingTopupResponse = z.object({
  pendingTopup: UsdAmount,
  /** Null: no maximum (nft). */
  balanceUpper: UsdAmount.nullable(),
  fits: UsdAmount,
  overMaximum: UsdAmount,
  movable: UsdAmount,
  spendableAt: IsoDateTime.nullable(),
  /** The card settles pending money now (issued); an order keeps it pending until it is issued. */
  settles: z.boolean(),
  credits: z.array(PendingCredit).max(200),
  refunds: z.array(ExcessRefund).max(200),
})

/**
 * A client's key for one intended movement (a UUID it generates once per form): a second submit with the same
 * key answers the first one's result and moves nothing again.
 */
export const IdempotencyKey = Id

/**
 * `POST /api/card/{id}/pending-topup/transfer`: move money over this card's maximum to another card of the same
 * owner. `amount` (whole cents) or, absent, all that can move, capped by what the target can still take.
 */
export const ExcessTransferBody = z.strictObject({
  toCardId: Id,
  amount: PositiveUsdAmountInput.optional(),
  key: IdempotencyKey,
})

export const ExcessTransfer = z.object({
  key: IdempotencyKey,
  fromCardId: Id,
  toCardId: Id,
  amount: UsdAmount,
  at: IsoDateTime,
})

export const ExcessTransferResponse = z.object({ transfer: ExcessTransfer })

/**
 * `POST /api/card/{id}/pending-topup/refund`: ask for money over the maximum back. It leaves the pending top-up
 * at once (it can no longer settle or move) and waits as an `excess_refund` exception for an operator, who sends
 * it (`refunded`, with the transaction) or puts it back on the card (`credit`).
 */
export const ExcessRefundBody = z.strictObject({
  amount: PositiveUsdAmountInput.optional(),
  key: IdempotencyKey,
})

export const ExcessRefundResponse = z.object({ refund: ExcessRefund })

export type PendingCreditKind = z.infer<typeof PendingCreditKind>
export type PendingCredit = z.infer<typeof PendingCredit>
export type ExcessRefund = z.infer<typeof ExcessRefund>
export type PendingTopupResponse = z.infer<typeof PendingTopupResponse>
export type ExcessTransferBody = z.infer<typeof ExcessTransferBody>
export type ExcessTransferBodyInput = z.input<typeof ExcessTransferBody>
export type ExcessTransfer = z.infer<typeof ExcessTransfer>
export type ExcessTransferResponse = z.infer<typeof ExcessTransferResponse>
export type ExcessRefundBody = z.infer<typeof ExcessRefundBody>
export type ExcessRefundBodyInput = z.input<typeof ExcessRefundBody>
export type ExcessRefundResponse = z.infer<typeof ExcessRefundResponse>
