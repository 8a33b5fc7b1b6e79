import { randomBytes } from 'node:crypto'
import { cardExpiry } from '@chaincard/domain'
import { eq } from 'drizzle-orm'
import { type CardRow, cards } from '../../../../db/schema/cards'
import { cardDataContext } from '../../../../runtime/cardData/sealCardData'
import { CardDataDecryptError } from '../../../../runtime/issuerErrors'
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
  SensitiveCardDetails,
  SentEvidence,
  WalletProvisionRequest,
} from '../../../../runtime/issuerPort'
import { generateCvv } from '../../generateCvv'
import { generatePan } from '../../generatePan'
import { continueChallengedPurchase } from './continueChallengedPurchase'
import { SANDBOX_CARD_TOKEN_PREFIX } from './requireSandboxCard'
import type { SandboxContext } from './SandboxContext'
import { reviewSandboxEnrollment } from './sandboxEnrollment'

/** The sandbox issuer's dispute ids: the prefix and our id of the purchase. */
const SANDBOX_DISPUTE_TOKEN_PREFIX = 'sbx_dispute_'
/** The sandbox issuer's evidence ids: the prefix and our id of the evidence. */
const SANDBOX_EVIDENCE_TOKEN_PREFIX = 'sbx_evidence_'

/**
 * The built-in sandbox issuer's gateway: it issues test cards into our own database (Luhn-valid numbers from
 * a test BIN, CVV, expiry by program, number and CVV sealed at rest), keeps no card state of its own (the
 * card row is its state), shows the card's details as the one-time image, and plays the card network for a
 * challenged purchase: an approved challenge sends the purchase's authorization request to the inbound
 * handler, a declined one ends it.
 */
export function createSandboxGateway(ctx: SandboxContext): IssuerGateway {
  const details = (card: CardRow): SensitiveCardDetails => {
    if (!card.panSealed || !card.cvvSealed || !card.expiresAt) throw new CardDataDecryptError()
    return {
      pan: ctx.sealer.open(card.panSealed, cardDataContext.pan(card.id)),
      cvv: ctx.sealer.open(card.cvvSealed, cardDataContext.cvv(card.id)),
      expiresAt: card.expiresAt,
    }
  }
  return {
    name: 'sandbox',
    cardDetails: 'image',

    async issueCard(card: CardRow, now: Date): Promise<IssuedCard> {
      const pan = generatePan()
      const cvv = generateCvv()
      return {
        issuerCardId: `${SANDBOX_CARD_TOKEN_PREFIX}${randomBytes(12).toString('hex')}`,
        panLast4: pan.slice(-4),
        expiresAt: cardExpiry(card.program, now),
        panSealed: ctx.sealer.seal(pan, cardDataContext.pan(card.id)),
        cvvSealed: ctx.sealer.seal(cvv, cardDataContext.cvv(card.id)),
      }
    },

    async findIssuedCard(): Promise<IssuedCard | null> {
      // The sandbox issues within our own database, at once: there is no card of it outside the card row.
      return null
    },

    async setCardState(_card: Pick<CardRow, 'id' | 'issuerCardId'>, _state: IssuerCardState): Promise<void> {
      // The sandbox issuer's card state is the card row, which the caller has changed already.
    },

    async getCardState(issuerCardId: string): Promise<IssuerCardState | 'OTHER'> {
      const [row] = await ctx.db
        .select({ status: cards.status })
        .from(cards)
        .where(eq(cards.issuerCardId, issuerCardId))
      if (!row) return 'OTHER'
      return row.status === 'suspended' ? 'CLOSED' : row.status === 'locked' ? 'PAUSED' : 'OPEN'
    },

    async getCardFacts(issuerCardId: string): Promise<IssuerCardFacts | null> {
      // The sandbox issuer's card is the card row: it renews nothing on its own.
      const [row] = await ctx.db
        .select({ lastFour: cards.panLast4, expiresAt: cards.expiresAt })
        .from(cards)
        .where(eq(cards.issuerCardId, issuerCardId))
      return row?.lastFour && row.expiresAt ? { lastFour: row.lastFour, expiresAt: row.expiresAt } : null
    },

    async declineAuthorizationChallenge(): Promise<void> {
      // The sandbox issuer raises no challenge on authorizations: nothing to decline.
    },

    async getCardView(card: CardRow): Promise<CardView> {
      return { kind: 'details', details: details(card) }
    },

    async getSensitiveDetails(card: CardRow): Promise<SensitiveCardDetails> {
      return details(card)
    },

    async answerChallenge(challenge: ChallengeToAnswer, answer: ChallengeAnswer): Promise<void> {
      await continueChallengedPurchase(ctx, challenge.issuerToken, answer)
    },

    async changeWalletToken(): Promise<void> {
      // The sandbox issuer's wallet tokens are their rows, which the caller changes.
    },

    async provisionWallet(card: CardRow, request: WalletProvisionRequest): Promise<string> {
      // No wallet takes the sandbox's cards: a payload that says what it stands for, for the app's flow.
      return Buffer.from(
        JSON.stringify({ sandbox: true, card: card.id, wallet: request.wallet, channel: request.channel }),
      ).toString('base64')
    },

    async requestDocumentUpload(request): Promise<DocumentUpload> {
      // The sandbox issuer takes no uploads: links that say so, for the operator's flow.
      const documentToken = `sbx_document_${randomBytes(8).toString('hex')}`
      return {
        documentToken,
        uploads: [
          {
            imageType: 'FRONT',
            url: `https://sandbox.invalid/documents/${documentToken}/${request.documentType}/front`,
          },
        ],
      }
    },

    async enrollCardholder(enrollment: CardholderEnrollment): Promise<EnrolledCardholder> {
      return reviewSandboxEnrollment(enrollment)
    },

    async fileDispute(filing: DisputeFiling): Promise<FiledDispute> {
      // The sandbox issuer takes every filing; its updates come from the simulator (`POST /sandbox/disputes/{id}`).
      // One dispute per purchase: the same filing again names the same dispute.
      return {
        disputeToken: `${SANDBOX_DISPUTE_TOKEN_PREFIX}${filing.authorizationId}`,
        issuerStatus: 'NEW',
        // The simulator states the provisional credit as Managed Disputes would.
        provisionalCreditBy: 'issuer',
      }
    },

    async sendDisputeEvidence(upload: DisputeEvidenceUpload): Promise<SentEvidence> {
      // The sandbox issuer takes every piece of evidence at once; the evidence row is its record of it.
      return {
        evidenceToken: `${SANDBOX_EVIDENCE_TOKEN_PREFIX}${upload.evidenceId}`,
        uploadStatus: 'UPLOADED',
      }
    },
  }
}
