import { sql } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { rowsOf } from '../../../../db/rowsOf'
import { holdRefOf } from '../../inbound/holdRef'

/**
 * What the issuer's open debit authorizations still hold, in all: money authorized and not settled yet, which
 * the program must be able to pay when it settles.
 */
export async function openDebitHolds(tx: Executor, issuer: string): Promise<bigint> {
  const result = await tx.execute(sql`SELECT coalesce(sum(h.amount_micro), 0)::text AS held
    FROM card_holds h JOIN card_authorizations a ON h.ref = ${holdRefOf('')} || a.id
    WHERE h.status = 'open' AND a.issuer = ${issuer} AND a.direction = 'debit'`)
  return BigInt(rowsOf<{ held: string }>(result)[0]!.held)
}
