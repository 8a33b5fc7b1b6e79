import type { AuthorizationDeclineReason } from '@chaincard/domain'
import type { IssuerEventStatus } from '../../../db/schema/issuer'
import type { AuthorizationDecision } from '../decideAuthorization'

/** The issuers the gateway speaks to. */
export type IssuerName = 'sandbox' | 'lithic'

type EventBase = {
  issuer: IssuerName
  /** The issuer's id of this event: it applies once however often it is delivered. */
  eventId: string
  /** The issuer's id of the card (`cards.issuer_card_id`). */
  cardToken: string
}

/** What an authorization asks for: a purchase (held), a credit to the card, or a balance inquiry. */
export type AuthorizationPurpose = 'purchase' | 'credit' | 'balance_inquiry'

/** The issuer asks us to decide (Lithic ASA; the sandbox's merchant). The answer is the decision. */
export type AuthorizationRequestEvent = EventBase & {
  kind: 'authorization_request'
  /** The issuer's id of the transaction (one authorization and what follows it). */
  transactionToken: string
  purpose: AuthorizationPurpose
  /** Micro-USD, >= 0. */
  amountMicro: bigint
  merchantName: string
}

/** The issuer tells us of an authorization it decided (stand-in, a decline of its own, a new amount). */
export type AuthorizationAdviceEvent = EventBase & {
  kind: 'authorization_advice'
  transactionToken: string
  approved: boolean
  /** The amount the issuer now authorizes, micro-USD, >= 0. */
  amountMicro: bigint
  declineReason?: AuthorizationDeclineReason | undefined
  merchantName: string
}

/** The merchant's clearing: `amountMicro` (> 0) leaves the card, whatever was held. */
export type ClearingEvent = EventBase & {
  kind: 'clearing'
  transactionToken: string
  amountMicro: bigint
  merchantName: string
}

/** A void (authorization reversal) or an expiry: the hold, or `amountMicro` of it, is given back. */
export type AuthorizationReleaseEvent = EventBase & {
  kind: 'authorization_release'
  transactionToken: string
  reason: 'void' | 'expiry'
  /** Micro-USD to release, > 0; null releases all that is held. */
  amountMicro: bigint | null
}

/** The merchant returns money to the card (a refund). */
export type ReturnEvent = EventBase & {
  kind: 'return'
  transactionToken: string
  amountMicro: bigint
  merchantName: string
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

/** The card's state at the issuer changed. */
export type CardStateEvent = EventBase & { kind: 'card_state'; state: 'OPEN' | 'PAUSED' | 'CLOSED' }

export type InboundEvent =
  | AuthorizationRequestEvent
  | AuthorizationAdviceEvent
  | ClearingEvent
  | AuthorizationReleaseEvent
  | ReturnEvent
  | ThreeDsChallengeEvent
  | CardStateEvent

export type InboundEventKind = InboundEvent['kind']

/** What handling an event did. A repeated delivery answers what the first one did, with `duplicate`. */
export type InboundResult = {
  duplicate: boolean
  status: IssuerEventStatus
  /** The decision, for an authorization request. */
  decision?: AuthorizationDecision | undefined
  /** Our id of the authorization the event applied to, when there is one. */
  authorizationId?: string | undefined
}
