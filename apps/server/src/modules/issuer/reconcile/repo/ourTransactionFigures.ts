import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { rowsOf } from '../../../../db/rowsOf'
import { type CardAuthorizationRow, cardAuthorizations } from '../../../../db/schema/cards'
import { holdRefOf } from '../../inbound/holdRef'

/** What the comparison needs of the transaction's authorization: what it holds beyond the issuer's figure. */
type OurAuthorization = Pick<
  CardAuthorizationRow,
  'direction' | 'origin' | 'increments' | 'issuerRequests' | 'issuerVersion'
>

export type OurTransactionFigures = {
  /** Our card with the issuer's card id, or null when it is not ours. */
  cardId: string | null
  /** What the transaction's money events took off the balance, net (negative: it credited more). */
  settledMicro: bigint
  /** What its authorization still holds (0 when it has none, or none open). */
  holdMicro: bigint
  /** Its authorization, when we hold one. */
  authorization: OurAuthorization | null
}

/** One issuer transaction the figures are asked for. */
export type TransactionFiguresQuery = {
  cardToken: string
  transactionToken: string
  /** Every ledger row any of its events may have written. */
  refs: readonly string[]
}

/**
 * The ledger's figures for each issuer transaction asked (a page of the issuer's list), by transaction token:
 * the card (by the issuer's card id), the net of the ledger rows of its money events (`refs`: every row any of
 * its events may have written, whatever kind it was booked as, so a debit booked as a credit is counted with its
 * sign), and its authorization's open hold; then the authorization itself (our increments and the requests the
 * issuer listed: what the hold is beyond its figure). Two statements whatever their number: a day of 100,000
 * transactions read one at a time spent its time waiting on round trips to the database.
 */
export async function ourTransactionsFigures(
  tx: Executor,
  issuer: string,
  asked: readonly TransactionFiguresQuery[],
): Promise<Map<string, OurTransactionFigures>> {
  const found = new Map<string, OurTransactionFigures>()
  if (asked.length === 0) return found
  const transactions = sql.join(
    asked.map((t) => sql`(${t.transactionToken}, ${t.cardToken})`),
    sql`, `,
  )
  const refs = asked.flatMap((t) => t.refs.map((ref) => sql`(${t.transactionToken}, ${ref})`))
  const refRows = refs.length > 0 ? sql.join(refs, sql`, `) : sql`(NULL, NULL)`
  const result = await tx.execute(sql`WITH t(token, card_token) AS (VALUES ${transactions}),
      r(token, ref) AS (VALUES ${refRows})
    SELECT t.token,
      (SELECT id FROM cards WHERE issuer_card_id = t.card_token) AS card_id,
      (SELECT coalesce(-sum(l.balance_delta), 0)::text FROM r JOIN card_ledger l ON l.ref = r.ref
        WHERE r.token = t.token) AS settled,
      (SELECT coalesce(sum(h.amount_micro), 0)::text FROM card_authorizations a
        JOIN card_holds h ON h.ref = ${holdRefOf('')} || a.id AND h.status = 'open'
        WHERE a.issuer = ${issuer} AND a.issuer_token = t.token) AS hold
    FROM t`)
  const authorizations = await tx
    .select({
      issuerToken: cardAuthorizations.issuerToken,
      direction: cardAuthorizations.direction,
      origin: cardAuthorizations.origin,
      increments: cardAuthorizations.increments,
      issuerRequests: cardAuthorizations.issuerRequests,
      issuerVersion: cardAuthorizations.issuerVersion,
    })
    .from(cardAuthorizations)
    .where(
      and(
        eq(cardAuthorizations.issuer, issuer),
        inArray(
          cardAuthorizations.issuerToken,
          asked.map((t) => t.transactionToken),
        ),
      ),
    )
  const byToken = new Map(authorizations.map(({ issuerToken, ...a }) => [issuerToken, a]))
  for (const row of rowsOf<{ token: string; card_id: string | null; settled: string; hold: string }>(
    result,
  )) {
    found.set(row.token, {
      cardId: row.card_id,
      settledMicro: BigInt(row.settled),
      holdMicro: BigInt(row.hold),
      authorization: byToken.get(row.token) ?? null,
    })
  }
  return found
}
