import { z } from 'zod'

// The parts of Lithic's webhook payloads (vendored OpenAPI definition, section `webhooks:`) the gateway
// reads. Unknown fields are allowed: Lithic adds fields without notice, and the signature already proves
// the sender. Amounts are integer minor units of their currency (cents for USD); whether the cardholder
// currency is the program's (USD), and whether an amount has the sign it should, is the mapping's business
// (refused there with a reason, never read as something else).

const cents = z.number().int().refine(Number.isSafeInteger, 'must be a safe integer')
const text = z.string().max(1_000)
const currency = z.string().length(3)

const amount = z.looseObject({ amount: cents, currency })

/** `card_authorization.approval_request` (Auth Stream Access, schema `authorization`). */
export const LithicAsaRequest = z.looseObject({
  event_type: z.literal('card_authorization.approval_request'),
  token: z.string().min(1).max(64),
  event_token: z.string().min(1).max(64).optional(),
  status: z.enum([
    'AUTHORIZATION',
    'CREDIT_AUTHORIZATION',
    'FINANCIAL_AUTHORIZATION',
    'FINANCIAL_CREDIT_AUTHORIZATION',
    'BALANCE_INQUIRY',
  ]),
  card: z.looseObject({ token: z.string().min(1).max(64) }),
  amounts: z.looseObject({
    cardholder: amount,
    merchant: amount.nullish(),
    hold: amount.nullish(),
  }),
  merchant: z.looseObject({
    descriptor: text.optional(),
    mcc: z.string().max(8).nullish(),
    country: z.string().max(8).nullish(),
    acceptor_id: z.string().max(64).nullish(),
  }),
  pos: z
    .looseObject({
      entry_mode: z
        .looseObject({
          card: z.string().max(32).nullish(),
          cardholder: z.string().max(32).nullish(),
          pan: z.string().max(32).nullish(),
        })
        .nullish(),
      terminal: z
        .looseObject({
          partial_approval_capable: z.boolean().optional(),
          type: z.string().max(32).nullish(),
        })
        .nullish(),
    })
    .nullish(),
  // Cents of cash asked (an ATM: the whole amount; cash back: that part); the definition says always present.
  cash_amount: cents.nullish(),
  avs: z.looseObject({ address_on_file_match: z.string().max(32).nullish() }).nullish(),
})

export const LithicTransactionEvent = z.looseObject({
  token: z.string().min(1).max(64),
  type: z.string().max(64),
  result: z.string().max(64),
  effective_polarity: z.enum(['CREDIT', 'DEBIT']).optional(),
  amounts: z.looseObject({ cardholder: amount, merchant: amount.nullish(), settlement: amount.nullish() }),
  created: z.string().optional(),
})

/**
 * A Lithic card transaction (schema `card_transaction`): the whole transaction with every event so far, as
 * `card_transaction.updated` delivers it and `transactions.list` / `transactions.retrieve` return it.
 */
export const LithicTransaction = z.looseObject({
  token: z.string().min(1).max(64),
  card_token: z.string().min(1).max(64),
  status: z.string().max(32),
  merchant: z.looseObject({ descriptor: text.optional() }),
  amounts: z.looseObject({ hold: amount.nullish() }).optional(),
  // Not required by the definition: a transaction delivered without its events is its state alone.
  events: z.array(LithicTransactionEvent).max(1_000).default([]),
})

/** `card_transaction.updated`: a `LithicTransaction`. */
export const LithicTransactionUpdated = LithicTransaction.extend({
  event_type: z.literal('card_transaction.updated'),
})

/** `three_ds_authentication.challenge` (schema `challenge-event`). */
export const LithicChallengeEvent = z.looseObject({
  event_type: z.literal('three_ds_authentication.challenge'),
  authentication_object: z.looseObject({
    token: z.string().min(1).max(64),
    card_token: z.string().min(1).max(64),
    merchant: z.looseObject({ name: text.nullish() }),
    transaction: z
      .looseObject({
        amount: z.number().int().nonnegative(),
        currency: z.string().regex(/^[A-Z]{3}$/),
        currency_exponent: z.number().int().min(0).max(3),
      })
      .nullish(),
  }),
  challenge: z.looseObject({ expiry_time: z.iso.datetime({ offset: true }) }),
})

