import type {
  AuthorizationDeclineReason,
  ControlledAuthorization,
  DisputeReason,
  DisputeStatus,
} from '@chaincard/domain'
import type { IssuerEventStatus } from '../../../db/schema/issuer'
/** The issuers the gateway speaks to. */
import type { IssuerName } from '../../../runtime/issuerPort'
import type { AuthorizationDecision } from '../decideAuthorization'

export type { IssuerName }

type EventBase = {
  issuer: IssuerName
  /** The issuer's id of this event: it applies once however often it is delivered. */
  eventId: string
  /** The issuer's id of the card (`cards.issuer_card_id`). */
  cardToken: string
}

/** What an authorization asks for: a purchase (held), a credit to the card, or a balance inquiry. */
type AuthorizationPurpose = 'purchase' | 'credit' | 'balance_inquiry'

/** Money in the merchant's own currency: minor units of `currency` (ISO 4217; JPY has none, EUR 2). */
export type MerchantAmount = { currency: string; amountMinor: bigint }

/** Why a request is refused whatever the card: not billed in the program's USD, or a negative amount. */
export type RequestRefusal = 'currency_not_supported' | 'invalid_amount'

/** A purchase's facts the controls decide on, without its amount (`ControlledAuthorization`). */
export type PurchaseFacts = Omit<ControlledAuthorization, 'amountMicro'>

/**
 * The facts of a request whose issuer gave none: a purchase in a shop (5999 miscellaneous retail) in the USA, no
 * cash, address not checked, no acceptor (so a card locked to a merchant declines it).
 */
export const ORDINARY_PURCHASE: PurchaseFacts = {
  cashMicro: 0n,
  mcc: '5999',
  channel: 'card_present',
  country: 'USA',
  acceptorId: null,
  avs: 'not_checked',
}

/**
 * The issuer asks us to decide (Lithic ASA; the sandbox's merchant). The answer is the decision. A request on a
 * transaction we approved already is an incremental authorization (a hotel's, a car rental's, a tip): decided
 * on its own amount, which the hold grows by.
 */
export type AuthorizationRequestEvent = EventBase & {
  kind: 'authorization_request'
  /** The issuer's id of the transaction (one authorization and what follows it). */
  transactionToken: string
  purpose: AuthorizationPurpose
  /** Micro-USD the cardholder is asked for (an increment's own amount), >= 0. */
  amountMicro: bigint
  /**
   * Micro-USD the issuer holds for it when more than `amountMicro` (an automated fuel dispenser's estimate, a
   * tip's): the available balance must cover this.
   */
  holdMicro?: bigint | undefined
  /** The terminal takes a partial approval (the card pays part, another payment the rest). */
  partialApprovalCapable?: boolean | undefined
  /** The merchant's amount in its own currency. */
  merchant?: MerchantAmount | undefined
  merchantName: string
  /** Refused whatever the card (declined, recorded). */
  refusal?: RequestRefusal | undefined
  /**
   * What the program's policy and the owner's controls decide a purchase on (merchant category, channel,
   * country, cash, acceptor, address check). Absent: an ordinary purchase (`ORDINARY_PURCHASE`).
   */
  facts?: PurchaseFacts | undefined
  /**
   * The issuer's id of this authorization as its transaction will list it (Lithic's `event_token`), when given:
   * a request whose event the issuer's snapshot already brought (it answered for us: ours came too late) is
   * answered as it stands, not taken for an increment.
   */
  issuerEventToken?: string | undefined
}

/**
 * The issuer tells us of an authorization it decided (a stand-in, a decline of its own, an increment, a
 * credit authorization). A transaction we have not seen is recorded as the issuer decided it; one we know
 * changes only from declined to approved (the issuer approved what we declined too late): what it holds is
 * the transaction's state's business (`TransactionStateEvent`).
 */
