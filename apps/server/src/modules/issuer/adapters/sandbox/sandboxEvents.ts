import { currencyExponent, parseDecimal } from '@chaincard/domain'
import type { CardAuthorizationRow } from '../../../../db/schema/cards'
import type {
  AuthorizationRequestEvent,
  MerchantAmount,
  PurchaseFacts,
  TransactionStateEvent,
  TransactionStatus,
} from '../../inbound/InboundEvent'
import { sandboxPurchaseFacts } from './sandboxPurchaseFacts'

/** A merchant's own amount from the simulator's body (`merchantCurrency`, `merchantAmount`), if given. */
export function merchantAmountOf(
  currency: string | undefined,
  amount: string | undefined,
): MerchantAmount | undefined {
  if (currency === undefined || amount === undefined) return undefined
  return { currency, amountMinor: parseDecimal(amount, currencyExponent(currency)) }
}

/** What the sandbox's network asks of a purchase beyond its amount. */
export type PurchaseRequestOptions = {
  holdMicro?: bigint | undefined
  partialApprovalCapable?: boolean | undefined
  merchant?: MerchantAmount | undefined
  /** What the controls decide on; default an ordinary purchase at this merchant (`sandboxPurchaseFacts`). */
  facts?: PurchaseFacts | undefined
}

/**
 * The authorization request the sandbox's card network sends for a purchase (the sandbox's transaction token
 * is our authorization id). Its event id is the token: a purchase is decided once.
 */
export function purchaseRequest(
  cardToken: string,
  purchase: Pick<CardAuthorizationRow, 'id' | 'amountMicro' | 'merchantName'> &
    Partial<Pick<CardAuthorizationRow, 'merchantCurrency' | 'merchantAmountMinor'>>,
  options: PurchaseRequestOptions = {},
): AuthorizationRequestEvent {
  const merchant =
    options.merchant ??
    (purchase.merchantCurrency &&
    purchase.merchantAmountMinor !== null &&
    purchase.merchantAmountMinor !== undefined
      ? { currency: purchase.merchantCurrency, amountMinor: purchase.merchantAmountMinor }
      : undefined)
  return {
    kind: 'authorization_request',
    issuer: 'sandbox',
    eventId: `authorization:${purchase.id}`,
    cardToken,
    transactionToken: purchase.id,
    purpose: 'purchase',
    amountMicro: purchase.amountMicro,
    ...(options.holdMicro !== undefined ? { holdMicro: options.holdMicro } : {}),
    ...(options.partialApprovalCapable ? { partialApprovalCapable: true } : {}),
    ...(merchant ? { merchant } : {}),
    merchantName: purchase.merchantName,
    facts: options.facts ?? sandboxPurchaseFacts({}, purchase.merchantName, purchase.amountMicro),
  }
}

/**
 * The sandbox issuer's snapshot of a purchase after one more event: its status and what it holds now, as
 * Lithic's `card_transaction.updated` gives them (no list of requests: the sandbox decides every one through us,
 * so its hold has each). Its version is one more than the purchase's applied one.
 */
export function sandboxState(
  cardToken: string,
  purchase: Pick<CardAuthorizationRow, 'id' | 'issuerVersion'>,
  status: TransactionStatus,
  holdMicro: bigint,
): TransactionStateEvent {
  const version = purchase.issuerVersion + 1
  return {
    kind: 'transaction_state',
    issuer: 'sandbox',
    eventId: `state:${purchase.id}:${version}`,
    cardToken,
    transactionToken: purchase.id,
    version,
    status,
    holdMicro: holdMicro < 0n ? 0n : holdMicro,
  }
}
