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

/** An amount in a currency's minor units. */
type Money = { cents: Cents; currency: string }

export type AsaRequestSample = {
  token: string
  /**
   * Lithic's id of this request (a retry carries the same; its event in the transaction has it as token);
   * default a new one; null: none (a program not enrolled in the field's beta).
   */
  eventToken?: string | null
  cardToken: string
  /** The cardholder amount, in minor units of `currency` (default USD). */
  cents: Cents
  currency?: string
  merchant?: string
  status?: 'AUTHORIZATION' | 'FINANCIAL_AUTHORIZATION' | 'CREDIT_AUTHORIZATION' | 'BALANCE_INQUIRY'
  /** `amounts.hold` (an automated fuel dispenser's estimate); default none. */
  holdCents?: Cents
  /** The terminal takes partial approvals; default false. */
  partialApprovalCapable?: boolean
  /** The merchant's own amount; default the cardholder amount. */
  merchantAmount?: Money
  /**
   * The request's `ttl` (its authorization's time to live, from when it was asked): two requests of one
   * transaction asked at different times differ in it; a retry of one request carries the same. Default none.
   */
  ttl?: string
}

/** `card_authorization.approval_request` (ASA). */
export function asaRequest({
  token,
  eventToken = randomUUID(),
  cardToken,
  cents,
  currency = 'USD',
  merchant = 'COFFEE SHOP',
  status = 'AUTHORIZATION',
  holdCents,
  partialApprovalCapable = false,
  merchantAmount = { cents, currency },
  ttl,
}: AsaRequestSample) {
  const base = sampleWebhookPayload('card_authorization.approval_request')
  const sampleMerchant = base.merchant as Record<string, unknown>
  const sampleAmounts = base.amounts as Record<string, unknown>
  const sampleCard = base.card as Record<string, unknown>
  const samplePos = base.pos as { terminal: Record<string, unknown> }
  const { event_token: _, ttl: __, ...withoutToken } = base
  return built('card_authorization.approval_request', {
    ...withoutToken,
    ...(ttl === undefined ? {} : { ttl }),
    token,
    ...(eventToken === null ? {} : { event_token: eventToken }),
    status,
    amount: cents,
    authorization_amount: cents,
    merchant_amount: merchantAmount.cents,
    settled_amount: 0,
    amounts: {
      ...sampleAmounts,
      cardholder: { amount: cents, conversion_rate: '1.000000', currency },
      merchant: { amount: merchantAmount.cents, currency: merchantAmount.currency },
      hold: holdCents === undefined ? null : { amount: holdCents, currency: 'USD' },
    },
    card: { ...sampleCard, token: cardToken, state: 'OPEN' },
    merchant: { ...sampleMerchant, descriptor: merchant },
    pos: {
      ...samplePos,
      terminal: { ...samplePos.terminal, partial_approval_capable: partialApprovalCapable },
    },
  })
}

/** Lithic's transaction event types (the definition's `transaction_event.type`). */
export type LithicEventType =
  | 'AUTHORIZATION'
  | 'AUTHORIZATION_ADVICE'
  | 'AUTHORIZATION_EXPIRY'
  | 'AUTHORIZATION_REVERSAL'
  | 'BALANCE_INQUIRY'
  | 'CLEARING'
  | 'CORRECTION_CREDIT'
  | 'CORRECTION_DEBIT'
  | 'CREDIT_AUTHORIZATION'
  | 'CREDIT_AUTHORIZATION_ADVICE'
  | 'FINANCIAL_AUTHORIZATION'
  | 'FINANCIAL_CREDIT_AUTHORIZATION'
  | 'RETURN'
  | 'RETURN_REVERSAL'

const CREDIT_TYPES = new Set([
  'RETURN',
  'CORRECTION_CREDIT',
  'CREDIT_AUTHORIZATION',
  'CREDIT_AUTHORIZATION_ADVICE',
  'FINANCIAL_CREDIT_AUTHORIZATION',
])

export type TransactionEventSample = {
  token: string
  type: LithicEventType
  /** The cardholder amount, in minor units of `currency` (default USD). */
  cents: Cents
  currency?: string
  result?: string
  /** Default: CREDIT for the credit types, else DEBIT. */
  polarity?: 'DEBIT' | 'CREDIT'
  /** The merchant's own amount; default the cardholder amount. */
  merchantAmount?: Money
}

