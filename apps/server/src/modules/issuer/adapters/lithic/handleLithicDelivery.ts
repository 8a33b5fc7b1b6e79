import type { z } from 'zod'
import { type Config, programPolicyOf } from '../../../../config'
import type { Db } from '../../../../db'
import type { Clock } from '../../../../deps'
import { AppError } from '../../../../errors'
import type { CardDataSealer } from '../../../../runtime/cardData/sealCardData'
import { IssuerUnavailableError } from '../../../../runtime/issuerErrors'
import type { IssuerCardFacts, IssuerGateway } from '../../../../runtime/issuerPort'
import { hasIssuerCard } from '../../cardFacts/hasIssuerCard'
import { mirrorCardFacts } from '../../cardFacts/mirrorCardFacts'
import { cardTokenOfTransaction } from '../../disputes/repo/cardTokenOfTransaction'
import { mirrorCardholderStatus } from '../../enrollment/mirrorCardholderStatus'
import { applyInboundEvent } from '../../inbound/applyInboundEvent'
import { handleInboundEvent } from '../../inbound/handleInboundEvent'
import type { CardStateEvent, InboundEvent, RaisedEvent } from '../../inbound/InboundEvent'
import { requestSettlement } from '../../settlement/repo/settlements'
import { DEFAULT_THREE_DS_CHALLENGE_ABOVE_MICRO } from '../../threeDs/decideThreeDsAuthentication'
import { decideWalletTokenization } from '../../wallets/decideWalletTokenization'
import { mirrorWalletToken } from '../../wallets/mirrorWalletToken'
import { walletOf, walletStatusOf } from '../../wallets/walletOf'
import { answerThreeDsDecisioning, type ThreeDsDecisioningResponse } from './answerThreeDsDecisioning'
import { applyLithicTransaction } from './applyLithicTransaction'
import { asaRequestEventId } from './asaRequestEventId'
import { fromLithicDocumentUploads, fromLithicHolderStatus } from './lithicEnrollment'
import {
  LithicAccountHolderCreated,
  LithicAccountHolderDocumentUpdated,
  LithicAccountHolderVerification,
  LithicAsaRequest,
  LithicAuthorizationChallenge,
  LithicCardRenewed,
  LithicCardUpdated,
  LithicChallengeEvent,
  LithicDisputeTransaction,
  LithicDisputeUpdated,
  LithicSettlementReportUpdated,
  LithicThreeDsApprovalRequest,
  LithicTokenizationApprovalRequest,
  LithicTokenizationCode,
  LithicTokenizationUpdated,
  LithicTransactionUpdated,
} from './lithicPayloads'
import { type AsaResponse, toAsaResponse } from './toAsaResponse'
import { fromDisputeTransaction, fromDisputeUpdated } from './toDisputeEvents'
import { fromAsaRequest, fromCardUpdated, fromChallenge } from './toInboundEvents'

/** The payload does not match the event type's schema: 400, nothing applied. */
export class LithicPayloadError extends Error {
  override readonly name = 'LithicPayloadError' as const
  readonly shortMessage: string
  constructor(shortMessage: string, options?: { cause?: unknown }) {
    super(shortMessage, options)
    this.shortMessage = shortMessage
  }
}

export type LithicDeliveryAnswer =
  | { kind: 'asa'; body: AsaResponse }
  | { kind: 'three_ds'; body: ThreeDsDecisioningResponse }
  | { kind: 'tokenization'; body: { tokenization_decision: 'APPROVE' | 'DECLINE' } }
  | {
      kind: 'ack'
      /** Events applied now; parked now (waiting for their authorization, not applied); repeated. */
      applied: number
      parked: number
      duplicates: number
      ignored: boolean
      raised: RaisedEvent[]
    }

function parse<T extends z.ZodType>(schema: T, payload: unknown): z.output<T> {
  const result = schema.safeParse(payload)
  if (!result.success) {
    const issue = result.error.issues[0]
    throw new LithicPayloadError(
      `invalid ${String((payload as { event_type?: unknown }).event_type)} payload: ${issue?.path.join('.') || '(root)'}: ${issue?.message ?? 'invalid'}`,
    )
  }
  return result.data
}

