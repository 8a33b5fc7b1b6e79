import { formatUsd, type Paging, type PendingTransactionListResponse } from '@chaincard/domain'
import { and, desc, eq, sql } from 'drizzle-orm'
import { preparedPerDatabase } from '../../db/preparedPerDatabase'
import { cardAuthorizations, cards } from '../../db/schema/cards'
import { cardHolds } from '../../db/schema/ledger'
import { AppError } from '../../errors'
import type { AppContext } from '../../runtime/appContext'

const notFound = () => new AppError('not_found', 'not found: no such card')

const id = sql.placeholder('id')
const ownedCard = and(eq(cards.id, id), eq(cards.ownerAddress, sql.placeholder('owner')))

const pendingPage = preparedPerDatabase((db) => {
  // Purchases only: a pending credit (a credit authorization) holds nothing.
  const approved = and(
    eq(cardAuthorizations.cardId, id),
    eq(cardAuthorizations.status, 'approved'),
    eq(cardAuthorizations.direction, 'debit'),
  )
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
 * `GET /card/{id}/pending-transaction`: approved authorizations not captured or reversed yet, newest first, at
 * the amount they hold now.
 * One statement: the owner check (no row: 404), the total and the page.
 */
export async function listPendingTransactions(
  ctx: AppContext,
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
