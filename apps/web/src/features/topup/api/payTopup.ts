import {
  checkSwapQuote,
  NATIVE_TOKEN_ADDRESS,
  type PayBodyInput,
  type SwapBodyInput,
  type SwapQuoteResponse,
} from '@chaincard/domain'
import type { Address, Hash, Hex } from 'viem'
import { approveExactAmount } from '../../../lib/chain/approveExactAmount'
import { isUserRejection } from '../../../lib/chain/isUserRejection'
import { lookupTransaction } from '../../../lib/chain/lookupTransaction'
import { sendSwapTransaction } from '../../../lib/chain/sendSwapTransaction'
import { transferToken } from '../../../lib/chain/transferToken'
import type { ChainReader, PaymentWalletClient, PayToken } from '../../../lib/chain/types'
import { waitForPaymentReceipt } from '../../../lib/chain/waitForPaymentReceipt'
import {
  SwapQuoteMismatchError,
  TopupPaymentError,
  type TopupPaymentError as TopupPaymentErrorType,
  type TopupStage,
} from './errors'
import type { PaymentKind } from './reportPayment'

/** The server calls of a payment; the app passes its API client, a Node test a client of a real server. */
export type TopupPaymentApi = {
  /** POST /swap; `body.cardId` is the card the swap pays. */
  requestSwapQuote(body: SwapBodyInput): Promise<SwapQuoteResponse>
  reportPayment(kind: PaymentKind, cardId: string, body: PayBodyInput): Promise<void>
  cancelOrderPayment(cardId: string): Promise<void>
}

type PayTopupProgress =
  | { stage: TopupStage }
  | { stage: 'sent'; hash: Hash }
  | { stage: 'replaced'; hash: Hash }
  | { stage: 'reported'; hash: Hash }

export type PayTopupParameters = {
  /** `order`: first top-up of a new card (POST /order/{id}/pay); `topup`: an active or locked card. */
  kind: PaymentKind
  cardId: string
  chain: { id: number; orderCurrency: string; swapRouter?: Address | undefined }
  /** The chain's order-currency token (what the card is credited in). */
  orderToken: PayToken
  /** The token the user pays with. Equal to `orderToken`: a direct transfer; otherwise a swap. */
  token: PayToken
  /** Base units of `token`. */
  amount: bigint
  /** Canonical slippage ("0.1"), used for swaps. */
  slippage: string
  /** The card's receiving address. */
  payee: Address
  wallet: PaymentWalletClient
  reader: ChainReader
  api: TopupPaymentApi
  onProgress?: (progress: PayTopupProgress) => void
  /** Receipt wait limit (default 15 min). */
  receiptTimeoutMs?: number
}

export type PayTopupReturnType = { hash: Hash; nonce: number; paid: bigint }

/**
 * The top-up payment (SPEC section 4 "Confirm top-up"): a direct `transfer` of the order currency to the
 * receiving address, or a swap (quote checked field by field, exact `approve` when the allowance is short,
 * then the quote's transaction); waits for the receipt, follows a replacement to its hash, and reports hash
 * and nonce to the server. Any failure (wallet refusal, quote mismatch, revert, no payment in the receipt,
 * report error) cancels the order payment on a first top-up and throws TopupPaymentError.
 */
