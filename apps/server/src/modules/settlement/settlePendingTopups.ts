import { and, gt, inArray } from 'drizzle-orm'
import type { Db } from '../../db'
import { cards } from '../../db/schema/cards'
import type { IssuerPort } from '../issuer/IssuerPort'
import { getBoundIssuer } from '../issuer/issuerRegistry'
import { applyConfirmedLoad } from './applyConfirmedLoad'
import { cardsWithRequestedLoads, requestedLoadsOf } from './repo/topupLoads'
import { requestTopupLoads, SETTLEABLE_STATUSES } from './requestTopupLoads'

export { SETTLEABLE_STATUSES } from './requestTopupLoads'

export type SettlePendingTopupsParameters = {
  now: Date
  /**
   * Credits younger than this are not asked of the issuer yet: the sandbox's SETTLEMENT_DELAY (its stand-in
   * for the issuer's settlement time); 0 asks for every credit now (production, `POST /sandbox/settle`).
   */
  delayMs: number
  /** The issuer that loads the funds; default the issuer bound to this database (the sandbox issuer). */
  issuer?: Pick<IssuerPort, 'loadFunds'>
  /** Pay the membership rebate of each settled load (MEMBERSHIP_ENABLED); default true. */
  rebates?: boolean
}

export type SettlePendingTopupsReturnType = {
  /** Cards whose balance grew in this run. */
  cards: number
  settledMicro: bigint
  /** Loads recorded (asked of the issuer for the first time) in this run. */
  requested: number
  /** Loads the issuer answered `pending` in this run (asked again next run). */
  waiting: number
}

/**
 * Settlement (DESIGN "Deposits and payments"): moves credited top-ups from pending into the balance once the
 * issuer has loaded them, never above the card's maximum (the excess stays pending and settles when there
 * is room). Per card: (1) under its row lock, record the loads to ask for (requestTopupLoads: idempotency
 * key and amount fixed first); (2) outside any transaction, ask the issuer for every load still waiting,
 * the new ones and those it answered `pending` before (same key, same amount); (3) apply each confirmed
 * load under the row lock (applyConfirmedLoad). Money moves once per load however often, and however
 * concurrently, this runs: the load's conditional confirmation and the ledger's UNIQUE ref. A failing card
 * (issuer unreachable) does not stop the others; its error is thrown at the end, after they ran.
 */
export async function settlePendingTopups(
  db: Db,
  { now, delayMs, issuer = getBoundIssuer(db), rebates = true }: SettlePendingTopupsParameters,
): Promise<SettlePendingTopupsReturnType> {
  const matureBefore = new Date(now.getTime() - delayMs)
  const pending = await db
    .select({ id: cards.id })
    .from(cards)
    .where(and(gt(cards.pendingMicro, 0n), inArray(cards.status, [...SETTLEABLE_STATUSES])))
  const cardIds = [...new Set([...pending.map((c) => c.id), ...(await cardsWithRequestedLoads(db))])]

  const result: SettlePendingTopupsReturnType = { cards: 0, settledMicro: 0n, requested: 0, waiting: 0 }
  const errors: unknown[] = []
  for (const cardId of cardIds) {
    try {
      result.requested += await db.transaction((tx) => requestTopupLoads(tx, { cardId, now, matureBefore }))
      let moved = 0n
      for (const load of await requestedLoadsOf(db, cardId)) {
        const answer = await issuer.loadFunds({
          key: load.key,
          card: { id: load.cardId, issuerCardId: load.issuerCardId },
          amountMicro: load.amountMicro,
          now,
        })
        if (answer.status !== 'confirmed') {
          result.waiting++
          continue
        }
        moved += await db.transaction((tx) =>
          applyConfirmedLoad(tx, load, answer.reference, now, { rebates }),
        )
      }
      if (moved > 0n) {
        result.cards++
        result.settledMicro += moved
      }
    } catch (error) {
      errors.push(error)
    }
  }
  if (errors.length === 1) throw errors[0]
  if (errors.length > 1) throw new AggregateError(errors, `settlement failed for ${errors.length} cards`)
  return result
}