export type AuthorizationAdviceEvent = EventBase & {
  kind: 'authorization_advice'
  transactionToken: string
  approved: boolean
  /** Micro-USD the issuer authorized, >= 0. */
  amountMicro: bigint
  declineReason?: AuthorizationDeclineReason | undefined
  /** `credit`: a credit authorization (a pending credit, never held). Default debit. */
  direction?: 'debit' | 'credit' | undefined
  merchant?: MerchantAmount | undefined
  merchantName: string
}

/** The merchant's clearing: `amountMicro` (> 0) leaves the card, whatever is held (the state says what stays held). */
export type ClearingEvent = EventBase & {
  kind: 'clearing'
  transactionToken: string
  amountMicro: bigint
  merchant?: MerchantAmount | undefined
  merchantName: string
}

/**
 * A void (authorization reversal, in full or in part) or an expiry: a history line. What stays held is the
 * transaction's state's business.
 */
export type AuthorizationReleaseEvent = EventBase & {
  kind: 'authorization_release'
  transactionToken: string
  reason: 'void' | 'expiry'
  /** Micro-USD released, > 0; null: all of it. */
  amountMicro: bigint | null
}

/** The merchant returns money to the card (a refund, or a credit authorization clearing). */
export type ReturnEvent = EventBase & {
  kind: 'return'
  transactionToken: string
  amountMicro: bigint
  merchant?: MerchantAmount | undefined
  merchantName: string
}

/** The merchant takes a refund back: `amountMicro` (> 0) leaves the card. */
export type ReturnReversalEvent = EventBase & {
  kind: 'return_reversal'
  transactionToken: string
  amountMicro: bigint
  merchant?: MerchantAmount | undefined
  merchantName: string
}

/** The issuer corrects a cleared amount: `amountMicro` (> 0) comes to (`credit`) or leaves (`debit`) the card. */
export type CorrectionEvent = EventBase & {
  kind: 'correction'
  transactionToken: string
  direction: 'credit' | 'debit'
  amountMicro: bigint
  merchant?: MerchantAmount | undefined
  merchantName: string
}

/** The issuer's status of a transaction. */
export type TransactionStatus = 'pending' | 'settled' | 'voided' | 'expired' | 'declined'

/** An authorization request as the issuer's snapshot lists it (Lithic: an `AUTHORIZATION` event), in its order. */
export type ListedRequest = {
  /** The issuer's id of the event (the request's `event_token`). */
  token: string
  /** Micro-USD asked (the cardholder amount), >= 0. */
  amountMicro: bigint
  approved: boolean
  /** The transaction's first authorization, not an increment. */
  first: boolean
}

/**
 * A transaction as the issuer's newest snapshot has it: its status, what it still holds and the authorization
 * requests it lists. Applied after the snapshot's own events; a snapshot older than the one applied (fewer
 * events, `version`) changes nothing. While pending, the hold becomes the issuer's figure plus the increments
 * we approved that the snapshot does not list yet (matched by identity: `inbound/requestMatching`); once it is
 * not, the hold is released.
 */
export type TransactionStateEvent = EventBase & {
  kind: 'transaction_state'
  transactionToken: string
  /** How many events the issuer's transaction listed (newer snapshots list more). */
  version: number
  status: TransactionStatus
  /** Micro-USD the issuer holds for it, >= 0. */
  holdMicro: bigint
  /**
   * The authorization requests it lists. Absent: the issuer lists every request we decided (the sandbox, which
   * decides through us).
   */
  requests?: ListedRequest[] | undefined
  /** The merchant's currency and amounts in it: authorized (every approved authorization), cleared. */
  merchant?: { currency: string; authorizedMinor: bigint; clearedMinor: bigint } | undefined
  declineReason?: AuthorizationDeclineReason | undefined
}

/**
 * An issuer event with money the gateway cannot apply (an event type it does not know, a cardholder currency
 * other than USD, a negative amount): recorded as an `issuer_unhandled` exception for an operator, never
 * applied, never dropped.
 */
