import {
  formatUsd,
  type Paging,
  type PendingTransactionListResponse,
  type TransactionListResponse,
} from '@chaincard/domain'
import { and, desc, eq, sql } from 'drizzle-orm'
import { preparedPerDatabase } from '../../db/preparedPerDatabase'
import { cardAuthorizations, cards, cardTransactions } from '../../db/schema/cards'
import { cardHolds } from '../../db/schema/ledger'
import { AppError } from '../../errors'
import { toDeclineReason } from '../issuer/inbound/toDeclineReason'
import type { CardsContext } from './cardsContext'

const notFound = () => new AppError('not_found', 'not found: no such card')

const id = sql.placeholder('id')
const ownedCard = and(eq(cards.id, id), eq(cards.ownerAddress, sql.placeholder('owner')))

const transactionPage = preparedPerDatabase((db) => {
  const page = db
    .select({
      id: cardTransactions.id,
      seq: cardTransactions.seq,
      type: cardTransactions.type,
      amountMicro: cardTransactions.amountMicro,
      currency: cardTransactions.currency,
      description: cardTransactions.description,
      declineReason: cardTransactions.declineReason,
      createdAt: cardTransactions.createdAt,
    })
    .from(cardTransactions)
    .where(eq(cardTransactions.cardId, id))
    .orderBy(desc(cardTransactions.seq))
    .offset(sql.placeholder('skip'))
    .limit(sql.placeholder('limit'))
    .as('page')
  return db
    .select({
      total:
        sql<number>`(SELECT count(*) FROM ${cardTransactions} WHERE ${cardTransactions.cardId} = ${id})`.mapWith(
          Number,
        ),
      item: {
        id: page.id,
        type: page.type,
        amountMicro: page.amountMicro,
        currency: page.currency,
        description: page.description,
        declineReason: page.declineReason,
        createdAt: page.createdAt,
      },
    })
    .from(cards)
    .leftJoin(page, sql`true`)
    .where(ownedCard)
    .orderBy(desc(page.seq))
    .prepare('card_transaction_page')
})

const pendingPage = preparedPerDatabase((db) => {
  const approved = and(eq(cardAuthorizations.cardId, id), eq(cardAuthorizations.status, 'approved'))
  const page = db
    .select({
      id: cardAuthorizations.id,
      seq: cardAuthorizations.seq,
      // What the authorization holds now (an advice may have changed it, a void may have released part).
      // (Written out: drizzle leaves the columns of a subquery's selection unqualified.)
      amountMicro: sql<bigint>`coalesce((SELECT open_hold.amount_micro FROM ${cardHolds} AS open_hold
        WHERE open_hold.ref = 'auth:' || "card_authorizations"."id" AND open_hold.status = 'open'),
        "card_authorizations"."amount_micro")`
        .mapWith(cardAuthorizations.amountMicro)
        .as('pending_amount_micro'),
      currency: cardAuthorizations.currency,
      merchantName: cardAuthorizations.merchantName,
      createdAt: cardAuthorizations.createdAt,
    })
    .from(cardAuthorizations)
    .where(approved)
    .orderBy(desc(cardAuthorizations.seq))
    .offset(sql.placeholder('skip'))
    .limit(sql.placeholder('limit'))
    .as('page')
  return db
    .select({
      total: sql<number>`(SELECT count(*) FROM ${cardAuthorizations} WHERE ${approved})`.mapWith(Number),
      item: {
        id: page.id,
        amountMicro: page.amountMicro,
        currency: page.currency,
        merchantName: page.merchantName,
        createdAt: page.createdAt,
      },
    })
    .from(cards)
    .leftJoin(page, sql`true`)
    .where(ownedCard)
    .orderBy(desc(page.seq))
    .prepare('card_pending_page')
})

/**
 * `GET /card/{id}/transaction`: the card's transactions as the issuer reported them (through the gateway's
 * inbound handler), newest first, paged. Amounts are positive; `type` says what happened, a decline with its
 * reason. One prepared statement: the owner check (no row: another user's or an unknown id, 404), the total (a
 * subquery on the id parameter, so PostgreSQL runs it once, on the (card_id, seq) index) and the page.
 */
export async function listTransactions(
  ctx: CardsContext,
  cardId: string,
  owner: string,
  { skip, limit }: Paging,
): Promise<TransactionListResponse> {
  const rows = await transactionPage(ctx.db).execute({ id: cardId, owner: owner.toLowerCase(), skip, limit })
  const first = rows[0]
  if (!first) throw notFound()
  return {
    total: first.total,
    items: rows.flatMap(({ item }) => {
      if (!item) return []
      const amount = formatUsd(item.amountMicro, 'up')
      return [
        {
          at: item.createdAt.toISOString(),
          id: item.id,
          original: { amount, currency: item.currency },
          settlement: { amount, currency: 'USD' as const },
          description: item.description,
          type: item.type,
          ...(item.type === 'authorization_decline'
            ? { declineReason: toDeclineReason(item.declineReason) }
            : {}),
        },
      ]
    }),
  }
}

/**
 * `GET /card/{id}/pending-transaction`: approved authorizations not captured or reversed yet, newest first, at
 * the amount they hold now.
 * One statement, as `listTransactions`.
 */
export async function listPendingTransactions(
  ctx: CardsContext,
  cardId: string,
  owner: string,
  { skip, limit }: Paging,
): Promise<PendingTransactionListResponse> {
  const rows = await pendingPage(ctx.db).execute({ id: cardId, owner: owner.toLowerCase(), skip, limit })
  const first = rows[0]
  if (!first) throw notFound()
  return {
    total: first.total,
    items: rows.flatMap(({ item }) =>
      item
        ? [
            {
              at: item.createdAt.toISOString(),
              id: item.id,
              original: { amount: formatUsd(item.amountMicro, 'up'), currency: item.currency },
              description: item.merchantName,
              type: 'authorization_approval' as const,
            },
          ]
        : [],
    ),
  }
}
