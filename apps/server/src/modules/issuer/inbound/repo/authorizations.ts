import { randomUUID } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { type CardAuthorizationRow, cardAuthorizations, cardTransactions } from '../../../../db/schema/cards'

/** The authorization `(issuer, token)` names, locked for the rest of the transaction. */
export async function lockAuthorizationByToken(
  tx: Executor,
  issuer: string,
  issuerToken: string,
): Promise<CardAuthorizationRow | null> {
  const [row] = await tx
    .select()
    .from(cardAuthorizations)
    .where(and(eq(cardAuthorizations.issuer, issuer), eq(cardAuthorizations.issuerToken, issuerToken)))
    .for('update')
  return row ?? null
}

export type NewAuthorization = Pick<
  CardAuthorizationRow,
  'id' | 'issuer' | 'issuerToken' | 'cardId' | 'status' | 'amountMicro' | 'currency' | 'merchantName'
> & { declineReason: string | null; at: Date }

export type AuthorizationChange = Partial<
  Pick<CardAuthorizationRow, 'status' | 'amountMicro' | 'capturedMicro' | 'declineReason' | 'otpSealed'>
> & { at: Date }

export async function updateAuthorization(
  tx: Executor,
  id: string,
  change: AuthorizationChange,
): Promise<void> {
  const { at, ...values } = change
  await tx
    .update(cardAuthorizations)
    .set({ ...values, updatedAt: at })
    .where(eq(cardAuthorizations.id, id))
}

export type HistoryLine = {
  type: 'authorization_approval' | 'authorization_decline'
  amountMicro: bigint
  description: string
  declineReason: string | null
}

/**
 * Writes a decided authorization and its history line in one statement: inserted (`pending` null) or, for
 * the sandbox's challenged purchase, its row updated (code cleared). The line's id is new.
 */
export async function writeDecidedAuthorization(
  tx: Executor,
  row: NewAuthorization,
  line: HistoryLine,
  pending: boolean,
): Promise<void> {
  const upsert = pending
    ? sql`UPDATE ${cardAuthorizations} SET status = ${row.status}, decline_reason = ${row.declineReason},
          amount_micro = ${row.amountMicro}::bigint, otp_sealed = NULL, updated_at = ${row.at}
        WHERE ${cardAuthorizations.id} = ${row.id} RETURNING id, card_id`
    : sql`INSERT INTO ${cardAuthorizations} (id, issuer, issuer_token, card_id, status, amount_micro, currency,
          merchant_name, decline_reason, created_at, updated_at)
        VALUES (${row.id}, ${row.issuer}, ${row.issuerToken}, ${row.cardId}, ${row.status}, ${row.amountMicro}::bigint,
          ${row.currency}, ${row.merchantName}, ${row.declineReason}, ${row.at}, ${row.at})
        RETURNING id, card_id`
  await tx.execute(sql`WITH authorization_row AS (${upsert})
    INSERT INTO ${cardTransactions} (id, card_id, authorization_id, type, amount_micro, currency, description,
      decline_reason, created_at)
    SELECT ${randomUUID()}, authorization_row.card_id, authorization_row.id, ${line.type}, ${line.amountMicro}::bigint,
      'USD', ${line.description}, ${line.declineReason}, ${row.at}
    FROM authorization_row`)
}
