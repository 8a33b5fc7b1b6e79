import { and, inArray, isNotNull, lte, sql } from 'drizzle-orm'
import type { Db } from '../db'
import { cardCredits } from '../db/schema/ledger'
import { settleCard } from '../ledger'
import { creditRebate } from './creditRebate'

export type SettlePendingTopupsParameters = {
  now: Date
  /**
   * Credits younger than this do not settle yet: the sandbox's SETTLEMENT_DELAY (its stand-in for the
   * settlement time of a card program); 0 settles every final credit now (production, `POST /sandbox/settle`).
   */
  delayMs: number
  /** Pay the membership rebate of each settled top-up (MEMBERSHIP_ENABLED); default true. */
  rebates?: boolean
  /** Only these cards (the sandbox's settle-now of one person); default: every card with a due credit. */
  cardIds?: readonly string[]
}

export type SettlePendingTopupsReturnType = {
  /** Cards whose balance grew in this run. */
  cards: number
  settledMicro: bigint
}

/**
 * The settlement flow (DESIGN "Deposits and payments"; ledger, then rewards): moves final credits from pending into the balance, card by
 * card (settleCard, each in its own transaction under the card's row lock), never above a card's maximum.
 * A top-up's credit is final once its block is (the watcher marks it); until then a reorg can still take it
 * back from pending, so spendable money never has to be taken back. A failing card does not stop the others;
 * its error is thrown at the end, after they ran. Each settled part pays its owner's membership rebate in the
 * same transaction, keyed by the part's settlement ref (rewards creditRebate), so it is paid once.
 */
export async function settlePendingTopups(
  db: Db,
  { now, delayMs, rebates = true, cardIds }: SettlePendingTopupsParameters,
): Promise<SettlePendingTopupsReturnType> {
  const matureBefore = new Date(now.getTime() - delayMs)
  const due = await db
    .selectDistinct({ cardId: cardCredits.cardId })
    .from(cardCredits)
    .where(
      and(
        sql`${cardCredits.settledMicro} + ${cardCredits.reversedMicro} < ${cardCredits.amountMicro}`,
        isNotNull(cardCredits.finalAt),
        lte(cardCredits.createdAt, matureBefore),
        ...(cardIds ? [inArray(cardCredits.cardId, [...cardIds])] : []),
      ),
    )
  const result: SettlePendingTopupsReturnType = { cards: 0, settledMicro: 0n }
  const errors: unknown[] = []
  for (const { cardId } of due) {
    try {
      const settled = await db.transaction((tx) =>
        settleCard(tx, {
          cardId,
          now,
          matureBefore,
          onPartSettled: rebates
            ? (tx, part) =>
                creditRebate(tx, {
                  cardId: part.cardId,
                  owner: part.owner,
                  settledMicro: part.amountMicro,
                  ref: part.ref,
                  at: part.at,
                })
            : undefined,
        }),
      )
      if (settled.settledMicro > 0n) {
        result.cards++
        result.settledMicro += settled.settledMicro
      }
    } catch (error) {
      errors.push(error)
    }
  }
  if (errors.length === 1) throw errors[0]
  if (errors.length > 1) throw new AggregateError(errors, `settlement failed for ${errors.length} cards`)
  return result
}