export type TransactionSample = {
  token: string
  cardToken: string
  status?: 'PENDING' | 'SETTLED' | 'VOIDED' | 'EXPIRED' | 'DECLINED'
  merchant?: string
  /** `merchant.acceptor_id`: the acquirer's id of the merchant; default the definition's example. */
  acceptorId?: string
  /** `amounts.hold.amount` as Lithic sends it (the definition's example gives a pending purchase's as negative). */
  holdCents?: Cents
  holdCurrency?: string
  events: TransactionEventSample[]
}

/** One event of a transaction, as the definition's sample event with the fields a test is about. */
function transactionEvent(sampleEvent: Record<string, unknown>, event: TransactionEventSample) {
  const currency = event.currency ?? 'USD'
  const merchantAmount = event.merchantAmount ?? { cents: event.cents, currency }
  return {
    ...sampleEvent,
    token: event.token,
    type: event.type,
    result: event.result ?? 'APPROVED',
    detailed_results: [event.result ?? 'APPROVED'],
    effective_polarity: event.polarity ?? (CREDIT_TYPES.has(event.type) ? 'CREDIT' : 'DEBIT'),
    amount: event.cents,
    amounts: {
      cardholder: { amount: event.cents, conversion_rate: '1.000000', currency },
      merchant: { amount: merchantAmount.cents, currency: merchantAmount.currency },
      settlement: null,
    },
  }
}

/** `card_transaction.updated`: the whole transaction with its events so far. */
export function transactionUpdated({
  token,
  cardToken,
  status = 'SETTLED',
  merchant = 'COFFEE SHOP',
  acceptorId,
  holdCents = 0,
  holdCurrency = 'USD',
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
    merchant: {
      ...sampleMerchant,
      descriptor: merchant,
      ...(acceptorId === undefined ? {} : { acceptor_id: acceptorId }),
    },
    amounts: { ...sampleAmounts, hold: { amount: holdCents, currency: holdCurrency } },
    events: events.map((event) => transactionEvent(sampleEvent, event)),
  })
}

/**
 * A `card_transaction.updated` with an event type the definition does not know (one Lithic may add): not
 * checked against the definition, which lists the types it has.
 */
