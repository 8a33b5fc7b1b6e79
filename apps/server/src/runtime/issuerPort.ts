import type { DisputeReason } from '@chaincard/domain'
import type { CardholderAddress, RequiredDocument } from '../db/schema/cardholders'
import type { CardRow } from '../db/schema/cards'

/** Which card issuer runs (ISSUER). */
export type IssuerName = 'sandbox' | 'lithic'

/** A card as the issuer issued it. Sealed number and CVV only from an issuer that lets them reach us (the sandbox). */
export type IssuedCard = {
  issuerCardId: string
  panLast4: string
  expiresAt: Date
  panSealed?: string | undefined
  cvvSealed?: string | undefined
}

export type SensitiveCardDetails = { pan: string; cvv: string; expiresAt: Date }

/** A stated balance: micro-USD, where it comes from, and as of when. */
export type ProgramBalance = { amountMicro: bigint; source: string; at: Date }

/** The card's state at the issuer: usable, frozen (lock), or closed for good (suspension, expiry). */
export type IssuerCardState = 'OPEN' | 'PAUSED' | 'CLOSED'

/** What a renewal or a reissue may change of a card: its last four digits and its expiry. */
export type IssuerCardFacts = { lastFour: string; expiresAt: Date }

/** One iframe URL per field of the issuer's hosted card (Lithic `GET /v1/embed`, one `type` each). */
type CardEmbedFrameUrls = { pan: string; expMonth: string; expYear: string; cvv: string }

/**
 * How the owner sees the card's number and CVV: the sandbox's details (rendered as the card image), or the
 * issuer's hosted embed (a single-use session the browser loads from the issuer, one frame per field,
 * until `expiresAt`; our servers never see the data).
 */
export type CardView =
  | { kind: 'details'; details: SensitiveCardDetails }
  | { kind: 'embed'; frames: CardEmbedFrameUrls; expiresAt: Date }

export type ChallengeAnswer = 'approve' | 'decline'

/** A purchase its owner disputes, as filed with the issuer. */
export type DisputeFiling = {
  /** Our id of the purchase (the authorization): the issuer's idempotency key, a transaction is disputed once. */
  authorizationId: string
  /** The issuer's id of the disputed transaction. */
  transactionToken: string
  /** Micro-USD disputed (what cleared less what was refunded), > 0. */
  amountMicro: bigint
  reason: DisputeReason
  /** The owner's words. */
  description: string
  filedAt: Date
}

/** A person enrolled with the issuer as a cardholder, with what the workflow needs. */
export type CardholderEnrollment = {
  /** Our id of the enrollment: the issuer's idempotency key and external id. */
  enrollmentId: string
  workflow: 'exempt' | 'basic' | 'byo'
  firstName: string
  lastName: string
  email: string
  /** E.164 ("+12025550143"). */
  phoneNumber: string
  address: CardholderAddress
  /** `basic` and `byo`: YYYY-MM-DD and the id number (sent once, never kept). */
  dateOfBirth?: string | undefined
  governmentId?: string | undefined
  termsAcceptedAt: Date
  /** `byo`: the program's own identity check of the person (its provider's pass time and reference). */
  kyc?: { passedAt: Date; reference: string } | undefined
}

/** The issuer's answer to an enrollment: its account holder and account, and where the review stands. */
export type EnrolledCardholder = {
  accountHolderToken: string
  accountToken: string
  status: 'accepted' | 'pending_review' | 'pending_document' | 'rejected'
  reasons: string[]
  /** What the issuer asks documents for (with `pending_document`). */
  requiredDocuments: RequiredDocument[]
}

/** Where a person uploads a document the issuer asked for: one link per side (`FRONT`, `BACK`). */
export type DocumentUpload = { documentToken: string; uploads: { imageType: string; url: string }[] }

/** What a wallet's SDK handed the app for push provisioning. */
export type WalletProvisionRequest = {
  wallet: 'apple_pay' | 'google_pay' | 'samsung_pay'
  channel: 'app' | 'web'
  certificate?: string | undefined
  nonce?: string | undefined
  nonceSignature?: string | undefined
  clientDeviceId?: string | undefined
  clientWalletAccountId?: string | undefined
  serverSessionId?: string | undefined
}

/** The issuer's answer to a filing: its id of the dispute and its status word (`NEW`...). */
/**
 * A filed dispute as the issuer answered it, and who grants its provisional credit while it is open: the
 * issuer (its updates state it) or the program (a chargeback request at Lithic: Lithic credits nothing before
 * the case is won, so Reg E's provisional credit is ours: the provisional-credit sweep).
 */
export type FiledDispute = {
  disputeToken: string
  issuerStatus: string
  provisionalCreditBy: 'issuer' | 'program'
}

/** Evidence for a dispute, sent on to the issuer: its bytes never leave this call (nor reach a log). */
export type DisputeEvidenceUpload = {
  /** The issuer's id of the dispute. */
  disputeToken: string
  /** Our id of the evidence. */
  evidenceId: string
  filename: string
  /** One of DISPUTE_EVIDENCE_TYPES, checked against the bytes. */
  contentType: string
  bytes: Uint8Array
}

/** The issuer's id of evidence it took, and its own word for where it is (`UPLOADED`, `PENDING`...). */
export type SentEvidence = { evidenceToken: string; uploadStatus: string }

/** The challenge being answered (a `card_challenges` row). */
export type ChallengeToAnswer = { id: string; issuerToken: string; cardId: string }

