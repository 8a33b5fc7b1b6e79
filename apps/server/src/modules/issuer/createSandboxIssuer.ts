import { randomBytes } from 'node:crypto'
import { and, eq, gte } from 'drizzle-orm'
import type { Executor } from '../../db'
import { type CardRow, cards } from '../../db/schema/cards'
import { cardExpiry } from './cardExpiry'
import { CardDataDecryptError } from './errors'
import { generateCvv } from './generateCvv'
import { generatePan } from './generatePan'
import type { IssuedCard, IssuerPort, SensitiveCardDetails } from './IssuerPort'
import { type CardDataSealer, cardDataContext } from './sealCardData'

/**
 * The built-in sandbox issuer: issues test cards into our own database, card data sealed at rest (its card
 * balances are our card rows, as with every issuer: the program holds the ledger).
 */
export function createSandboxIssuer(sealer: CardDataSealer): IssuerPort & { sealer: CardDataSealer } {
  return {
    name: 'sandbox',
    sealer,

    async issueCard(tx: Executor, card: CardRow, now: Date): Promise<IssuedCard | null> {
      const pan = generatePan()
      const cvv = generateCvv()
      const expiresAt = cardExpiry(card.program, now)
      const issuerCardId = `sbx_${randomBytes(12).toString('hex')}`
      const [row] = await tx
        .update(cards)
        .set({
          status: 'waiting_to_get',
          issuerCardId,
          panLast4: pan.slice(-4),
          panSealed: sealer.seal(pan, cardDataContext.pan(card.id)),
          cvvSealed: sealer.seal(cvv, cardDataContext.cvv(card.id)),
          expiresAt,
          issuedAt: now,
          updatedAt: now,
        })
        // Conditional: two sweeps racing for one application issue one card.
        .where(and(eq(cards.id, card.id), eq(cards.status, 'application_processing')))
        .returning({ id: cards.id })
      return row ? { issuerCardId, panLast4: pan.slice(-4), expiresAt } : null
    },

    async setFrozen(tx: Executor, card: CardRow, frozen: boolean, now: Date): Promise<boolean> {
      // The sandbox issuer's freeze flag is the card row's status, changed with a conditional update.
      const rows = frozen
        ? await tx
            .update(cards)
            .set({ status: 'locked', lockReason: 'user', updatedAt: now })
            .where(and(eq(cards.id, card.id), eq(cards.status, 'active')))
            .returning({ id: cards.id })
        : await tx
            .update(cards)
            .set({ status: 'active', lockReason: null, updatedAt: now })
            .where(
              and(
                eq(cards.id, card.id),
                eq(cards.status, 'locked'),
                eq(cards.lockReason, 'user'),
                gte(cards.balanceMicro, 0n),
              ),
            )
            .returning({ id: cards.id })
      return rows.length > 0
    },

    async getSensitiveDetails(card: CardRow): Promise<SensitiveCardDetails> {
      if (!card.panSealed || !card.cvvSealed || !card.expiresAt) throw new CardDataDecryptError()
      return {
        pan: sealer.open(card.panSealed, cardDataContext.pan(card.id)),
        cvv: sealer.open(card.cvvSealed, cardDataContext.cvv(card.id)),
        expiresAt: card.expiresAt,
      }
    },
  }
}
