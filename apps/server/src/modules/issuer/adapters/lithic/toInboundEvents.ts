import type { AuthorizationDeclineReason } from '@chaincard/domain'
import type {
  AuthorizationAdviceEvent,
  AuthorizationRequestEvent,
  CardStateEvent,
  InboundEvent,
  ListedRequest,
  MerchantAmount,
  RequestRefusal,
  ThreeDsChallengeEvent,
  TransactionStatus,
} from '../../inbound/InboundEvent'
import { asaPurchaseFacts } from './asaPurchaseFacts'
import type {
  LithicAsaRequest,
  LithicCardUpdated,
  LithicChallengeEvent,
  LithicTransaction,
  LithicTransactionEvent,
} from './lithicPayloads'
import { fromLithicCents } from './toLithicCents'

const UNKNOWN_MERCHANT = 'Unknown merchant'
/** The program's currency: cards are billed in USD, the ledger holds USD. */
const PROGRAM_CURRENCY = 'USD'

/** A merchant name fit for the history: trimmed, at most 100 characters. */
function merchantNameOf(descriptor: string | null | undefined): string {
  const name = descriptor?.trim().slice(0, 100)
  return name ? name : UNKNOWN_MERCHANT
}

/** The merchant's own amount (minor units of its currency, as a magnitude), when Lithic gives one. */
function merchantAmountOf(
  amount: { amount: number; currency: string } | null | undefined,
): MerchantAmount | undefined {
  if (!amount || !Number.isSafeInteger(amount.amount)) return undefined
  return { currency: amount.currency.toUpperCase(), amountMinor: BigInt(Math.abs(amount.amount)) }
}

