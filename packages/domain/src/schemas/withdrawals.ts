// Withdrawing a card's balance to a wallet (API.md "Withdrawals"): the owner's terms and withdrawals, the request
// signed by the wallet, and the operators' queue of payouts.
import { z } from 'zod'
import { WITHDRAWAL_STATUSES } from '../rules/withdrawals/transitionWithdrawal'
import {
  Address,
  AddressInput,
  BaseUnits,
  ChainId,
  Id,
  IsoDateTime,
  PositiveUsdAmountInput,
  TxHash,
  TxHashInput,
  UsdAmount,
  UsdAmountInput,
} from './common'

export const WithdrawalStatusEnum = z.enum(WITHDRAWAL_STATUSES)

/** One withdrawal as its owner and the operators see it. */
export const Withdrawal = z.object({
  id: Id,
  cardId: Id,
  /** What the recipient receives, USD. */
  amount: UsdAmount,
  /** What the program kept for sending it, USD (left the card with the amount). */
  fee: UsdAmount,
  chainId: ChainId,
  /** The recipient, EIP-55. */
  address: Address,
  /** The stablecoin paid out (the chain's order currency), its symbol and contract. */
  token: z.object({ symbol: z.string().min(1).max(20), address: Address, decimals: z.int().min(0).max(36) }),
  /** The payout in the token's base units. */
  tokenAmount: BaseUnits,
  status: WithdrawalStatusEnum,
  /** The payout transaction, once known. */
  txHash: TxHash.nullable(),
  /** Why it failed (an operator's note, or `payout_reverted`), once failed. */
  failure: z.string().max(500).nullable(),
  at: IsoDateTime,
  /** When it was paid or failed. */
  closedAt: IsoDateTime.nullable(),
})

/** A chain a withdrawal can be paid on, and the stablecoin it pays. */
export const WithdrawalChain = z.object({
  chainId: ChainId,
  name: z.string().min(1).max(100),
  token: z.object({ symbol: z.string().min(1).max(20), address: Address, decimals: z.int().min(0).max(36) }),
})

/**
 * What a withdrawal from this card costs and may be, now: the fee (WITHDRAWAL_FEE, the same for every amount),
 * the card's available balance, the owner's daily limit and what is left of it, the smallest and the largest
 * amount one withdrawal may ask now, and the chains.
 */
export const WithdrawalTerms = z.object({
  fee: UsdAmount,
  available: z.string().regex(/^-?(?:0|[1-9]\d*)\.\d{2}$/, 'must be a USD amount with exactly 2 decimals'),
  dailyLimit: UsdAmount,
  dailyRemaining: UsdAmount,
  minimum: UsdAmount,
  maximum: UsdAmount,
  chains: z.array(WithdrawalChain).max(20),
})

/** `GET /api/card/{id}/withdrawals`: the terms now and the card's withdrawals, newest first. */
export const CardWithdrawalsResponse = z.object({
  terms: WithdrawalTerms,
  items: z.array(Withdrawal).max(100),
})

/**
 * `POST /api/card/{id}/withdrawals`: what the owner asks (amount, the fee they were shown, chain, recipient) and
 * the wallet's fresh signature of an EIP-4361 message of this site whose statement is `withdrawalStatement` of
 * exactly these, with a new nonce (`POST /api/nonce`) and an Expiration Time at most 5 minutes after Issued At.
 */
export const WithdrawalBody = z.strictObject({
  amount: PositiveUsdAmountInput,
  fee: UsdAmountInput,
  chainId: ChainId,
  address: AddressInput.refine((value) => !/^0x0{40}$/.test(value), {
    message: 'must not be the zero address',
  }),
  message: z.string().min(1).max(4_000),
  signature: z
    .string()
    .max(2 + 2 * 16_384)
    .regex(/^0x(?:[0-9a-fA-F]{2})+$/, 'must be 0x-prefixed hex'),
})

export const WithdrawalResponse = z.object({ withdrawal: Withdrawal })

export const WithdrawalParams = z.object({ id: Id })

/** `GET /api/admin/withdrawals?status=open|all`: open ones by default (oldest first: pay in order). */
export const AdminWithdrawalsQuery = z.strictObject({ status: z.enum(['open', 'all']).default('open') })

export const AdminWithdrawal = Withdrawal.extend({ owner: Address })

export const AdminWithdrawalsResponse = z.object({ withdrawals: z.array(AdminWithdrawal).max(500) })

/** `POST /api/admin/withdrawals/{id}/pay`: the payout transaction, verified on chain before it is marked paid. */
export const WithdrawalPayBody = z.strictObject({ txHash: TxHashInput })

/** `POST /api/admin/withdrawals/{id}/fail`: give up; the money goes back to the card once. */
export const WithdrawalFailBody = z.strictObject({ note: z.string().trim().min(1).max(500) })

export const AdminWithdrawalResponse = z.object({ withdrawal: AdminWithdrawal })

export type Withdrawal = z.infer<typeof Withdrawal>
export type WithdrawalChain = z.infer<typeof WithdrawalChain>
export type WithdrawalTerms = z.infer<typeof WithdrawalTerms>
export type CardWithdrawalsResponse = z.infer<typeof CardWithdrawalsResponse>
export type WithdrawalBody = z.infer<typeof WithdrawalBody>
export type WithdrawalBodyInput = z.input<typeof WithdrawalBody>
export type WithdrawalResponse = z.infer<typeof WithdrawalResponse>
export type AdminWithdrawal = z.infer<typeof AdminWithdrawal>
export type AdminWithdrawalsResponse = z.infer<typeof AdminWithdrawalsResponse>