/**
 * A pause or an opening is checked against the card's state at the issuer now (`cards.retrieve`): Lithic may
 * deliver an older change after a newer one (the owner's lock and unlock in quick succession), and only the
 * current state is mirrored. Closed is final and needs no check. An issuer that cannot be reached now is 503
 * (Lithic delivers the event again).
 */
async function withCurrentState(
  issuer: Pick<IssuerGateway, 'getCardState'>,
  event: CardStateEvent | null,
): Promise<CardStateEvent | null> {
  if (!event || event.state === 'CLOSED') return event
  let state: Awaited<ReturnType<IssuerGateway['getCardState']>>
  try {
    state = await issuer.getCardState(event.cardToken)
  } catch (error) {
    if (!(error instanceof IssuerUnavailableError)) throw error
    throw new AppError(
      'upstream_unavailable',
      'upstream unavailable: the card issuer could not be asked for the card',
      {
        cause: error,
      },
    )
  }
  return state === 'OTHER' ? null : { ...event, state }
}

/** The card's last four and expiry at the issuer now; an issuer that cannot be reached is 503 (delivered again). */
async function currentFacts(
  issuer: Pick<IssuerGateway, 'getCardFacts'>,
  cardToken: string,
): Promise<IssuerCardFacts | null> {
  try {
    return await issuer.getCardFacts(cardToken)
  } catch (error) {
    if (!(error instanceof IssuerUnavailableError)) throw error
    throw new AppError(
      'upstream_unavailable',
      'upstream unavailable: the card issuer could not be asked for the card',
      {
        cause: error,
      },
    )
  }
}

/**
 * One verified delivery, parsed JSON: the ASA request is decided and answered with the decision, and so is
 * the 3DS decisioning request (approve, decline or challenge, `answerThreeDsDecisioning`); a
 * transaction update applies the transaction's snapshot in one transaction (`applyLithicTransaction`: its
 * events each once, then its state); a challenge is stored for the owner; a card update is applied as the
 * card's state at the issuer now; a dispute's update (`dispute.updated`, a Managed Disputes case
 * `dispute_transaction.*`) is mirrored and its credit applied (`applyDisputeState`); an account holder's review
 * (`account_holder.created`, `.verification`) is mirrored onto the enrollment (`mirrorCardholderStatus`); a
 * wallet's request to add a card is decided and answered (`decideWalletTokenization`), a token's update and
 * its activation code are mirrored (`mirrorWalletToken`); a renewal or a reissue sets the card's last four and
 * expiry as the issuer has them now (`mirrorCardFacts`); an out-of-band challenge on an authorization is
 * declined (the program decides authorizations itself); a settlement report's update asks for its day to be
 * compared at the reconciliation job's next round (the comparison reads the whole report, pages of it, too
 * long for a delivery's answer). Other event types are acknowledged and ignored. What the answer lists as `raised` was recorded as an exception
 * now (the caller counts and logs it).
 */