export function transactionWithUnknownEvent(
  sample: TransactionSample,
  unknown: { token: string; type: string; cents: Cents },
) {
  const payload = transactionUpdated(sample) as { events: Record<string, unknown>[] }
  const template = (payload.events[0] ?? {}) as Record<string, unknown>
  return {
    ...payload,
    events: [
      ...payload.events,
      {
        ...template,
        token: unknown.token,
        type: unknown.type,
        result: 'APPROVED',
        amount: unknown.cents,
        amounts: {
          cardholder: usd(unknown.cents),
          merchant: { amount: unknown.cents, currency: 'USD' },
          settlement: null,
        },
      },
    ],
  }
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

export type ThreeDsApprovalRequestSample = {
  token?: string
  cardToken: string
  /** The purchase in minor units of `currency` (default USD); null: an authentication without a purchase. */
  cents: Cents | null
  currency?: string
  /** The approximate amount in the cardholder's (program's) currency; default `cents` in USD. */
  cardholderCents?: Cents | null
  merchant: string
  /** `merchant.id`: the acquirer's id of the merchant (its authorizations' `acceptor_id`); default none. */
  acceptorId?: string | null
  /** Default BROWSER (the cardholder at a checkout); THREE_DS_REQUESTOR_INITIATED: the merchant on its own. */
  channel?: 'BROWSER' | 'APP_BASED' | 'THREE_DS_REQUESTOR_INITIATED'
}

/** `three_ds_authentication.approval_request` (3DS customer decisioning). */
export function threeDsApprovalRequest({
  token = randomUUID(),
  cardToken,
  cents,
  currency = 'USD',
  cardholderCents,
  merchant,
  acceptorId = null,
  channel = 'BROWSER',
}: ThreeDsApprovalRequestSample) {
  const base = sampleWebhookPayload('three_ds_authentication.approval_request')
  const transaction = base.transaction as Record<string, unknown> | null | undefined
  return built('three_ds_authentication.approval_request', {
    ...base,
    token,
    card_token: cardToken,
    merchant: { ...(base.merchant as Record<string, unknown>), name: merchant, id: acceptorId },
    channel,
    three_ri_request_type: channel === 'THREE_DS_REQUESTOR_INITIATED' ? 'RECURRING_TRANSACTION' : null,
    message_category: cents === null ? 'NON_PAYMENT_AUTHENTICATION' : 'PAYMENT_AUTHENTICATION',
    transaction:
      cents === null
        ? null
        : {
            ...transaction,
            amount: cents,
            cardholder_amount:
              cardholderCents === undefined ? (currency === 'USD' ? cents : null) : cardholderCents,
            currency,
            currency_exponent: currency === 'JPY' ? 0 : 2,
            date_time: new Date().toISOString(),
            type: 'GOODS_SERVICE_PURCHASE',
          },
  })
}

/** `dispute.updated`: a Chargebacks API dispute (filed through `/v1/disputes`) at `status`. */
export function disputeUpdated({
  token,
  transactionToken,
  cents,
  status,
  reason = 'GOODS_SERVICES_NOT_RECEIVED',
  resolution = null,
}: {
  token: string
  transactionToken: string
  cents: Cents
  status: string
  reason?: string
  resolution?: string | null
}) {
  const base = sampleWebhookPayload('dispute.updated')
  return built('dispute.updated', {
    ...base,
    token,
    transaction_token: transactionToken,
    amount: cents,
    status,
    reason,
    resolution_reason: resolution,
  })
}

/** One event of a Managed Disputes case: a provisional credit granted or taken back, or a network's money. */
export type DisputeCaseEventSample = {
  kind:
    | 'provisional_granted'
    | 'provisional_reversed'
    | 'written_off'
    | 'write_off_reversed'
    | 'chargeback_credit'
    | 'representment_debit'
  cents: Cents
}

const LIABILITY_ACTIONS = {
  provisional_granted: 'PROVISIONAL_CREDIT_GRANTED',
  provisional_reversed: 'PROVISIONAL_CREDIT_REVERSED',
  written_off: 'WRITTEN_OFF',
  write_off_reversed: 'WRITE_OFF_REVERSED',
} as const

/**
 * `dispute_transaction.created` / `.updated`: a Managed Disputes case, whole: its events so far (the opening
 * first) and its liability allocation.
 */
export function disputeTransaction({
  token,
  cardToken,
  transactionToken,
  cents,
  events,
  recovered = 0,
  writtenOff = 0,
  denied = 0,
  status = 'OPEN',
  disposition = null,
  currency = 'USD',
}: {
  token: string
  cardToken: string
  transactionToken: string
  cents: Cents
  events: DisputeCaseEventSample[]
  recovered?: Cents
  writtenOff?: Cents
  denied?: Cents
  status?: 'OPEN' | 'CLOSED'
  disposition?: 'WON' | 'LOST' | 'PARTIALLY_WON' | 'WITHDRAWN' | 'DENIED' | null
  currency?: string
}) {
  const eventType = events.length === 0 ? 'dispute_transaction.created' : 'dispute_transaction.updated'
  const base = sampleWebhookPayload(eventType)
  const created = '2026-11-20T10:00:00Z'
  const caseEvents = [
    {
      token: randomUUID(),
      type: 'WORKFLOW',
      created,
      data: {
        stage: 'CLAIM',
        type: 'WORKFLOW',
        action: 'OPENED',
        reason: 'Not Sent',
        amount: cents,
        disposition: null,
      },
    },
    ...events.map((event) =>
      event.kind === 'chargeback_credit' || event.kind === 'representment_debit'
        ? {
            token: randomUUID(),
            type: 'FINANCIAL',
            created,
            data: {
              type: 'FINANCIAL',
              stage: event.kind === 'chargeback_credit' ? 'CHARGEBACK' : 'REPRESENTMENT',
              amount: event.cents,
              polarity: event.kind === 'chargeback_credit' ? 'CREDIT' : 'DEBIT',
            },
          }
        : {
            token: randomUUID(),
            type: 'CARDHOLDER_LIABILITY',
            created,
            data: {
              type: 'CARDHOLDER_LIABILITY',
              action: LIABILITY_ACTIONS[event.kind],
              amount: event.cents,
              reason: 'Provisional Credit',
            },
          },
    ),
  ]
  return built(eventType, {
    ...base,
    token,
    card_token: cardToken,
    currency,
    transaction_series: {
      type: 'DISPUTE',
      related_transaction_token: transactionToken,
      related_transaction_event_token: caseEvents[0]!.token,
    },
    liability_allocation: {
      original_amount: cents,
      recovered_amount: recovered,
      written_off_amount: writtenOff,
      denied_amount: denied,
      remaining_amount: Math.max(0, cents - recovered - writtenOff - denied),
    },
    status,
    disposition,
    events: caseEvents,
  })
}

/** `account_holder.created`: the issuer's first review of an account holder. */
export function accountHolderCreated({
  token,
  status,
  reasons = [],
}: {
  token: string
  status: 'ACCEPTED' | 'PENDING_REVIEW'
  reasons?: string[]
}) {
  const base = sampleWebhookPayload('account_holder.created')
  // (The definition's own example `created` is not a date-time its schema accepts: a real one is sent.)
  return built('account_holder.created', {
    ...base,
    token,
    account_token: randomUUID(),
    created: '2026-11-25T12:00:00Z',
    status,
    status_reason: reasons,
  })
}

/** `account_holder.verification`: the outcome of an account holder's review. */
export function accountHolderVerification({
  token,
  status,
  reasons = [],
}: {
  token: string
  status: 'ACCEPTED' | 'PENDING_REVIEW' | 'REJECTED'
  reasons?: string[]
}) {
  const base = sampleWebhookPayload('account_holder.verification')
  return built('account_holder.verification', {
    ...base,
    token,
    account_token: randomUUID(),
    created: '2026-11-25T12:00:00Z',
    status,
    status_reasons: reasons,
  })
}

/** `digital_wallet.tokenization_approval_request`: a wallet asks to add the card (the decisioning request). */
export function tokenizationApprovalRequest({
  cardToken,
  tokenizationToken,
  wallet = 'APPLE_PAY',
  imei = '123456789012345',
  decided,
  source = 'MANUAL_PROVISION',
  recommended = 'REQUIRE_ADDITIONAL_AUTHENTICATION',
  scores = ['4', '4'],
}: {
  cardToken: string
  tokenizationToken: string
  wallet?: string
  imei?: string
  /** The webhook Lithic sends after the decision: `customer_tokenization_decision.outcome`. */
  decided?: 'APPROVED' | 'DECLINED' | 'ERROR' | 'TIMEOUT'
  /** `tokenization_source`: default details typed into the phone. */
  source?: 'PUSH_PROVISION' | 'MANUAL_PROVISION' | 'ACCOUNT_ON_FILE'
  /** `wallet_decisioning_info.recommended_decision`: default yellow (verify the person). */
  recommended?: string | null
  /** `wallet_decisioning_info.account_score`, `.device_score`. */
  scores?: [string | null, string | null]
}) {
  const base = sampleWebhookPayload('digital_wallet.tokenization_approval_request')
  const metadata = (base.digital_wallet_token_metadata ?? {}) as Record<string, unknown>
  const device = (base.device ?? {}) as Record<string, unknown>
  return built('digital_wallet.tokenization_approval_request', {
    ...base,
    event_type: 'digital_wallet.tokenization_approval_request',
    card_token: cardToken,
    tokenization_token: tokenizationToken,
    created: '2026-11-25T12:00:00Z',
    device: { ...device, imei },
    digital_wallet_token_metadata: { ...metadata, token_requestor_name: wallet },
    tokenization_source: source,
    wallet_decisioning_info: {
      recommended_decision: recommended,
      account_score: scores[0],
      device_score: scores[1],
      recommendation_reasons: [],
    },
    ...(decided
      ? {
          customer_tokenization_decision: {
            outcome: decided,
            responder_url: 'https://example.com',
            latency: '100',
          },
        }
      : {}),
  })
}

/** `tokenization.updated`: a token's state at the issuer. */
export function tokenizationUpdated({
  cardToken,
  tokenizationToken,
  status,
  wallet = 'APPLE_PAY',
}: {
  cardToken: string
  tokenizationToken: string
  status: 'ACTIVE' | 'DEACTIVATED' | 'INACTIVE' | 'PAUSED' | 'PENDING_ACTIVATION' | 'PENDING_2FA' | 'UNKNOWN'
  wallet?: string
}) {
  const base = sampleWebhookPayload('tokenization.updated')
  const tokenization = base.tokenization as Record<string, unknown>
  return built('tokenization.updated', {
    ...base,
    card_token: cardToken,
    created: '2026-11-25T12:00:00Z',
    // (The definition's example times are not date-times its schema accepts: real ones are sent.)
    tokenization: {
      ...tokenization,
      token: tokenizationToken,
      card_token: cardToken,
      status,
      token_requestor_name: wallet,
      created_at: '2026-11-25T12:00:00Z',
      updated_at: '2026-11-25T12:00:00Z',
      events: [],
    },
  })
}

/** `tokenization.two_factor_authentication_code`: the code the wallet asks the person for. */
export function tokenizationCode({
  cardToken,
  tokenizationToken,
  code,
}: {
  cardToken: string
  tokenizationToken: string
  code: string
}) {
  const base = sampleWebhookPayload('tokenization.two_factor_authentication_code')
  return built('tokenization.two_factor_authentication_code', {
    ...base,
    card_token: cardToken,
    tokenization_token: tokenizationToken,
    created: '2026-11-25T12:00:00Z',
    authentication_code: code,
  })
}
