import { sql } from 'drizzle-orm'
import type { Tx } from '../db'
import { cardLedger } from '../db/schema/cards'
import { cardCredits } from '../db/schema/ledger'

export type TopupCredit = {
  cardId: string
  /** Unique ledger ref of the credit: the same ref never applies twice. */
  ref: string
  amountMicro: bigint
  paymentId: number
  meta: Record<string, unknown>
}

/**
 * Many top-up credits at once, in the caller's transaction, under the row locks of their cards (the caller
 * holds them): one `topup_credit` ledger row each (UNIQUE ref: a ref already there applies nothing), one
 * `card_credits` row each, waiting for finality (settlement moves it once its block is final), and each
 * card's pending top-up raised by what applied to it: three statements whatever the number of credits.
 * A credit never touches the balance, so no card is locked or unlocked by it. Returns the refs that applied.
 * A credit of nothing (dust whose fee took all of it, or less than a micro-USD) posts no row: a `card_credits`
 * row must be positive, and one such transfer must not fail the batch it came in (the payment row keeps it).
 */
export async function postTopupCredits(tx: Tx, all: readonly TopupCredit[], at: Date): Promise<Set<string>> {
  const credits = all.filter((c) => c.amountMicro > 0n)
  if (credits.length === 0) return new Set()
  const applied = await tx
    .insert(cardLedger)
    .values(
      credits.map((c) => ({
        cardId: c.cardId,
        kind: 'topup_credit' as const,
        pendingDelta: c.amountMicro,
        balanceDelta: 0n,
        ref: c.ref,
        meta: c.meta,
        createdAt: at,
      })),
    )
    .onConflictDoNothing({ target: cardLedger.ref })
    .returning({ ref: cardLedger.ref })
  const refs = new Set(applied.map((r) => r.ref))
  const posted = credits.filter((c) => refs.has(c.ref))
  if (posted.length === 0) return refs
  await tx.insert(cardCredits).values(
    posted.map((c) => ({
      ref: c.ref,
      cardId: c.cardId,
      amountMicro: c.amountMicro,
      paymentId: c.paymentId,
      finalAt: null,
      createdAt: at,
    })),
  )
  const perCard = new Map<string, bigint>()
  for (const c of posted) perCard.set(c.cardId, (perCard.get(c.cardId) ?? 0n) + c.amountMicro)
  const values = sql.join(
    [...perCard].map(([id, delta]) => sql`(${id}::text, ${delta.toString()}::bigint)`),
    sql`, `,
  )
  await tx.execute(sql`
    UPDATE cards SET pending_micro = cards.pending_micro + v.delta, updated_at = ${at.toISOString()}::timestamptz
    FROM (VALUES ${values}) AS v(id, delta)
    WHERE cards.id = v.id`)
  return refs
}
