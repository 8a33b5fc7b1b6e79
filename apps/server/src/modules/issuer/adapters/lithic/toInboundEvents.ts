import type { AuthorizationDeclineReason } from '@chaincard/domain'
import type {
  AuthorizationAdviceEvent,
  AuthorizationRequestEvent,
  CardStateEvent,
  InboundEvent,
  ThreeDsChallengeEvent,
} from '../../inbound/InboundEvent'
import type {
  LithicAsaRequest,
  LithicCardUpdated,
  LithicChallengeEvent,
  LithicTransactionEvent,
  LithicTransactionUpdated,
} from './lithicPayloads'
import { fromLithicCents } from './toLithicCents'

const UNKNOWN_MERCHANT = 'Unknown merchant'

/** A merchant name fit for the history: trimmed, at most 100 characters. */
function merchantNameOf(descriptor: string | null | undefined): string {
  const name = descriptor?.trim().slice(0, 100)
  return name ? name : UNKNOWN_MERCHANT
}

/** Cents as micro-USD, whatever their sign (the event's type and polarity say the direction). */
function microOf(amount: { amount: number }): bigint {
  return fromLithicCents(Math.abs(amount.amount))
}

/** Lithic's decline results as ours. */
export function declineReasonOf(result: string): AuthorizationDeclineReason {
  switch (result) {
    case 'INSUFFICIENT_FUNDS':
    case 'INSUFFICIENT_FUNDS_PRELOAD':
      return 'insufficient_balance'
    case 'CARD_PAUSED':
    case 'ACCOUNT_PAUSED':
      return 'card_locked'
    case 'CARD_CLOSED':
      return 'card_suspended'
    default:
      return 'issuer_declined'
  }
}

/** An ASA request as the gateway's authorization request (event id: Lithic's event token, else the transaction's). */
export function fromAsaRequest(payload: LithicAsaRequest): AuthorizationRequestEvent {
  return {
    kind: 'authorization_request',
    issuer: 'lithic',
    eventId: `asa:${payload.event_token ?? payload.token}`,
    cardToken: payload.card.token,
    transactionToken: payload.token,
    purpose:
      payload.status === 'BALANCE_INQUIRY'
        ? 'balance_inquiry'
        : payload.status === 'CREDIT_AUTHORIZATION' || payload.status === 'FINANCIAL_CREDIT_AUTHORIZATION'
          ? 'credit'
          : 'purchase',
    amountMicro: microOf(payload.amounts.cardholder),
    merchantName: merchantNameOf(payload.merchant.descriptor),
  }
}

const AUTHORIZATION_TYPES = new Set(['AUTHORIZATION', 'FINANCIAL_AUTHORIZATION', 'AUTHORIZATION_ADVICE'])

/**
 * A `card_transaction.updated` as the gateway's events, one per Lithic transaction event (each applies once,
 * by its token), in the order Lithic lists them. The payload is the whole transaction so far, so a delivery
 * that overtakes another carries its events too. Mapping: an authorization (or its advice) is Lithic's word
 * on the authorization (approved, declined with its reason, or a new amount: the transaction's hold when the
 * advice is its latest event); a debit clearing captures; a void or an expiry releases; a return, or a credit
 * clearing, credits the card; a financial (single-message) authorization is approved and cleared at once.
 * A debit clearing in a transaction with no authorization at all (a force post) comes with an approved
 * authorization first, so it is debited. Corrections and return reversals are not applied.
 */
export function fromTransactionUpdated(payload: LithicTransactionUpdated): InboundEvent[] {
  const base = { issuer: 'lithic' as const, cardToken: payload.card_token, transactionToken: payload.token }
  const merchantName = merchantNameOf(payload.merchant.descriptor)
  const events: InboundEvent[] = []
  const hasAuthorization = payload.events.some((event) => AUTHORIZATION_TYPES.has(event.type))
  const last = payload.events.at(-1)
  const advice = (event: LithicTransactionEvent, amountMicro: bigint): AuthorizationAdviceEvent => ({
    ...base,
    kind: 'authorization_advice',
    eventId: event.token,
    approved: event.result === 'APPROVED',
    amountMicro,
    declineReason: event.result === 'APPROVED' ? undefined : declineReasonOf(event.result),
    merchantName,
  })
  for (const event of payload.events) {
    const approved = event.result === 'APPROVED'
    const amountMicro = microOf(event.amounts.cardholder)
    switch (event.type) {
      case 'AUTHORIZATION':
        events.push(advice(event, amountMicro))
        break
      case 'AUTHORIZATION_ADVICE': {
        const hold = payload.amounts?.hold
        const latest = event === last && payload.status === 'PENDING' && hold !== undefined
        events.push(advice(event, latest ? microOf(hold) : amountMicro))
        break
      }
      case 'FINANCIAL_AUTHORIZATION':
        events.push(advice(event, amountMicro))
        if (approved && amountMicro > 0n) {
          events.push({
            ...base,
            kind: 'clearing',
            eventId: `${event.token}:clearing`,
            amountMicro,
            merchantName,
          })
        }
        break
      case 'CLEARING':
        if (!approved || amountMicro === 0n) break
        if (event.effective_polarity === 'CREDIT') {
          events.push({ ...base, kind: 'return', eventId: event.token, amountMicro, merchantName })
          break
        }
        if (!hasAuthorization) {
          events.push({
            ...base,
            kind: 'authorization_advice',
            eventId: `${payload.token}:force-post`,
            approved: true,
            amountMicro,
            merchantName,
          })
        }
        events.push({ ...base, kind: 'clearing', eventId: event.token, amountMicro, merchantName })
        break
      case 'AUTHORIZATION_REVERSAL':
      case 'AUTHORIZATION_EXPIRY':
        if (!approved) break
        events.push({
          ...base,
          kind: 'authorization_release',
          eventId: event.token,
          reason: event.type === 'AUTHORIZATION_EXPIRY' ? 'expiry' : 'void',
          amountMicro: event.type === 'AUTHORIZATION_EXPIRY' || amountMicro === 0n ? null : amountMicro,
        })
        break
      case 'RETURN':
      case 'FINANCIAL_CREDIT_AUTHORIZATION':
        if (!approved || amountMicro === 0n) break
        events.push({ ...base, kind: 'return', eventId: event.token, amountMicro, merchantName })
        break
    }
  }
  return events
}

/** A 3DS challenge (event id: the authentication's token). */
export function fromChallenge(payload: LithicChallengeEvent): ThreeDsChallengeEvent {
  const authentication = payload.authentication_object
  const transaction = authentication.transaction
  return {
    kind: 'three_ds_challenge',
    issuer: 'lithic',
    eventId: `challenge:${authentication.token}`,
    cardToken: authentication.card_token,
    challengeToken: authentication.token,
    merchantName: merchantNameOf(authentication.merchant.name),
    amountMinor: BigInt(transaction?.amount ?? 0),
    currency: transaction?.currency ?? 'USD',
    currencyExponent: transaction?.currency_exponent ?? 2,
    expiresAt: new Date(payload.challenge.expiry_time),
  }
}

/** A card state change (event id: the delivery's `webhook-id`, as the payload has no id of its own). */
export function fromCardUpdated(payload: LithicCardUpdated, webhookId: string): CardStateEvent | null {
  const state = payload.state
  if (state !== 'OPEN' && state !== 'PAUSED' && state !== 'CLOSED') return null
  return {
    kind: 'card_state',
    issuer: 'lithic',
    eventId: `card:${webhookId}`,
    cardToken: payload.card_token,
    state,
  }
}