/**
 * The issuer gateway's outbound port (DESIGN "Cards, issuer, users"): the commands the server gives a card
 * issuer. The inbound direction (authorizations, clearings, challenges...) is `inbound/handleInboundEvent`,
 * one handler for every issuer. Adapters: `adapters/sandbox` (in-process, on our own database) and
 * `adapters/lithic` (the Lithic API through its SDK). Commands run outside any database transaction: a call
 * to a remote issuer must never hold a card's row lock. A command the issuer refuses or cannot be reached for
 * throws `IssuerUnavailableError`.
 */
export type IssuerGateway = {
  readonly name: IssuerName
  /**
   * The program's money at the issuer as the issuer states it (a reserves snapshot publishes it beside what is
   * on chain), or null when the issuer keeps none for the program (the sandbox holds no money of its own).
   */
  programBalance?(now: Date): Promise<ProgramBalance | null>
  /**
   * How the owner sees the card's number and CVV: `image`, the one-time card image of `GET /card/{id}/img`
   * (the sandbox), or `hosted_view`, only the issuer's embed of `GET /card/{id}/view` (Lithic).
   */
  readonly cardDetails: 'image' | 'hosted_view'
  /**
   * Issues the card of an approved application. Idempotent per card (`card.id` is the issuer's idempotency
   * key): asking again after a crash or a lost answer returns the same card, never a second one.
   */
  issueCard(card: CardRow, now: Date, accountToken?: string): Promise<IssuedCard>
  /**
   * The card the issuer holds for `card` already, if any (found by our card id in its memo), for an issuance
   * asked again past the issuer's idempotency window: asking to create it then could issue a second card.
   */
  findIssuedCard(card: CardRow, now: Date): Promise<IssuedCard | null>
  /** Freezes (lock), unfreezes (unlock) or closes (suspension, expiry) the card at the issuer. */
  setCardState(card: Pick<CardRow, 'id' | 'issuerCardId'>, state: IssuerCardState): Promise<void>
  /**
   * The card's state at the issuer now (`cards.retrieve`), by the issuer's card id: `OTHER` for a state the
   * gateway does not mirror (not activated yet...). Lets a state change that arrived late or out of order be
   * checked against what the issuer has now.
   */
  getCardState(issuerCardId: string): Promise<IssuerCardState | 'OTHER'>
  /**
   * The card's last four digits and expiry at the issuer now (`cards.retrieve`), for a renewal or a reissue the
   * issuer tells us of; null for a card it does not know.
   */
  getCardFacts(issuerCardId: string): Promise<IssuerCardFacts | null>
  /**
   * What the card view shows (see `CardView`). Each call of a hosted-view issuer mints a new single-use embed
   * session (60 s): callers record it where the owner asked for a reveal.
   */
  getCardView(card: CardRow, now: Date): Promise<CardView>
  /**
   * Number, CVV and expiry, for the one-time card image of the sandbox. An issuer that never lets card data
   * reach us throws `CardDetailsUnavailableError`: its card view is the embed. Never log the result.
   */
  getSensitiveDetails(card: CardRow): Promise<SensitiveCardDetails>
  /** Sends the owner's answer to a 3DS challenge to the issuer. */
  answerChallenge(challenge: ChallengeToAnswer, answer: ChallengeAnswer): Promise<void>
  /**
   * Declines an out-of-band challenge the issuer raised on a card authorization (Lithic
   * `card_authorization.challenge`, by its event token): the program decides authorizations itself (ASA) and
   * puts no such challenge to the cardholder, so one that arrives is refused rather than left to expire.
   */
  declineAuthorizationChallenge(eventToken: string): Promise<void>
  /**
   * Pauses, resumes or removes a digital wallet token of a card at the issuer (Lithic `tokenizations.pause`,
   * `unpause`, `deactivate`), by the issuer's token id.
   */
  changeWalletToken(issuerToken: string, action: 'pause' | 'resume' | 'remove'): Promise<void>
  /**
   * Push provisioning (Lithic `cards.provision`, `cards.webProvision`): the activation data a wallet's SDK
   * needs to add the card, as the issuer gives it (an opaque string). Never log it.
   */
  provisionWallet(card: CardRow, request: WalletProvisionRequest): Promise<string>
  /**
   * Enrolls a person as a cardholder (Lithic: `account_holders.create` in the configured workflow). Idempotent
   * per enrollment id. Its later reviews come back through the issuer's events (`account_holder.*`).
   */
  enrollCardholder(enrollment: CardholderEnrollment): Promise<EnrolledCardholder>
  /**
   * Asks the issuer where a person uploads a document it asked for (Lithic `account_holders.uploadDocument`):
   * the upload links, which support sends the person. Its review comes back as the account holder's events.
   */
  requestDocumentUpload(request: {
    accountHolderToken: string
    entityToken: string
    documentType: string
  }): Promise<DocumentUpload>
  /**
   * Files a dispute of a purchase with the issuer (Lithic: a chargeback request, `disputes.create`).
   * Idempotent per purchase: asking again after a lost answer returns the same dispute. Its updates come back
   * through the inbound handler (`dispute_state`).
   */
  fileDispute(filing: DisputeFiling): Promise<FiledDispute>
  /**
   * Sends evidence for a dispute the issuer asked the owner about (Lithic: `disputes.initiateEvidenceUpload`,
   * then the bytes to the presigned upload URL it answers). Throws `IssuerUnavailableError` when either step fails.
   */
  sendDisputeEvidence(upload: DisputeEvidenceUpload): Promise<SentEvidence>
}
