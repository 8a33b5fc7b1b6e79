import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { type CardAuthorizationRow, cardAuthorizations } from '../../../../db/schema/cards'

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

export async function insertAuthorization(tx: Executor, row: NewAuthorization): Promise<void> {
  const { at, ...values } = row
  await tx.insert(cardAuthorizations).values({ ...values, createdAt: at, updatedAt: at })
}

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
