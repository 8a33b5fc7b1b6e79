import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import {
  type CardWalletTokenRow,
  cardWalletTokens,
  type Wallet,
  type WalletTokenStatus,
} from '../../../../db/schema/walletTokens'

/**
 * Records a wallet token as the issuer tells it (created with its first word, then its status, wallet and
 * device follow the issuer's newest); a removed token stays removed (the issuer never brings one back). Waiting
 * for activation comes before the first activation only: a token that has been active and is then told not
 * active (Lithic `INACTIVE`) cannot pay for now, so it is paused (its first activation is not news twice).
 */
export async function upsertWalletToken(
  tx: Executor,
  token: {
    id: string
    cardId: string
    issuer: string
    issuerToken: string
    wallet: Wallet
    device: string | null
    status: WalletTokenStatus
    now: Date
  },
): Promise<CardWalletTokenRow> {
  const [row] = await tx
    .insert(cardWalletTokens)
    .values({
      id: token.id,
      cardId: token.cardId,
      issuer: token.issuer,
      issuerToken: token.issuerToken,
      wallet: token.wallet,
      device: token.device,
      status: token.status,
      createdAt: token.now,
      updatedAt: token.now,
    })
    .onConflictDoUpdate({
      target: [cardWalletTokens.issuer, cardWalletTokens.issuerToken],
      set: {
        status: sql`CASE WHEN ${cardWalletTokens.status} = 'removed' THEN 'removed'
          WHEN excluded.status = 'pending' AND ${cardWalletTokens.activatedAt} IS NOT NULL THEN 'paused'
          ELSE excluded.status END`,
        wallet: sql`CASE WHEN excluded.wallet = 'other' THEN ${cardWalletTokens.wallet} ELSE excluded.wallet END`,
        device: sql`coalesce(excluded.device, ${cardWalletTokens.device})`,
        updatedAt: token.now,
      },
    })
    .returning()
  if (!row) throw new Error('wallet token upsert returned nothing')
  return row
}

/** The wallet token the issuer names (null: none). */
export async function findWalletToken(
  tx: Executor,
  issuer: string,
  issuerToken: string,
): Promise<CardWalletTokenRow | null> {
  const [row] = await tx
    .select()
    .from(cardWalletTokens)
    .where(and(eq(cardWalletTokens.issuer, issuer), eq(cardWalletTokens.issuerToken, issuerToken)))
  return row ?? null
}

/** A card's wallet token by our id (null: none on this card). */
export async function findCardWalletToken(
  tx: Executor,
  cardId: string,
  tokenId: string,
): Promise<CardWalletTokenRow | null> {
  const [row] = await tx
    .select()
    .from(cardWalletTokens)
    .where(and(eq(cardWalletTokens.id, tokenId), eq(cardWalletTokens.cardId, cardId)))
  return row ?? null
}

/** A card's wallet tokens, newest first. */
export async function listWalletTokens(tx: Executor, cardId: string): Promise<CardWalletTokenRow[]> {
  return tx
    .select()
    .from(cardWalletTokens)
    .where(eq(cardWalletTokens.cardId, cardId))
    .orderBy(desc(cardWalletTokens.createdAt), desc(cardWalletTokens.id))
}

/** Sets a token's status (only from one of `from`): whether it changed. */
export async function moveWalletToken(
  tx: Executor,
  id: string,
  from: readonly WalletTokenStatus[],
  to: WalletTokenStatus,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(cardWalletTokens)
    .set({ status: to, updatedAt: now })
    .where(and(eq(cardWalletTokens.id, id), inArray(cardWalletTokens.status, [...from])))
    .returning({ id: cardWalletTokens.id })
  return rows.length > 0
}

/**
 * The card's tokens a lock pauses (active ones: marked paused by the lock), an unlock resumes (those the lock
 * paused), or a suspension removes (every one not removed or declined): moved here, returned to be told to
 * the issuer.
 */
export async function moveCardWalletTokens(
  tx: Executor,
  cardId: string,
  change: 'lock' | 'unlock' | 'suspend',
  now: Date,
): Promise<CardWalletTokenRow[]> {
  const where =
    change === 'lock'
      ? and(eq(cardWalletTokens.cardId, cardId), eq(cardWalletTokens.status, 'active'))
      : change === 'unlock'
        ? and(
            eq(cardWalletTokens.cardId, cardId),
            eq(cardWalletTokens.status, 'paused'),
            eq(cardWalletTokens.pausedByLock, true),
          )
        : and(
            eq(cardWalletTokens.cardId, cardId),
            inArray(cardWalletTokens.status, ['pending', 'active', 'paused']),
          )
  return tx
    .update(cardWalletTokens)
    .set({
      status: change === 'lock' ? 'paused' : change === 'unlock' ? 'active' : 'removed',
      pausedByLock: change === 'lock',
      updatedAt: now,
    })
    .where(where)
    .returning()
}

/** Keeps a token's activation code (sealed) until `expiresAt`. */
export async function setActivationCode(
  tx: Executor,
  id: string,
  sealed: string,
  expiresAt: Date,
): Promise<void> {
  await tx
    .update(cardWalletTokens)
    .set({ activationCodeSealed: sealed, activationCodeExpiresAt: expiresAt })
    .where(eq(cardWalletTokens.id, id))
}
