import { and, inArray, isNotNull, lte, sql } from 'drizzle-orm'
import type { Db } from '../../db'
import { cardCredits } from '../../db/schema/ledger'
import { type OnPartSettled, settleCard } from './settleCard'

export type SettlePendingTopupsParameters = {
  now: Date
  /**
   * Credits younger than this do not settle yet: the sandbox's SETTLEMENT_DELAY (its stand-in for the
   * settlement time of a card program); 0 settles every final credit now (production, `POST /sandbox/settle`).
   */
  delayMs: number
  /**
   * Runs for each part that moved, in its card's transaction (settleCard): the caller says what follows a
   * settlement (the deposit pipeline pays the membership rebate, flows/creditRebate, when MEMBERSHIP_ENABLED).
   */
  onPartSettled?: OnPartSettled | undefined
  /** Only these cards (the sandbox's settle-now of one person); default: every card with a due credit. */
  cardIds?: readonly string[]
}

export type SettlePendingTopupsReturnType = {
  /** Cards whose balance grew in this run. */
  cards: number
  settledMicro: bigint
}

/**
 * Settlement (DESIGN "Deposits and payments"): moves final credits from pending into the balance, card by card
 * (settleCard, each in its own transaction under the card's row lock), never above a card's maximum.
 * A top-up's credit is final once its block is (the watcher marks it); until then a reorg can still take it
 * back from pending, so spendable money never has to be taken back. A failing card does not stop the others;
 * its error is thrown at the end, after they ran. `onPartSettled` runs for each settled part in the same
 * transaction, keyed by the part's settlement ref (the rebate: flows/creditRebate), so it happens once.
 */
export async function settlePendingTopups(
  db: Db,
  { now, delayMs, onPartSettled, cardIds }: SettlePendingTopupsParameters,
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
          onPartSettled,
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
