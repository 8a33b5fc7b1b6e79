import { and, eq, sql } from 'drizzle-orm'
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

/**
 * The ledger's figures for one issuer transaction: the card (by the issuer's card id), the net of the ledger
 * rows of its money events (`refs`: every row any of its events may have written, whatever kind it was booked
 * as, so a debit booked as a credit is counted with its sign), and its authorization's open hold; then the
 * authorization itself (our increments and the requests the issuer listed: what the hold is beyond its figure).
 */
export async function ourTransactionFigures(
  tx: Executor,
  p: { issuer: string; cardToken: string; transactionToken: string; refs: readonly string[] },
): Promise<OurTransactionFigures> {
  const refs = p.refs.length > 0 ? p.refs : ['']
  const result = await tx.execute(sql`SELECT
      (SELECT id FROM cards WHERE issuer_card_id = ${p.cardToken}) AS card_id,
      (SELECT coalesce(-sum(balance_delta), 0)::text FROM card_ledger
        WHERE ref IN (${sql.join(
          refs.map((ref) => sql`${ref}`),
          sql`, `,
        )})) AS settled,
      (SELECT coalesce(sum(h.amount_micro), 0)::text FROM card_authorizations a
        JOIN card_holds h ON h.ref = ${holdRefOf('')} || a.id AND h.status = 'open'
        WHERE a.issuer = ${p.issuer} AND a.issuer_token = ${p.transactionToken}) AS hold`)
  const row = rowsOf<{ card_id: string | null; settled: string; hold: string }>(result)[0]!
  const [authorization] = await tx
    .select({
      direction: cardAuthorizations.direction,
      origin: cardAuthorizations.origin,
      increments: cardAuthorizations.increments,
      issuerRequests: cardAuthorizations.issuerRequests,
      issuerVersion: cardAuthorizations.issuerVersion,
    })
    .from(cardAuthorizations)
    .where(
      and(eq(cardAuthorizations.issuer, p.issuer), eq(cardAuthorizations.issuerToken, p.transactionToken)),
    )
  return {
    cardId: row.card_id,
    settledMicro: BigInt(row.settled),
    holdMicro: BigInt(row.hold),
    authorization: authorization ?? null,
  }
}
