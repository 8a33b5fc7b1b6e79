// Payments and swaps (API.md "Payments and swaps" and the `/pay` routes of cards and orders).
import { z } from 'zod'
import {
  Address,
  AddressInput,
  BaseUnits,
  ChainId,
  HexData,
  Id,
  PositiveBaseUnits,
  Rate,
  Slippage,
  TokenCurrency,
  TxHashInput,
} from './common'

/**
 * Report of a sent payment (`POST /card/:id/topup/pay`, `POST /order/:id/pay`): the currency paid in, the
 * transaction hash (any case, normalised to lowercase) and the sender's account nonce of that transaction.
 */
export const PayBody = z.strictObject({
  currency: TokenCurrency,
  hash: TxHashInput,
  nonce: z.int().nonnegative(),
})

export const ConfirmationsParams = z.object({ hash: TxHashInput })

/**
 * Where a reported payment is, counted against the canonical chain (API.md): `reorged` when its block left the
 * chain, `partial` when it paid less than the minimum top-up (held, not credited).
 */
export const PaymentConfirmationStatus = z.enum([
  'pending',
  'confirmed',
  'reverted',
  'not_found',
  'reorged',
  'partial',
])

export const ConfirmationsResponse = z.object({
  confirmations: z.int().nonnegative(),
  required: z.int().positive(),
  status: PaymentConfirmationStatus,
})

/**
 * Quote request: swap `fromAmount` base units of `fromToken` into `toToken` on chain `id`, paid to the
 * receiving address of the caller's card (or order) `cardId`. API.md names no field for the card; the quote
 * needs one so the swap's output can only go to the card the user is topping up.
 */
export const SwapBody = z.strictObject({
  id: ChainId,
  cardId: Id,
  fromToken: AddressInput,
  fromAmount: PositiveBaseUnits,
  toToken: AddressInput,
  slippage: Slippage,
})

/** The transaction the wallet sends: router address, calldata, native value in wei. */
export const TransactionRequestData = z.object({
  to: Address,
  data: HexData,
  value: BaseUnits,
})

/**
 * Swap quote. `address` is the card's receiving address (the swap's recipient), `toAmountMin` what the
 * slippage still guarantees, `exRate` the USD value of one whole `fromToken`. Echoes `id`, tokens, amount and
 * slippage as requested so the web app can check them before sending.
 */
export const SwapQuoteResponse = z.object({
  id: ChainId,
  fromToken: Address,
  fromAmount: BaseUnits,
  toToken: Address,
  toAmount: BaseUnits,
  toAmountMin: BaseUnits,
  slippage: Slippage,
  address: Address,
  currency: TokenCurrency,
  exRate: Rate,
  transactionRequestData: TransactionRequestData,
})

export type PayBody = z.infer<typeof PayBody>
export type PayBodyInput = z.input<typeof PayBody>
export type ConfirmationsParams = z.infer<typeof ConfirmationsParams>
export type PaymentConfirmationStatus = z.infer<typeof PaymentConfirmationStatus>
export type ConfirmationsResponse = z.infer<typeof ConfirmationsResponse>
export type SwapBody = z.infer<typeof SwapBody>
export type SwapBodyInput = z.input<typeof SwapBody>
export type TransactionRequestData = z.infer<typeof TransactionRequestData>
export type SwapQuoteResponse = z.infer<typeof SwapQuoteResponse>