/** Lithic's decline results as ours. */
function declineReasonOf(result: string): AuthorizationDeclineReason {
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

/**
 * An ASA request as the gateway's authorization request, under the event id `asaRequestEventId` gave it (an
 * incremental authorization is a request of its own on the same transaction token, so the transaction token
 * cannot be its id). The cardholder
 * amount must be USD and, for a purchase, not negative, else the request is refused (declined with that
 * reason); the request's hold (`amounts.hold`, an automated fuel dispenser's estimate) counts when it is more.
 * Both are this request's own: the definition gives `amounts.cardholder` / `merchant` as "the original network
 * authorization values" and `hold` as what may exceed them, so an incremental request's hold is the
 * increment's, not the transaction's new total (that is the snapshot's `amounts.hold`).
 */
export function fromAsaRequest(payload: LithicAsaRequest, eventId: string): AuthorizationRequestEvent {
  const cardholder = payload.amounts.cardholder
  const credit =
    payload.status === 'CREDIT_AUTHORIZATION' || payload.status === 'FINANCIAL_CREDIT_AUTHORIZATION'
  // A credit's sign is its direction, which its status gives: money to the card either way, never refused
  // for it. A purchase with a negative amount is refused.
  const refusal: RequestRefusal | undefined =
    cardholder.currency.toUpperCase() !== PROGRAM_CURRENCY
      ? 'currency_not_supported'
      : cardholder.amount < 0 && !credit
        ? 'invalid_amount'
        : undefined
  const hold = payload.amounts.hold
  const holdMicro =
    hold && hold.currency.toUpperCase() === PROGRAM_CURRENCY
      ? fromLithicCents(Math.abs(hold.amount))
      : undefined
  return {
    kind: 'authorization_request',
    issuer: 'lithic',
    eventId,
    cardToken: payload.card.token,
    transactionToken: payload.token,
    purpose: payload.status === 'BALANCE_INQUIRY' ? 'balance_inquiry' : credit ? 'credit' : 'purchase',
    // A request in another currency holds nothing of ours: its amount is not USD.
    amountMicro: refusal === 'currency_not_supported' ? 0n : fromLithicCents(Math.abs(cardholder.amount)),
    ...(holdMicro !== undefined && refusal === undefined ? { holdMicro } : {}),
    partialApprovalCapable: payload.pos?.terminal?.partial_approval_capable === true,
    merchant:
      merchantAmountOf(payload.amounts.merchant) ??
      (refusal === 'currency_not_supported' ? merchantAmountOf(cardholder) : undefined),
    merchantName: merchantNameOf(payload.merchant.descriptor),
    ...(refusal ? { refusal } : {}),
    ...(credit ? {} : { facts: asaPurchaseFacts(payload) }),
    ...(payload.event_token ? { issuerEventToken: payload.event_token } : {}),
  }
}

/** The event types of a Lithic card transaction the gateway knows (the definition's `transaction_event.type`). */
const KNOWN_TYPES = new Set([
  'AUTHORIZATION',
  'AUTHORIZATION_ADVICE',
  'AUTHORIZATION_EXPIRY',
  'AUTHORIZATION_REVERSAL',
  'BALANCE_INQUIRY',
  'CLEARING',
  'CORRECTION_CREDIT',
  'CORRECTION_DEBIT',
  'CREDIT_AUTHORIZATION',
  'CREDIT_AUTHORIZATION_ADVICE',
  'FINANCIAL_AUTHORIZATION',
  'FINANCIAL_CREDIT_AUTHORIZATION',
  'RETURN',
  'RETURN_REVERSAL',
])

/** Event types that move money on the card by themselves (not an authorization's decision). */
const MONEY_TYPES = new Set([
  'CLEARING',
  'RETURN',
  'RETURN_REVERSAL',
  'CORRECTION_CREDIT',
  'CORRECTION_DEBIT',
])

/** Event types that bring money to the card: nothing to keep held while one waits for an operator. */
const CREDIT_TYPES = new Set([
  'RETURN',
  'CORRECTION_CREDIT',
  'CREDIT_AUTHORIZATION',
  'CREDIT_AUTHORIZATION_ADVICE',
])

/** The detail of a money event whose result is not APPROVED: `not_approved_<result>`, snake_case. */
function notApprovedDetail(result: string): string {
  const code = result
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
  return `not_approved_${code || 'unknown'}`.slice(0, 64)
}

/**
 * What an event the gateway cannot apply keeps held until an operator books it: nothing for money that can only
 * come to the card (its polarity or type says credit), else its USD value (the cardholder amount, or the
 * settlement amount when that one is USD), else its transaction's authorized amount.
 */
function keepHeldFor(event: LithicTransactionEvent): {
  keepHeldMicro?: bigint
  keepHeldAuthorization?: boolean
} {
  const credit =
    event.effective_polarity === 'CREDIT' || (!event.effective_polarity && CREDIT_TYPES.has(event.type))
  if (credit) return {}
  const usd = [event.amounts.cardholder, event.amounts.settlement].find(
    (amount) => amount && amount.currency.toUpperCase() === PROGRAM_CURRENCY && amount.amount !== 0,
  )
  return usd ? { keepHeldMicro: fromLithicCents(Math.abs(usd.amount)) } : { keepHeldAuthorization: true }
}

/** Events that decide a transaction's authorization (it is ours once one of them is). */
const AUTHORIZATION_TYPES = new Set([
  'AUTHORIZATION',
  'AUTHORIZATION_ADVICE',
  'FINANCIAL_AUTHORIZATION',
  'CREDIT_AUTHORIZATION',
  'CREDIT_AUTHORIZATION_ADVICE',
])

const STATUSES: Record<string, TransactionStatus> = {
  PENDING: 'pending',
  SETTLED: 'settled',
  VOIDED: 'voided',
  EXPIRED: 'expired',
  DECLINED: 'declined',
}

/**
 * One Lithic card transaction (a `card_transaction.updated` delivery, or a transaction read back from the
 * API, e.g. by reconciliation) as the gateway's events, in the order Lithic lists its events: each applies
 * once, by its own token, so a snapshot that overtakes another carries the other's events too. Then, for a
 * transaction with an authorization, its state (`transaction_state`: status, Lithic's hold, how many
 * authorizations were approved), which sets what stays held: the issuer's figure, not the arithmetic of
 * events.
 *
 * Mapping: an authorization, an authorization advice or a credit authorization (and its advice) is Lithic's
 * word on the authorization (recorded as Lithic decided it when we have not seen it: a stand-in, an
 * authorization whose request reached us late); a debit clearing takes what cleared; a credit clearing, a
 * return or a single-message credit credits the card; a return reversal debits it; a correction credits or
 * debits it; a single-message authorization is approved and cleared at once; a void or an expiry is a line
 * of the history. A debit clearing in a transaction with no authorization at all (a force post) comes with an
 * approved authorization first, so it is debited. Refused, never dropped: an event with money of a type the
 * gateway does not know, in a cardholder currency other than USD, or with a negative amount becomes an
 * `unhandled` event (an `issuer_unhandled` exception), and is not applied.
 */
export function fromLithicTransaction(transaction: LithicTransaction): InboundEvent[] {
  const base = {
    issuer: 'lithic' as const,
    cardToken: transaction.card_token,
    transactionToken: transaction.token,
  }
  const merchantName = merchantNameOf(transaction.merchant.descriptor)
  const events: InboundEvent[] = []
  const hasAuthorization = transaction.events.some((event) => AUTHORIZATION_TYPES.has(event.type))
  let ownsState = false
  const requests: ListedRequest[] = []
  let declineReason: AuthorizationDeclineReason | undefined
  const merchant = { currency: null as string | null, authorizedMinor: 0n, clearedMinor: 0n, mixed: false }
  const addMerchant = (amount: MerchantAmount | undefined, field: 'authorizedMinor' | 'clearedMinor') => {
    if (!amount) return
    if (merchant.currency !== null && merchant.currency !== amount.currency) merchant.mixed = true
    merchant.currency ??= amount.currency
    merchant[field] += amount.amountMinor
  }
  const advice = (
    event: LithicTransactionEvent,
    amountMicro: bigint,
    direction: 'debit' | 'credit',
  ): AuthorizationAdviceEvent => ({
    ...base,
    kind: 'authorization_advice',
    eventId: event.token,
    approved: event.result === 'APPROVED',
    amountMicro,
    declineReason: event.result === 'APPROVED' ? undefined : declineReasonOf(event.result),
    direction,
    merchant: merchantAmountOf(event.amounts.merchant),
    merchantName,
  })
  let firstAuthorization = true
  for (const event of transaction.events) {
    const approved = event.result === 'APPROVED'
    const cardholder = event.amounts.cardholder
    const eventMerchant = merchantAmountOf(event.amounts.merchant)
    const unhandled = (detail: string) =>
      events.push({
        ...base,
        kind: 'unhandled',
        eventId: event.token,
        eventType: event.type,
        detail,
        amountMinor: BigInt(cardholder.amount),
        currency: cardholder.currency.toUpperCase(),
        ...keepHeldFor(event),
      })
    const moneyInIt = cardholder.amount !== 0 || (event.amounts.merchant?.amount ?? 0) !== 0
    if (!KNOWN_TYPES.has(event.type)) {
      if (moneyInIt) unhandled('unknown_event_type')
      continue
    }
    // A money event the network did not approve moved nothing we can tell: raised for a person to look at,
    // never dropped in silence (the definition's `result` is the whole decline list, whatever the type).
    if (!approved && MONEY_TYPES.has(event.type) && moneyInIt) {
      unhandled(notApprovedDetail(event.result))
      continue
    }
    if (cardholder.amount !== 0 && cardholder.currency.toUpperCase() !== PROGRAM_CURRENCY) {
      unhandled('cardholder_currency')
      continue
    }
    if (cardholder.amount < 0) {
      unhandled('negative_amount')
      continue
    }
    const amountMicro = fromLithicCents(cardholder.amount)
    const isFirst = AUTHORIZATION_TYPES.has(event.type) && firstAuthorization
    if (AUTHORIZATION_TYPES.has(event.type)) firstAuthorization = false
    switch (event.type) {
      case 'AUTHORIZATION':
      case 'AUTHORIZATION_ADVICE':
        ownsState = true
        // Listed: each request (the first and each increment) with its token, amount and result, for our
        // increments to be matched to by identity.
        if (event.type === 'AUTHORIZATION')
          requests.push({ token: event.token, amountMicro, approved, first: isFirst })
        if (approved && (event.type === 'AUTHORIZATION' || isFirst))
          addMerchant(eventMerchant, 'authorizedMinor')
        if (!approved) declineReason = declineReasonOf(event.result)
        events.push(advice(event, amountMicro, 'debit'))
        break
      case 'CREDIT_AUTHORIZATION':
      case 'CREDIT_AUTHORIZATION_ADVICE':
        ownsState = true
        if (approved && isFirst) addMerchant(eventMerchant, 'authorizedMinor')
        events.push(advice(event, amountMicro, 'credit'))
        break
      case 'FINANCIAL_AUTHORIZATION':
        ownsState = true
        events.push(advice(event, amountMicro, 'debit'))
        if (approved && amountMicro > 0n) {
          addMerchant(eventMerchant, 'authorizedMinor')
          addMerchant(eventMerchant, 'clearedMinor')
          events.push({
            ...base,
            kind: 'clearing',
            eventId: `${event.token}:clearing`,
            amountMicro,
            merchant: eventMerchant,
            merchantName,
          })
        }
        break
      case 'CLEARING':
        if (!approved || amountMicro === 0n) break
        if (event.effective_polarity === 'CREDIT') {
          addMerchant(eventMerchant, 'clearedMinor')
          events.push({
            ...base,
            kind: 'return',
            eventId: event.token,
            amountMicro,
            merchant: eventMerchant,
            merchantName,
          })
          break
        }
        ownsState = true
        if (!hasAuthorization) {
          events.push({
            ...base,
            kind: 'authorization_advice',
            eventId: `${transaction.token}:force-post`,
            approved: true,
            amountMicro,
            merchant: eventMerchant,
            merchantName,
          })
          addMerchant(eventMerchant, 'authorizedMinor')
        }
        addMerchant(eventMerchant, 'clearedMinor')
        events.push({
          ...base,
          kind: 'clearing',
          eventId: event.token,
          amountMicro,
          merchant: eventMerchant,
          merchantName,
        })
        break
      case 'AUTHORIZATION_REVERSAL':
      case 'AUTHORIZATION_EXPIRY':
        ownsState = true
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
        events.push({
          ...base,
          kind: 'return',
          eventId: event.token,
          amountMicro,
          merchant: eventMerchant,
          merchantName,
        })
        break
      case 'RETURN_REVERSAL':
        if (!approved || amountMicro === 0n) break
        events.push({
          ...base,
          kind: 'return_reversal',
          eventId: event.token,
          amountMicro,
          merchant: eventMerchant,
          merchantName,
        })
        break
      case 'CORRECTION_CREDIT':
      case 'CORRECTION_DEBIT':
        if (!approved || amountMicro === 0n) break
        events.push({
          ...base,
          kind: 'correction',
          eventId: event.token,
          direction: event.type === 'CORRECTION_CREDIT' ? 'credit' : 'debit',
          amountMicro,
          merchant: eventMerchant,
          merchantName,
        })
        break
      case 'BALANCE_INQUIRY':
        break
    }
  }
  const status = STATUSES[transaction.status]
  if (!ownsState || !status) return events
  const hold = transaction.amounts?.hold
  if (hold && hold.amount !== 0 && hold.currency.toUpperCase() !== PROGRAM_CURRENCY) {
    events.push({
      ...base,
      kind: 'unhandled',
      eventId: `${transaction.token}:hold:${transaction.events.length}`,
      eventType: 'HOLD',
      detail: 'hold_currency',
      amountMinor: BigInt(hold.amount),
      currency: hold.currency.toUpperCase(),
    })
    return events
  }
  if (status === 'pending' && !hold) return events
  events.push({
    ...base,
    kind: 'transaction_state',
    eventId: `${transaction.token}:state:${transaction.events.length}`,
    version: transaction.events.length,
    status,
    // What Lithic holds for the transaction. Its sign is not the direction (the definition's example of a
    // pending purchase shows -1800, its changelog positive figures): the magnitude is held.
    holdMicro: hold ? fromLithicCents(Math.abs(hold.amount)) : 0n,
    requests,
    ...(merchant.currency !== null && !merchant.mixed
      ? {
          merchant: {
            currency: merchant.currency,
            authorizedMinor: merchant.authorizedMinor,
            clearedMinor: merchant.clearedMinor,
          },
        }
      : {}),
    ...(status === 'declined' ? { declineReason: declineReason ?? 'issuer_declined' } : {}),
  })
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
