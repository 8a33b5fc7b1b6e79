import { CARD_EMBED_SESSION_TTL_MS, cardExpiry } from '@chaincard/domain'
import type Lithic from 'lithic'
import type { CardRow } from '../../../../db/schema/cards'
import { CardDetailsUnavailableError, IssuerUnavailableError } from '../../../../runtime/issuerErrors'
import type {
  CardholderEnrollment,
  CardView,
  ChallengeAnswer,
  ChallengeToAnswer,
  DisputeEvidenceUpload,
  DisputeFiling,
  DocumentUpload,
  EnrolledCardholder,
  FiledDispute,
  IssuedCard,
  IssuerCardFacts,
  IssuerCardState,
  IssuerGateway,
  ProgramBalance,
  SensitiveCardDetails,
  SentEvidence,
  WalletProvisionRequest,
} from '../../../../runtime/issuerPort'
import { callLithic } from './callLithic'
import { lithicCardExpiry } from './lithicCardExpiry'
import { TO_LITHIC_REASON } from './lithicDisputes'
import { fromLithicHolderStatus, toAccountHolderCreate } from './lithicEnrollment'
import { putEvidence } from './putEvidence'
import { toLithicCents } from './toLithicCents'

/** The memo of a card at Lithic: names our card, so the card can be found again (`findIssuedCard`). */
export function lithicCardMemo(card: Pick<CardRow, 'program' | 'id'>): string {
  return `Chaincard ${card.program} ${card.id}`
}

/** Most pages of `cards.list` read looking for a card by its memo. */
const LOOKUP_MAX_PAGES = 3

/**
 * How the hosted card fields look: the app's card face (light text on the dark card, monospaced digits). Only
 * plain declarations: Lithic refuses styles that load anything.
 */
const EMBED_STYLES = Buffer.from(
  JSON.stringify({
    color: '#f1f5f9',
    'background-color': 'transparent',
    'font-family': 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    'font-size': '18px',
    'letter-spacing': '0.06em',
  }),
).toString('base64')

/** What `POST /v1/cards/{card_token}/embed` answers (the installed SDK, 0.145.0, has no method for it). */
type EmbedSessionResponse = { session: string }

export type LithicGatewayOptions = {
  /** The app's public origin: Lithic's embed checks the page that frames it against this `target_origin`. */
  targetOrigin: string
}

/**
 * The Lithic adapter of the issuer gateway, through the official SDK only. The program holds the ledger:
 * Lithic asks us to decide each authorization (ASA, the webhook route) and tells us how it cleared, so no
 * funds are ever loaded at Lithic. Card numbers and CVVs never reach us: the card view is Lithic's hosted
 * embed: a single-use session (`POST /v1/cards/{card_token}/embed`, 60 s, `target_origin` the app's origin) whose
 * fields the browser loads from Lithic (`GET /v1/embed`, one iframe per field).
 */