/**
 * `three_ds_authentication.approval_request` (3DS customer decisioning, schema `authentication`): the answer is
 * the decision (`three-ds-decisioning`), due within 1 s.
 */
export const LithicThreeDsApprovalRequest = z.looseObject({
  event_type: z.literal('three_ds_authentication.approval_request'),
  token: z.string().min(1).max(64),
  card_token: z.string().min(1).max(64),
  merchant: z.looseObject({ name: text.nullish() }).nullish(),
  transaction: z
    .looseObject({
      amount: z.number().int().nonnegative().refine(Number.isSafeInteger, 'must be a safe integer'),
      cardholder_amount: z.number().int().nonnegative().nullish(),
      currency: z.string().regex(/^[A-Z]{3}$/),
      currency_exponent: z.number().int().min(0).max(3),
    })
    .nullish(),
})

/** `card.updated` (schema `card-updated`). */
export const LithicCardUpdated = z.looseObject({
  event_type: z.literal('card.updated'),
  card_token: z.string().min(1).max(64),
  state: z.string().max(32),
})

/** `card.renewed` (schema `card-renewed`) and `card.reissued` (`card-reissued`): only the card is read from it. */
export const LithicCardRenewed = z.looseObject({
  event_type: z.enum(['card.renewed', 'card.reissued']),
  card_token: z.string().min(1).max(64),
})

/** `settlement_report.updated` (schema `settlement-report`): only the report's day is read from it. */
export const LithicSettlementReportUpdated = z.looseObject({
  event_type: z.literal('settlement_report.updated'),
  report_date: z.iso.date(),
})

/** `dispute.updated` (schema `dispute-updated`: a Chargebacks API dispute, created or updated). */
export const LithicDisputeUpdated = z.looseObject({
  event_type: z.literal('dispute.updated'),
  token: z.string().min(1).max(64),
  transaction_token: z.string().min(1).max(64),
  amount: cents,
  status: z.string().max(32),
  reason: z.string().max(64),
  customer_note: text.nullish(),
  resolution_reason: z.string().max(64).nullish(),
})

/** One event of a Managed Disputes case (schema `event`): the money moves are `CARDHOLDER_LIABILITY` and `FINANCIAL`. */
const LithicDisputeCaseEvent = z.looseObject({
  token: z.string().min(1).max(64),
  type: z.string().max(32),
  data: z.looseObject({
    type: z.string().max(32),
    action: z.string().max(64).nullish(),
    amount: cents.nullish(),
    polarity: z.string().max(16).nullish(),
  }),
})

/** `dispute_transaction.created` / `.updated` (schema `dispute`: a Managed Disputes case, whole). */
export const LithicDisputeTransaction = z.looseObject({
  event_type: z.enum(['dispute_transaction.created', 'dispute_transaction.updated']),
  token: z.string().min(1).max(64),
  card_token: z.string().min(1).max(64),
  currency: currency,
  transaction_series: z.looseObject({ related_transaction_token: z.string().min(1).max(64) }).nullish(),
  liability_allocation: z.looseObject({
    original_amount: cents,
    recovered_amount: cents,
    written_off_amount: cents,
    denied_amount: cents,
    remaining_amount: cents,
  }),
  status: z.string().max(16).nullish(),
  disposition: z.string().max(32).nullish(),
  events: z.array(LithicDisputeCaseEvent).max(1_000),
})

/** `account_holder.created` (schema `account-holder-created`): the issuer's first review of an enrollment. */
export const LithicAccountHolderCreated = z.looseObject({
  event_type: z.literal('account_holder.created'),
  token: z.string().min(1).max(64),
  status: z.string().max(32),
  status_reason: z.array(z.string().max(100)).max(50).nullish(),
})