export type UnhandledEvent = EventBase & {
  kind: 'unhandled'
  transactionToken: string | null
  /** The issuer's type of the event (`CORRECTION_CREDIT`...). */
  eventType: string
  /** What is wrong with it, a snake_case code (`unknown_event_type`, `cardholder_currency`, `negative_amount`). */
  detail: string
  /** Its money as sent: minor units of `currency`. */
  amountMinor: bigint
  currency: string
  /**
   * What stays held on the card until an operator books it, so money the network may have taken is never
   * spendable meanwhile: `keepHeldMicro` (the event's own USD value), or with `keepHeldAuthorization` its
   * transaction's authorized amount (the event's money is not in USD); neither when it can only bring money to
   * the card.
   */
  keepHeldMicro?: bigint | undefined
  keepHeldAuthorization?: boolean | undefined
}

/** A 3DS challenge the program must put to the cardholder, answered through the port. */
export type ThreeDsChallengeEvent = EventBase & {
  kind: 'three_ds_challenge'
  /** The issuer's id of the challenged authentication. */
  challengeToken: string
  merchantName: string
  /** The purchase in minor units of `currency` (exponent `currencyExponent`). */
  amountMinor: bigint
  currency: string
  currencyExponent: number
  expiresAt: Date
}

/**
 * A dispute as the issuer's newest update states it (Lithic `dispute.updated`, a Managed Disputes
 * `dispute_transaction.*` snapshot, the sandbox issuer's update): its status and its money. `version` orders
 * the updates of one dispute (an older one than the one applied changes nothing). What the dispute has
 * credited the card becomes `getDisputeCredit` of its money: the ledger moves the difference, once per event.
 */
export type DisputeStateEvent = EventBase & {
  kind: 'dispute_state'
  /** The issuer's id of the disputed transaction. */
  transactionToken: string
  /** The issuer's id of the dispute. */
  disputeToken: string
  version: number
  status: Exclude<DisputeStatus, 'filing'>
  /** The issuer's own word for the status (`CASE_WON`, `OPEN`...), kept for an operator. */
  issuerStatus: string
  /** Micro-USD under dispute, > 0. */
  amountMicro: bigint
  /** Micro-USD of provisional credit standing (granted less taken back), >= 0. */
  provisionalMicro: bigint
  /** Micro-USD that is the owner's for good (recovered from the merchant, written off), >= 0. */
  finalMicro: bigint
  reason: DisputeReason
  /** The owner's words as the issuer holds them, for a dispute we did not file (null: none). */
  note: string | null
  /** Why it ended (`WON_FIRST_CHARGEBACK`, `NO_DISPUTE_RIGHTS_3DS`...), null while open. */
  resolution: string | null
  /**
   * Who grants the provisional credit while the case is open: the issuer (`provisionalMicro` states it) or
   * the program (a case whose issuer grants none: the provisional-credit sweep does, Reg E).
   */
  provisionalCreditBy: 'issuer' | 'program'
}

/** The card's state at the issuer changed. */
export type CardStateEvent = EventBase & { kind: 'card_state'; state: 'OPEN' | 'PAUSED' | 'CLOSED' }

export type InboundEvent =
  | AuthorizationRequestEvent
  | AuthorizationAdviceEvent
  | ClearingEvent
  | AuthorizationReleaseEvent
  | ReturnEvent
  | ReturnReversalEvent
  | CorrectionEvent
  | TransactionStateEvent
  | UnhandledEvent
  | ThreeDsChallengeEvent
  | CardStateEvent
  | DisputeStateEvent

/** An event the handler raised instead of applying it (an `issuer_unhandled` exception). */
export type RaisedEvent = { eventType: string; detail: string; exceptionId: number }

/** What handling an event did. A repeated delivery answers what the first one did, with `duplicate`. */
export type InboundResult = {
  duplicate: boolean
  status: IssuerEventStatus
  /** The decision, for an authorization request. */
  decision?: AuthorizationDecision | undefined
  /** Our id of the authorization the event applied to, when there is one. */
  authorizationId?: string | undefined
  /** Raised as an exception now (not on a repeated delivery). */
  raised?: RaisedEvent | undefined
}