export async function payTopup(p: PayTopupParameters): Promise<PayTopupReturnType> {
  let stage: TopupStage = 'send'
  let sent: Hash | undefined
  const progress = (next: PayTopupProgress) => p.onProgress?.(next)
  try {
    const from = p.wallet.account.address
    const expectedNonce = await p.reader.getTransactionCount({ address: from, blockTag: 'pending' })
    const isSwap = !sameToken(p.token, p.orderToken)

    if (isSwap) {
      stage = 'quote'
      progress({ stage })
      const fromToken = p.token.isNative ? NATIVE_TOKEN_ADDRESS : p.token.address
      const quote = await p.api.requestSwapQuote({
        id: p.chain.id,
        cardId: p.cardId,
        fromToken,
        fromAmount: p.amount.toString(),
        toToken: p.orderToken.address,
        slippage: p.slippage,
      })
      const reason = checkSwapQuote(quote, {
        chainId: p.chain.id,
        slippage: p.slippage,
        fromToken,
        fromNative: p.token.isNative,
        amount: p.amount,
        toToken: p.orderToken.address,
        payee: p.payee,
        currency: p.chain.orderCurrency,
        router: p.chain.swapRouter ?? '',
      })
      if (reason) throw new SwapQuoteMismatchError({ reason })
      const request = quote.transactionRequestData
      if (!p.token.isNative) {
        stage = 'approve'
        progress({ stage })
        await approveExactAmount({
          wallet: p.wallet,
          reader: p.reader,
          token: p.token.address,
          spender: request.to as Address,
          amount: p.amount,
        })
      }
      stage = 'send'
      progress({ stage })
      const swapNonce = await p.reader.getTransactionCount({ address: from, blockTag: 'pending' })
      sent = await sendSwapTransaction({
        wallet: p.wallet,
        request: { to: request.to as Address, data: request.data as Hex, value: BigInt(request.value) },
      })
      return await finish(p, sent, swapNonce, (s) => (stage = s), progress)
    }

    progress({ stage })
    sent = await transferToken({
      wallet: p.wallet,
      reader: p.reader,
      token: p.token,
      to: p.payee,
      amount: p.amount,
    })
    return await finish(p, sent, expectedNonce, (s) => (stage = s), progress)
  } catch (cause) {
    const error: TopupPaymentErrorType = new TopupPaymentError({
      stage,
      hash: sent,
      userRejected: isUserRejection(cause),
      cause,
    })
    if (p.kind === 'order') await p.api.cancelOrderPayment(p.cardId).catch(() => undefined)
    throw error
  }
}

async function finish(
  p: PayTopupParameters,
  sent: Hash,
  expectedNonce: number,
  setStage: (stage: TopupStage) => void,
  progress: (next: PayTopupProgress) => void,
): Promise<PayTopupReturnType> {
  progress({ stage: 'sent', hash: sent })
  setStage('confirm')
  progress({ stage: 'confirm' })
  // The transaction as sent (its real nonce): the wait can then follow its nonce slot to a replacement.
  const original = await lookupTransaction({ reader: p.reader, hash: sent })
  const { hash, paid } = await waitForPaymentReceipt({
    reader: p.reader,
    hash: sent,
    ...(original
      ? {
          replacement: {
            from: original.from,
            nonce: original.nonce,
            to: original.to,
            input: original.input,
            value: original.value,
          },
        }
      : {}),
    payment: { token: p.orderToken.address, to: p.payee },
    ...(p.receiptTimeoutMs ? { timeoutMs: p.receiptTimeoutMs } : {}),
    onReplaced: (replacement) => progress({ stage: 'replaced', hash: replacement.hash }),
  })
  const reportedNonce =
    original?.nonce ?? (await lookupTransaction({ reader: p.reader, hash, tries: 1 }))?.nonce ?? expectedNonce
  setStage('report')
  progress({ stage: 'report' })
  await reportWithRetry(() =>
    p.api.reportPayment(p.kind, p.cardId, { currency: p.chain.orderCurrency, hash, nonce: reportedNonce }),
  )
  progress({ stage: 'reported', hash })
  return { hash, nonce: reportedNonce, paid }
}

/** Report tries: the money has moved, so a transient failure (no answer, 429, 502-504) is retried; the server dedupes by hash. */
const REPORT_RETRY_DELAYS_MS = [1_000, 3_000] as const

async function reportWithRetry(report: () => Promise<void>): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await report()
    } catch (error) {
      const delay = REPORT_RETRY_DELAYS_MS[attempt]
      if (delay === undefined || !isTransient(error)) throw error
      await new Promise((resolve) => setTimeout(resolve, delay))
    }
  }
}

function isTransient(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status
  return typeof status === 'number' && (status === 0 || status === 429 || (status >= 502 && status <= 504))
}

function sameToken(a: PayToken, b: PayToken): boolean {
  return a.isNative === b.isNative && a.address.toLowerCase() === b.address.toLowerCase()
}