/** `account_holder.verification` (schema `account-holder-verification`): a review's outcome. */
export const LithicAccountHolderVerification = z.looseObject({
  event_type: z.literal('account_holder.verification'),
  token: z.string().min(1).max(64),
  status: z.string().max(32),
  status_reasons: z.array(z.string().max(100)).max(50).nullish(),
})

/** `card_authorization.challenge` (schema `authorization-challenge-event`): only its event token is read. */
export const LithicAuthorizationChallenge = z.looseObject({
  event_type: z.literal('card_authorization.challenge'),
  challenge: z.looseObject({ event_token: z.string().min(1).max(64) }),
})

/** `account_holder_document.updated` (schema `account-holder-document-updated`): a document it asked for moved. */
export const LithicAccountHolderDocumentUpdated = z.looseObject({
  event_type: z.literal('account_holder_document.updated'),
  account_holder_token: z.string().min(1).max(64),
  required_document_uploads: z
    .array(
      z.looseObject({
        status: z.string().max(32),
        status_reasons: z.array(z.string().max(100)).max(50).nullish(),
      }),
    )
    .max(50)
    .default([]),
})

/**
 * `digital_wallet.tokenization_approval_request` (schema `digital-wallet-tokenization-approval-request`): a
 * wallet asks to add a card; the answer is the decision (`tokenization-decisioning-response`).
 */
export const LithicTokenizationApprovalRequest = z.looseObject({
  event_type: z.literal('digital_wallet.tokenization_approval_request'),
  card_token: z.string().min(1).max(64),
  tokenization_token: z.string().min(1).max(64),
  device: z.looseObject({ imei: z.string().max(64).nullish() }).nullish(),
  digital_wallet_token_metadata: z
    .looseObject({ token_requestor_name: z.string().max(64).nullish() })
    .nullish(),
  // Filled only in the webhook event Lithic sends after the decision: the same event type, not a request.
  customer_tokenization_decision: z.looseObject({ outcome: z.string().max(64) }).nullish(),
})

/** `tokenization.updated` / `digital_wallet.tokenization_updated` (schema `tokenization-updated`). */
export const LithicTokenizationUpdated = z.looseObject({
  event_type: z.enum(['tokenization.updated', 'digital_wallet.tokenization_updated']),
  card_token: z.string().min(1).max(64),
  tokenization: z.looseObject({
    token: z.string().min(1).max(64),
    status: z.string().max(32),
    token_requestor_name: z.string().max(64).nullish(),
    device_id: z.string().max(128).nullish(),
  }),
})

/** `tokenization.two_factor_authentication_code` (and its `digital_wallet.` twin): the code to show the person. */
export const LithicTokenizationCode = z.looseObject({
  event_type: z.enum([
    'tokenization.two_factor_authentication_code',
    'digital_wallet.tokenization_two_factor_authentication_code',
  ]),
  card_token: z.string().min(1).max(64),
  tokenization_token: z.string().min(1).max(64),
  authentication_code: z.string().regex(/^[A-Za-z0-9]{4,12}$/),
})

export type LithicAsaRequest = z.infer<typeof LithicAsaRequest>
export type LithicTransactionEvent = z.infer<typeof LithicTransactionEvent>
export type LithicTransaction = z.infer<typeof LithicTransaction>
export type LithicTransactionUpdated = z.infer<typeof LithicTransactionUpdated>
export type LithicChallengeEvent = z.infer<typeof LithicChallengeEvent>
export type LithicCardUpdated = z.infer<typeof LithicCardUpdated>
export type LithicThreeDsApprovalRequest = z.infer<typeof LithicThreeDsApprovalRequest>
export type LithicDisputeUpdated = z.infer<typeof LithicDisputeUpdated>
export type LithicDisputeTransaction = z.infer<typeof LithicDisputeTransaction>
