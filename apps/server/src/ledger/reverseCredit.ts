import { eq, sql } from 'drizzle-orm'
import type { Executor } from '../db'
import { cardCredits } from '../db/schema/ledger'
import { postLedgerEntry } from './postLedgerEntry'

export type ReverseCreditParameters = {
  /** The ledger ref of the credit (its `card_credits` row). */
  creditRef: string
  /** What took it back, kept in the ledger row's meta. */
  meta: Record<string, unknown>
  at: Date
  /** The ledger row: a reorg's `reorg_reversal` (the default), or an operator's `adjustment` (a refund). */
  kind?: 'reorg_reversal' | 'adjustment'
  /** Its unique ref; default `reorg_reversal:<credit>`. */
  ref?: string
}

export type ReverseCreditReturnType = {
  /** Micro-USD taken back out of pending now (0 when it was already reversed). */
  reversedMicro: bigint
  /** Micro-USD of the credit that had already settled into the balance: a shortfall nobody can take back. */
  settledMicro: bigint
}

/**
 * Takes back what is still pending of a credit whose money left the chain (a reorg): one `reorg_reversal`
 * ledger row (`reorg_reversal:<credit>`, UNIQUE) of minus its open remainder. Call it in the transaction that
 * holds the card's row lock (lockCard). What had already settled is not touched (the balance never goes back
 * because of a reorg); the caller records it as a shortfall.
 */
export async function reverseCredit(
  tx: Executor,
  {
    creditRef,
    meta,
    at,
    kind = 'reorg_reversal',
    ref = `reorg_reversal:${creditRef}`,
  }: ReverseCreditParameters,
): Promise<ReverseCreditReturnType> {
  const [credit] = await tx.select().from(cardCredits).where(eq(cardCredits.ref, creditRef))
  if (!credit) return { reversedMicro: 0n, settledMicro: 0n }
  const open = credit.amountMicro - credit.settledMicro - credit.reversedMicro
  if (open <= 0n) return { reversedMicro: 0n, settledMicro: credit.settledMicro }
  const { applied } = await postLedgerEntry(tx, {
    cardId: credit.cardId,
    kind,
    pendingDelta: -open,
    balanceDelta: 0n,
    ref,
    meta: { credit: creditRef, ...meta },
    at,
  })
  if (!applied) return { reversedMicro: 0n, settledMicro: credit.settledMicro }
  await tx
    .update(cardCredits)
    .set({
      reversedMicro: sql`${cardCredits.reversedMicro} + ${open}::bigint`,
      // An operator's refund of it is money sent back, not a reorg: the history shows it as a row of its own.
      ...(kind === 'adjustment' ? { takenMicro: sql`${cardCredits.takenMicro} + ${open}::bigint` } : {}),
    })
    .where(eq(cardCredits.ref, creditRef))
  return { reversedMicro: open, settledMicro: credit.settledMicro }
}
