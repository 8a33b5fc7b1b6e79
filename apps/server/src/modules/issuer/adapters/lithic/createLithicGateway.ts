import { cardExpiry } from '@chaincard/domain'
import type Lithic from 'lithic'
import type { CardRow } from '../../../../db/schema/cards'
import { CardDetailsUnavailableError, IssuerUnavailableError } from '../../../../runtime/issuerErrors'
import type {
  CardView,
  ChallengeAnswer,
  ChallengeToAnswer,
  IssuedCard,
  IssuerCardState,
  IssuerGateway,
  SensitiveCardDetails,
} from '../../../../runtime/issuerPort'
import { callLithic } from './callLithic'
import { lithicCardExpiry } from './lithicCardExpiry'
import { toLithicCents } from './toLithicCents'

/** The memo of a card at Lithic: names our card, so the card can be found again (`findIssuedCard`). */
export function lithicCardMemo(card: Pick<CardRow, 'program' | 'id'>): string {
  return `Chaincard ${card.program} ${card.id}`
}

/** Most pages of `cards.list` read looking for a card by its memo. */
const LOOKUP_MAX_PAGES = 3

/** How long a signed embed URL stays valid (the owner opens the card view right after asking). */
const EMBED_TTL_MS = 5 * 60_000

/**
 * The Lithic adapter of the issuer gateway, through the official SDK only. The program holds the ledger:
 * Lithic asks us to decide each authorization (ASA, the webhook route) and tells us how it cleared, so no
 * funds are ever loaded at Lithic. Card numbers and CVVs never reach us: the card view is Lithic's hosted
 * embed, an HMAC-signed URL the browser loads from Lithic.
 */
export function createLithicGateway(client: Lithic): IssuerGateway {
  const tokenOf = (card: Pick<CardRow, 'id' | 'issuerCardId'>): string => {
    if (!card.issuerCardId) throw new IssuerUnavailableError(`card issuer: card ${card.id} was never issued`)
    return card.issuerCardId
  }
  return {
    name: 'lithic',
    cardDetails: 'hosted_view',

    async issueCard(card: CardRow, now: Date): Promise<IssuedCard> {
      const created = await callLithic('cards.create', () =>
        client.cards.create(
          {
            type: 'VIRTUAL',
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

    async getCardView(card: CardRow, now: Date): Promise<CardView> {
      const expiresAt = new Date(now.getTime() + EMBED_TTL_MS)
      const url = client.cards.getEmbedURL({ token: tokenOf(card), expiration: expiresAt.toISOString() })
      return { kind: 'embed', url, expiresAt }
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
  }
}
