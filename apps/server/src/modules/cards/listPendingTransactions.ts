import { formatUsd, type PendingPaging, type PendingTransactionListResponse } from '@chaincard/domain'
import { and, desc, eq, sql } from 'drizzle-orm'
import { preparedPerDatabase } from '../../db/preparedPerDatabase'
import { cardAuthorizations, cards } from '../../db/schema/cards'
import { cardHolds } from '../../db/schema/ledger'
import { AppError } from '../../errors'
import type { AppContext } from '../../runtime/appContext'

const notFound = () => new AppError('not_found', 'not found: no such card')

const id = sql.placeholder('id')
const before = sql.placeholder('before')
const ownedCard = and(eq(cards.id, id), eq(cards.ownerAddress, sql.placeholder('owner')))

// The key (`before`): a purchase of this card, whatever its status now: one settled since it was shown still
// keys the page below it. Null: the newest page.
const keySeq = sql`(SELECT key_row.seq FROM ${cardAuthorizations} AS key_row
  WHERE key_row.id = ${before} AND key_row.card_id = ${id} AND key_row.direction = 'debit')`

const pendingPage = preparedPerDatabase((db) => {
  // Purchases only: a pending credit (a credit authorization) holds nothing.
  const approved = and(
    eq(cardAuthorizations.cardId, id),
    eq(cardAuthorizations.status, 'approved'),
    eq(cardAuthorizations.direction, 'debit'),
  )
  // `seq` is unique (an identity): the order has no ties, so a page by `skip` and one by key agree row for row.
  const belowKey = sql`(${before}::text IS NULL OR "card_authorizations"."seq" < ${keySeq})`
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
    .where(and(approved, belowKey))
    .orderBy(desc(cardAuthorizations.seq))
    .offset(sql.placeholder('skip'))
    .limit(sql.placeholder('limit'))
    .as('page')
  return db
    .select({
      total: sql<number>`(SELECT count(*) FROM ${cardAuthorizations} WHERE ${approved})`.mapWith(Number),
      keyKnown: sql<boolean>`(${before}::text IS NULL OR ${keySeq} IS NOT NULL)`.mapWith(Boolean),
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
 * the amount they hold now, paged as the history is: keyed by `before` (the last purchase shown; the rows below
 * it, `skip` counted from there), or by `skip` alone for older clients. One statement: the owner check (no row:
 * 404), the key check (none of this card's purchases: 400 on `before`), the total and the page. `older`: one row
 * more than the page is read, so the answer says whether a row is below the page's last.
 */
export async function listPendingTransactions(
  ctx: AppContext,
  cardId: string,
  owner: string,
  { skip, limit, before }: PendingPaging,
): Promise<PendingTransactionListResponse> {
  const rows = await pendingPage(ctx.db).execute({
    id: cardId,
    owner: owner.toLowerCase(),
    before: before ?? null,
    skip,
    limit: limit + 1,
  })
  const first = rows[0]
  if (!first) throw notFound()
  if (!first.keyKnown) {
    throw new AppError('validation_failed', 'before: not a purchase of this card', { field: 'query.before' })
  }
  const page = rows.slice(0, limit)
  return {
    total: first.total,
    older: rows.length > limit,
    items: page.flatMap(({ item }) =>
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