export function createLithicGateway(client: Lithic, options: LithicGatewayOptions): IssuerGateway {
  const tokenOf = (card: Pick<CardRow, 'id' | 'issuerCardId'>): string => {
    if (!card.issuerCardId) throw new IssuerUnavailableError(`card issuer: card ${card.id} was never issued`)
    return card.issuerCardId
  }
  return {
    name: 'lithic',
    cardDetails: 'hosted_view',

    async issueCard(card: CardRow, now: Date, accountToken?: string): Promise<IssuedCard> {
      const created = await callLithic('cards.create', () =>
        client.cards.create(
          {
            type: 'VIRTUAL',
            // On the enrolled cardholder's account (none: the program's default account).
            ...(accountToken ? { account_token: accountToken } : {}),
            state: 'OPEN',
            memo: lithicCardMemo(card),
            // Our product's limit per purchase (the card maximum); unlimited products carry none.
            ...(card.balanceUpperMicro === null
              ? {}
              : { spend_limit: toLithicCents(card.balanceUpperMicro), spend_limit_duration: 'TRANSACTION' }),
          },
          // The card id is the idempotency key: a second request (a crash, a lost answer, two sweeps) gets
          // the same card back instead of a second one.
          { headers: { 'Idempotency-Key': card.id } },
        ),
      )
      return {
        issuerCardId: created.token,
        panLast4: created.last_four,
        expiresAt: lithicCardExpiry(created.exp_month, created.exp_year, cardExpiry(card.program, now)),
      }
    },

    async findIssuedCard(card: CardRow, now: Date): Promise<IssuedCard | null> {
      const memo = lithicCardMemo(card)
      const found = await callLithic('cards.list', async () => {
        // Lithic's memo filter matches a part of the memo: the card id is unique, the memo is compared whole.
        // Our id matches one card, or a few: the pages read are bounded all the same.
        let page = await client.cards.list({ memo: card.id, page_size: 100 })
        for (let pages = 1; ; pages++) {
          const match = page.data.find((listed) => listed.memo === memo && listed.state !== 'CLOSED')
          if (match) return match
          if (pages >= LOOKUP_MAX_PAGES || !page.hasNextPage()) return null
          page = await page.getNextPage()
        }
      })
      if (!found) return null
      return {
        issuerCardId: found.token,
        panLast4: found.last_four,
        expiresAt: lithicCardExpiry(found.exp_month, found.exp_year, cardExpiry(card.program, now)),
      }
    },

    async setCardState(card: Pick<CardRow, 'id' | 'issuerCardId'>, state: IssuerCardState): Promise<void> {
      const token = tokenOf(card)
      await callLithic(`cards.update ${state}`, () => client.cards.update(token, { state }))
    },

    async getCardState(issuerCardId: string): Promise<IssuerCardState | 'OTHER'> {
      const card = await callLithic('cards.retrieve', () => client.cards.retrieve(issuerCardId))
      return card.state === 'OPEN' || card.state === 'PAUSED' || card.state === 'CLOSED'
        ? card.state
        : 'OTHER'
    },

    async getCardFacts(issuerCardId: string): Promise<IssuerCardFacts | null> {
      const card = await callLithic('cards.retrieve', () => client.cards.retrieve(issuerCardId))
      const expiresAt = lithicCardExpiry(card.exp_month, card.exp_year, new Date(Number.NaN))
      if (!/^\d{4}$/.test(card.last_four) || Number.isNaN(expiresAt.getTime())) return null
      return { lastFour: card.last_four, expiresAt }
    },

    async getCardView(card: CardRow, now: Date): Promise<CardView> {
      // Lithic takes whole seconds: the session ends at most 60 s from now, and we say when exactly.
      const expiration = Math.floor((now.getTime() + CARD_EMBED_SESSION_TTL_MS) / 1000)
      const expiresAt = new Date(expiration * 1000)
      const token = tokenOf(card)
      // The SDK (lithic 0.145.0, the newest published) has no method for the session endpoint; its own client
      // sends it (`client.post`: the API key, base URL, retries, timeout and errors of every SDK call).
      const { session } = await callLithic('cards embed session', () =>
        client.post<EmbedSessionResponse>(`/v1/cards/${encodeURIComponent(token)}/embed`, {
          body: {
            type: 'CARD_EMBED',
            target_origin: options.targetOrigin,
            expiration,
          },
        }),
      )
      const frame = (type: 'PAN' | 'EXP_MONTH' | 'EXP_YEAR' | 'CVV') =>
        client.buildURL('/v1/embed', { session, type, styles: EMBED_STYLES })
      return {
        kind: 'embed',
        frames: {
          pan: frame('PAN'),
          expMonth: frame('EXP_MONTH'),
          expYear: frame('EXP_YEAR'),
          cvv: frame('CVV'),
        },
        expiresAt,
      }
    },

    async getSensitiveDetails(): Promise<SensitiveCardDetails> {
      throw new CardDetailsUnavailableError()
    },

    async answerChallenge(challenge: ChallengeToAnswer, answer: ChallengeAnswer): Promise<void> {
      await callLithic('3DS challenge response', () =>
        client.threeDS.decisioning.challengeResponse({
          token: challenge.issuerToken,
          challenge_response: answer === 'approve' ? 'APPROVE' : 'DECLINE_BY_CUSTOMER',
        }),
      )
    },

    async declineAuthorizationChallenge(eventToken: string): Promise<void> {
      // The SDK has no method for this endpoint: its own client sends it (key, base URL, retries, errors).
      await callLithic('card authorization challenge response', () =>
        client.post(`/v1/card_authorizations/${encodeURIComponent(eventToken)}/challenge_response`, {
          body: { response: 'DECLINE' },
        }),
      )
    },

    async changeWalletToken(issuerToken: string, action: 'pause' | 'resume' | 'remove'): Promise<void> {
      const call = {
        pause: () => client.tokenizations.pause(issuerToken),
        resume: () => client.tokenizations.unpause(issuerToken),
        remove: () => client.tokenizations.deactivate(issuerToken),
      }[action]
      await callLithic(`tokenizations ${action}`, call)
    },

    async provisionWallet(card: CardRow, request: WalletProvisionRequest): Promise<string> {
      const token = tokenOf(card)
      const wallet = { apple_pay: 'APPLE_PAY', google_pay: 'GOOGLE_PAY', samsung_pay: 'SAMSUNG_PAY' } as const
      if (request.channel === 'web') {
        if (request.wallet === 'samsung_pay') {
          throw new IssuerUnavailableError('card issuer: Samsung Pay has no web push provisioning')
        }
        const answer = await callLithic('cards.webProvision', () =>
          client.cards.webProvision(token, {
            digital_wallet: wallet[request.wallet as 'apple_pay' | 'google_pay'],
            ...(request.clientDeviceId ? { client_device_id: request.clientDeviceId } : {}),
            ...(request.clientWalletAccountId
              ? { client_wallet_account_id: request.clientWalletAccountId }
              : {}),
            ...(request.serverSessionId ? { server_session_id: request.serverSessionId } : {}),
          }),
        )
        return JSON.stringify(answer)
      }
      const answer = await callLithic('cards.provision', () =>
        client.cards.provision(token, {
          digital_wallet: wallet[request.wallet],
          ...(request.certificate ? { certificate: request.certificate } : {}),
          ...(request.nonce ? { nonce: request.nonce } : {}),
          ...(request.nonceSignature ? { nonce_signature: request.nonceSignature } : {}),
          ...(request.clientDeviceId ? { client_device_id: request.clientDeviceId } : {}),
          ...(request.clientWalletAccountId
            ? { client_wallet_account_id: request.clientWalletAccountId }
            : {}),
        }),
      )
      const payload = answer.provisioning_payload
      if (payload === undefined) throw new IssuerUnavailableError('card issuer: no provisioning payload')
      return typeof payload === 'string' ? payload : JSON.stringify(payload)
    },

    async enrollCardholder(enrollment: CardholderEnrollment): Promise<EnrolledCardholder> {
      const holder = await callLithic('account_holders.create', () =>
        client.accountHolders.create(toAccountHolderCreate(enrollment), {
          // Our enrollment id: asking again after a lost answer gets the same account holder.
          headers: { 'Idempotency-Key': enrollment.enrollmentId },
        }),
      )
      const status = fromLithicHolderStatus(holder.status)
      if (!status)
        throw new IssuerUnavailableError(`card issuer: account holder status ${holder.status} unknown`)
      return {
        accountHolderToken: holder.token,
        accountToken: holder.account_token,
        status,
        reasons: [...(holder.status_reasons ?? [])],
        requiredDocuments: (holder.required_documents ?? []).map((d) => ({
          entityToken: d.entity_token,
          validDocuments: [...d.valid_documents],
        })),
      }
    },

    async requestDocumentUpload(request): Promise<DocumentUpload> {
      const document = await callLithic('account_holders.uploadDocument', () =>
        client.accountHolders.uploadDocument(request.accountHolderToken, {
          document_type: request.documentType as Parameters<
            typeof client.accountHolders.uploadDocument
          >[1]['document_type'],
          entity_token: request.entityToken,
        }),
      )
      return {
        documentToken: document.token,
        uploads: document.required_document_uploads.map((u) => ({
          imageType: u.image_type,
          url: u.upload_url,
        })),
      }
    },

    async programBalance(now: Date): Promise<ProgramBalance | null> {
      // The program's reserve account: what the bank holds to settle the cards' spending. Lithic states it in
      // cents; a balance in another currency is not USD money of the program and is left out.
      const page = await callLithic('balances.list', () =>
        client.balances.list({ financial_account_type: 'RESERVE' }),
      )
      const usd = page.data.filter((b) => b.financial_account_type === 'RESERVE' && b.currency === 'USD')
      if (usd.length === 0) return null
      const cents = usd.reduce((sum, b) => sum + BigInt(b.total_amount), 0n)
      const updated = usd.map((b) => Date.parse(b.updated)).filter(Number.isFinite)
      return {
        amountMicro: cents * 10_000n,
        source: 'Lithic balances (financial account RESERVE, total_amount)',
        at: updated.length > 0 ? new Date(Math.max(...updated)) : now,
      }
    },

    async fileDispute(filing: DisputeFiling): Promise<FiledDispute> {
      const dispute = await callLithic('disputes.create', () =>
        client.disputes.create(
          {
            // Whole cents: a dispute never claims more than what cleared.
            amount: toLithicCents(filing.amountMicro),
            reason: TO_LITHIC_REASON[filing.reason],
            transaction_token: filing.transactionToken,
            customer_filed_date: filing.filedAt.toISOString(),
            customer_note: filing.description,
          },
          // The purchase (our id, a UUID as Lithic's idempotency keys are) is the idempotency key: asking again
          // after a lost answer gets the same dispute.
          { headers: { 'Idempotency-Key': filing.authorizationId } },
        ),
      )
      return { disputeToken: dispute.token, issuerStatus: dispute.status, provisionalCreditBy: 'program' }
    },

    async sendDisputeEvidence(upload: DisputeEvidenceUpload): Promise<SentEvidence> {
      const evidence = await callLithic('disputes.initiateEvidenceUpload', () =>
        client.disputes.initiateEvidenceUpload(upload.disputeToken, { filename: upload.filename }),
      )
      if (!evidence.upload_url) {
        throw new IssuerUnavailableError(
          'card issuer: disputes.initiateEvidenceUpload answered no upload URL',
        )
      }
      await putEvidence(evidence.upload_url, upload)
      return { evidenceToken: evidence.token, uploadStatus: evidence.upload_status }
    },
  }
}
