import { randomUUID } from 'node:crypto'
import type { Executor } from '../../../../db'
import { cardChallenges } from '../../../../db/schema/issuer'

export type NewChallenge = {
  issuer: string
  issuerToken: string
  cardId: string
  merchantName: string
  amountMinor: bigint
  currency: string
  currencyExponent: number
  expiresAt: Date
  at: Date
}

/** Stores a pending challenge once per `(issuer, issuerToken)`; returns its id, or null when it existed. */
export async function insertChallenge(tx: Executor, challenge: NewChallenge): Promise<string | null> {
  const { at, ...values } = challenge
  const inserted = await tx
    .insert(cardChallenges)
    .values({ id: randomUUID(), ...values, status: 'pending', createdAt: at })
    .onConflictDoNothing({ target: [cardChallenges.issuer, cardChallenges.issuerToken] })
    .returning({ id: cardChallenges.id })
  return inserted[0]?.id ?? null
}
