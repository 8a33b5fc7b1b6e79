import { and, asc, eq, gte, isNull, ne, or } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { cardAuthorizations } from '../../../../db/schema/cards'

/**
 * The issuer's tokens of the authorizations whose transaction is still open as far as we know: the issuer's
 * newest snapshot said PENDING (any age: a hold stays open here until the issuer closes it), or no snapshot
 * reached us (created since `since`: one the issuer never knew of is not asked about forever). Not those
 * waiting for a 3DS answer (no transaction at the issuer yet). Oldest first.
 */
export async function openAuthorizationTokens(tx: Executor, issuer: string, since: Date): Promise<string[]> {
  const rows = await tx
    .select({ token: cardAuthorizations.issuerToken })
    .from(cardAuthorizations)
    .where(
      and(
        eq(cardAuthorizations.issuer, issuer),
        ne(cardAuthorizations.status, 'challenge'),
        or(
          eq(cardAuthorizations.issuerStatus, 'PENDING'),
          and(isNull(cardAuthorizations.issuerStatus), gte(cardAuthorizations.createdAt, since)),
        ),
      ),
    )
    .orderBy(asc(cardAuthorizations.seq))
  return rows.map((row) => row.token)
}
