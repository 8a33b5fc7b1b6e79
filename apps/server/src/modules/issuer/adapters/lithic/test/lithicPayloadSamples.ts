import { randomUUID } from 'node:crypto'
import { assertWebhookPayload, sampleWebhookPayload } from './lithicDefinition'

// Webhook payloads for tests: the definition's sample of each event type, with the fields a test is about
// replaced, then checked against the definition again (a builder that broke the schema would fail here).

type Cents = number

function built(eventType: string, payload: Record<string, unknown>): Record<string, unknown> {
  assertWebhookPayload(eventType, payload)
  return payload
}

const usd = (amount: Cents) => ({ amount, conversion_rate: '1.000000', currency: 'USD' })

export type AsaRequestSample = {
  token: string
  /** Lithic's id of this request (a retry carries the same); default a new one. */
  eventToken?: string
  cardToken: string
  cents: Cents
  merchant?: string
  status?: 'AUTHORIZATION' | 'FINANCIAL_AUTHORIZATION' | 'CREDIT_AUTHORIZATION' | 'BALANCE_INQUIRY'
}

/** `card_authorization.approval_request` (ASA). */
export function asaRequest({
  token,
  eventToken = randomUUID(),
  cardToken,
  cents,
  merchant = 'COFFEE SHOP',
  status = 'AUTHORIZATION',
}: AsaRequestSample) {
  const base = sampleWebhookPayload('card_authorization.approval_request')
  const sampleMerchant = base.merchant as Record<string, unknown>
  const sampleAmounts = base.amounts as Record<string, unknown>
  const sampleCard = base.card as Record<string, unknown>
  return built('card_authorization.approval_request', {
    ...base,
    token,
    event_token: eventToken,
    status,
    amount: cents,
    authorization_amount: cents,
    merchant_amount: cents,
    settled_amount: 0,
    amounts: { ...sampleAmounts, cardholder: usd(cents), merchant: { amount: cents, currency: 'USD' } },
    card: { ...sampleCard, token: cardToken, state: 'OPEN' },
    merchant: { ...sampleMerchant, descriptor: merchant },
  })
}

export type TransactionEventSample = {
  token: string
  type:
    | 'AUTHORIZATION'
    | 'AUTHORIZATION_ADVICE'
    | 'CLEARING'
    | 'AUTHORIZATION_REVERSAL'
    | 'AUTHORIZATION_EXPIRY'
    | 'RETURN'
    | 'FINANCIAL_AUTHORIZATION'
  cents: Cents
  result?: string
  polarity?: 'DEBIT' | 'CREDIT'
}

export type TransactionSample = {
  token: string
  cardToken: string
  status?: 'PENDING' | 'SETTLED' | 'VOIDED' | 'EXPIRED' | 'DECLINED'
  merchant?: string
  holdCents?: Cents
  events: TransactionEventSample[]
}

/** `card_transaction.updated`: the whole transaction with its events so far. */
export function transactionUpdated({
  token,
  cardToken,
  status = 'SETTLED',
  merchant = 'COFFEE SHOP',
  holdCents = 0,
  events,
}: TransactionSample) {
  const base = sampleWebhookPayload('card_transaction.updated')
  const sampleEvent = (base.events as Record<string, unknown>[])[0]!
  const sampleMerchant = base.merchant as Record<string, unknown>
  const sampleAmounts = base.amounts as Record<string, unknown>
  return built('card_transaction.updated', {
    ...base,
    token,
    card_token: cardToken,
    status,
    merchant: { ...sampleMerchant, descriptor: merchant },
    amounts: { ...sampleAmounts, hold: { amount: holdCents, currency: 'USD' } },
    events: events.map((event) => ({
      ...sampleEvent,
      token: event.token,
      type: event.type,
      result: event.result ?? 'APPROVED',
      detailed_results: [event.result ?? 'APPROVED'],
      effective_polarity: event.polarity ?? (event.type === 'RETURN' ? 'CREDIT' : 'DEBIT'),
      amount: event.cents,
      amounts: {
        cardholder: usd(event.cents),
        merchant: { amount: event.cents, currency: 'USD' },
        settlement: null,
      },
    })),
  })
}

export type ChallengeSample = {
  token: string
  cardToken: string
  cents: Cents
  merchant: string
  expiresAt: Date
}

/** `three_ds_authentication.challenge`. */
export function challenge({ token, cardToken, cents, merchant, expiresAt }: ChallengeSample) {
  const base = sampleWebhookPayload('three_ds_authentication.challenge')
  const authentication = base.authentication_object as Record<string, unknown>
  return built('three_ds_authentication.challenge', {
    ...base,
    authentication_object: {
      ...authentication,
      token,
      card_token: cardToken,
      authentication_result: 'PENDING_CHALLENGE',
      merchant: { ...(authentication.merchant as Record<string, unknown>), name: merchant },
      transaction: {
        ...(authentication.transaction as Record<string, unknown>),
        amount: cents,
        cardholder_amount: cents,
        currency: 'USD',
        currency_exponent: 2,
      },
    },
    challenge: {
      ...(base.challenge as Record<string, unknown>),
      start_time: new Date(expiresAt.getTime() - 5 * 60_000).toISOString(),
      expiry_time: expiresAt.toISOString(),
    },
  })
}

/** `card.updated`. */
export function cardUpdated({
  cardToken,
  state,
  previous,
}: {
  cardToken: string
  state: string
  previous: string
}) {
  const base = sampleWebhookPayload('card.updated')
  return built('card.updated', {
    ...base,
    card_token: cardToken,
    state,
    previous_fields: { state: previous },
  })
}
