import {
  formatUsd,
  type Paging,
  type PendingTransactionListResponse,
  type TransactionListResponse,
} from '@chaincard/domain'
import { and, count, desc, eq } from 'drizzle-orm'
import { cardAuthorizations, cardTransactions } from '../../db/schema/cards'
import type { CardsContext } from './cardsContext'
import { requireOwnedCard } from './requireOwnedCard'

/** `GET /card/{id}/transaction`: the card's transactions, newest first, paged. Amounts are positive; `type` says what happened. */
export async function listTransactions(
  ctx: CardsContext,
  id: string,
  owner: string,
  { skip, limit }: Paging,
): Promise<TransactionListResponse> {
  const card = await requireOwnedCard(ctx.db, id, owner)
  const where = eq(cardTransactions.cardId, card.id)
  const [total] = await ctx.db.select({ n: count() }).from(cardTransactions).where(where)
  const rows = await ctx.db
    .select()
    .from(cardTransactions)
    .where(where)
    .orderBy(desc(cardTransactions.seq))
    .offset(skip)
    .limit(limit)
  return {
    total: total?.n ?? 0,
    items: rows.map((row) => {
      const amount = formatUsd(row.amountMicro, 'up')
      return {
        at: row.createdAt.toISOString(),
        id: row.id,
        original: { amount, currency: row.currency },
        settlement: { amount, currency: 'USD' as const },
        description: row.description,
        type: row.type,
      }
    }),
  }
}

/** `GET /card/{id}/pending-transaction`: approved authorizations not captured or reversed yet, newest first. */
export async function listPendingTransactions(
  ctx: CardsContext,
  id: string,
  owner: string,
  { skip, limit }: Paging,
): Promise<PendingTransactionListResponse> {
  const card = await requireOwnedCard(ctx.db, id, owner)
  const where = and(eq(cardAuthorizations.cardId, card.id), eq(cardAuthorizations.status, 'approved'))
  const [total] = await ctx.db.select({ n: count() }).from(cardAuthorizations).where(where)
  const rows = await ctx.db
    .select()
    .from(cardAuthorizations)
    .where(where)
    .orderBy(desc(cardAuthorizations.seq))
    .offset(skip)
    .limit(limit)
  return {
    total: total?.n ?? 0,
    items: rows.map((row) => ({
      at: row.createdAt.toISOString(),
      id: row.id,
      original: { amount: formatUsd(row.amountMicro, 'up'), currency: row.currency },
      description: row.merchantName,
      type: 'authorization_approval' as const,
    })),
  }
}