export async function handleLithicDelivery(
  ctx: {
    db: Db
    clock: Clock
    sealer: CardDataSealer
    config: Pick<Config, 'issuer' | 'programPolicy'>
    issuer: Pick<IssuerGateway, 'getCardState' | 'getCardFacts' | 'declineAuthorizationChallenge'>
  },
  payload: unknown,
  webhookId: string,
): Promise<LithicDeliveryAnswer> {
  const eventType = (payload as { event_type?: unknown } | null)?.event_type
  const now = ctx.clock.now()
  if (eventType === 'card_authorization.approval_request') {
    const request = parse(LithicAsaRequest, payload)
    const eventId = await asaRequestEventId(ctx.db, payload, request.event_token, webhookId, now)
    const result = await handleInboundEvent(
      ctx.db,
      fromAsaRequest(request, eventId),
      now,
      programPolicyOf(ctx.config),
    )
    return { kind: 'asa', body: toAsaResponse(result.decision, request.token) }
  }
  if (eventType === 'three_ds_authentication.approval_request') {
    const request = parse(LithicThreeDsApprovalRequest, payload)
    const issuer = ctx.config.issuer
    const challengeAbove =
      (issuer?.kind === 'lithic' ? issuer.lithic.threeDsChallengeAboveMicro : undefined) ??
      DEFAULT_THREE_DS_CHALLENGE_ABOVE_MICRO
    const answer = await answerThreeDsDecisioning(ctx.db, request, challengeAbove, now)
    return { kind: 'three_ds', body: answer.body }
  }
  if (eventType === 'card_transaction.updated') {
    const transaction = parse(LithicTransactionUpdated, payload)
    const result = await ctx.db.transaction((tx) => applyLithicTransaction(tx, transaction, now))
    return { kind: 'ack', ...result, ignored: false }
  }
  if (eventType === 'digital_wallet.tokenization_approval_request') {
    const request = parse(LithicTokenizationApprovalRequest, payload)
    const imei = request.device?.imei
    const decided = request.customer_tokenization_decision
    if (decided) {
      // The notification after our decision, not a request: a token we know keeps the status it has (it may
      // be active by now, or declined on a locked card); one we never saw is recorded as the decision left it.
      const ours = await mirrorWalletToken(ctx, {
        issuer: 'lithic',
        cardToken: request.card_token,
        issuerToken: request.tokenization_token,
        wallet: walletOf(request.digital_wallet_token_metadata?.token_requestor_name),
        device: imei ? `device …${imei.slice(-4)}` : null,
        statusIfNew: decided.outcome === 'DECLINED' ? 'declined' : 'pending',
        now,
      })
      return { kind: 'ack', applied: ours ? 1 : 0, parked: 0, duplicates: 0, ignored: !ours, raised: [] }
    }
    const { decision } = await decideWalletTokenization(ctx.db, {
      issuer: 'lithic',
      cardToken: request.card_token,
      issuerToken: request.tokenization_token,
      wallet: walletOf(request.digital_wallet_token_metadata?.token_requestor_name),
      device: imei ? `device …${imei.slice(-4)}` : null,
      now,
    })
    return {
      kind: 'tokenization',
      body: { tokenization_decision: decision === 'approve' ? 'APPROVE' : 'DECLINE' },
    }
  }
  if (eventType === 'tokenization.updated' || eventType === 'digital_wallet.tokenization_updated') {
    const update = parse(LithicTokenizationUpdated, payload)
    const status = walletStatusOf(update.tokenization.status)
    const ours =
      status !== null &&
      (await mirrorWalletToken(ctx, {
        issuer: 'lithic',
        cardToken: update.card_token,
        issuerToken: update.tokenization.token,
        wallet: walletOf(update.tokenization.token_requestor_name),
        device: null,
        status,
        now,
      }))
    return { kind: 'ack', applied: ours ? 1 : 0, parked: 0, duplicates: 0, ignored: !ours, raised: [] }
  }
  if (
    eventType === 'tokenization.two_factor_authentication_code' ||
    eventType === 'digital_wallet.tokenization_two_factor_authentication_code'
  ) {
    const code = parse(LithicTokenizationCode, payload)
    const ours = await mirrorWalletToken(ctx, {
      issuer: 'lithic',
      cardToken: code.card_token,
      issuerToken: code.tokenization_token,
      wallet: 'other',
      device: null,
      activationCode: code.authentication_code,
      now,
    })
    return { kind: 'ack', applied: ours ? 1 : 0, parked: 0, duplicates: 0, ignored: !ours, raised: [] }
  }
  if (eventType === 'card.renewed' || eventType === 'card.reissued') {
    const renewed = parse(LithicCardRenewed, payload)
    const facts = (await hasIssuerCard(ctx.db, renewed.card_token))
      ? await currentFacts(ctx.issuer, renewed.card_token)
      : null
    const ours = facts !== null && (await mirrorCardFacts(ctx.db, renewed.card_token, facts, now))
    return { kind: 'ack', applied: ours ? 1 : 0, parked: 0, duplicates: 0, ignored: !ours, raised: [] }
  }
  if (eventType === 'card_authorization.challenge') {
    const raised = parse(LithicAuthorizationChallenge, payload)
    try {
      await ctx.issuer.declineAuthorizationChallenge(raised.challenge.event_token)
    } catch (error) {
      if (!(error instanceof IssuerUnavailableError)) throw error
      throw new AppError(
        'upstream_unavailable',
        'upstream unavailable: the challenge could not be declined',
        {
          cause: error,
        },
      )
    }
    return { kind: 'ack', applied: 1, parked: 0, duplicates: 0, ignored: false, raised: [] }
  }
  if (eventType === 'settlement_report.updated') {
    const report = parse(LithicSettlementReportUpdated, payload)
    await requestSettlement(ctx.db, 'lithic', report.report_date, now)
    return { kind: 'ack', applied: 1, parked: 0, duplicates: 0, ignored: false, raised: [] }
  }
  if (eventType === 'account_holder_document.updated') {
    const document = parse(LithicAccountHolderDocumentUpdated, payload)
    const moved = fromLithicDocumentUploads(document.required_document_uploads)
    const ours =
      moved !== null &&
      (await mirrorCardholderStatus(ctx.db, {
        issuer: 'lithic',
        accountHolderToken: document.account_holder_token,
        status: moved.status,
        reasons: moved.reasons,
        // Like the first review, a document's state never replaces a decision (accepted, rejected).
        first: true,
        now,
      }))
    return { kind: 'ack', applied: ours ? 1 : 0, parked: 0, duplicates: 0, ignored: !ours, raised: [] }
  }
  if (eventType === 'account_holder.created' || eventType === 'account_holder.verification') {
    const first = eventType === 'account_holder.created'
    let status: ReturnType<typeof fromLithicHolderStatus>
    let token: string
    let reasons: string[]
    if (first) {
      const created = parse(LithicAccountHolderCreated, payload)
      token = created.token
      status = fromLithicHolderStatus(created.status)
      reasons = [...(created.status_reason ?? [])]
    } else {
      const verified = parse(LithicAccountHolderVerification, payload)
      token = verified.token
      status = fromLithicHolderStatus(verified.status)
      reasons = [...(verified.status_reasons ?? [])]
    }
    const ours =
      status !== null &&
      (await mirrorCardholderStatus(ctx.db, {
        issuer: 'lithic',
        accountHolderToken: token,
        status,
        reasons,
        first,
        now,
      }))
    return { kind: 'ack', applied: ours ? 1 : 0, parked: 0, duplicates: 0, ignored: !ours, raised: [] }
  }
  let events: InboundEvent[]
  if (eventType === 'three_ds_authentication.challenge') {
    events = [fromChallenge(parse(LithicChallengeEvent, payload))]
  } else if (eventType === 'dispute.updated') {
    const update = parse(LithicDisputeUpdated, payload)
    // It names no card: the card is the disputed transaction's, as we know it ('' when not ours: ignored).
    const cardToken = (await cardTokenOfTransaction(ctx.db, 'lithic', update.transaction_token)) ?? ''
    const event = fromDisputeUpdated(update, cardToken)
    events = event ? [event] : []
  } else if (eventType === 'dispute_transaction.created' || eventType === 'dispute_transaction.updated') {
    events = [fromDisputeTransaction(parse(LithicDisputeTransaction, payload))]
  } else if (eventType === 'card.updated') {
    const event = await withCurrentState(
      ctx.issuer,
      fromCardUpdated(parse(LithicCardUpdated, payload), webhookId),
    )
    events = event ? [event] : []
  } else {
    return { kind: 'ack', applied: 0, parked: 0, duplicates: 0, ignored: true, raised: [] }
  }
  let applied = 0
  let parked = 0
  let duplicates = 0
  const raised: RaisedEvent[] = []
  await ctx.db.transaction(async (tx) => {
    for (const event of events) {
      const result = await applyInboundEvent(tx, event, now)
      if (result.duplicate) duplicates++
      else if (result.status === 'parked') parked++
      else if (result.status === 'applied') applied++
      if (result.raised) raised.push(result.raised)
    }
  })
  return { kind: 'ack', applied, parked, duplicates, ignored: false, raised }
}
