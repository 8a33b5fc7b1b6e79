import type { CardAuthorizationRow } from '../../../../db/schema/cards'
import type { AuthorizationRequestEvent } from '../../inbound/InboundEvent'

/**
 * The authorization request the sandbox's card network sends for a purchase (the sandbox's transaction token
 * is our authorization id). Its event id is the token: a purchase is decided once.
 */
export function purchaseRequest(
  cardToken: string,
  purchase: Pick<CardAuthorizationRow, 'id' | 'amountMicro' | 'merchantName'>,
): AuthorizationRequestEvent {
  return {
    kind: 'authorization_request',
    issuer: 'sandbox',
    eventId: `authorization:${purchase.id}`,
    cardToken,
    transactionToken: purchase.id,
    purpose: 'purchase',
    amountMicro: purchase.amountMicro,
    merchantName: purchase.merchantName,
  }
}
