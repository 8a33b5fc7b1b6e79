import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm'
import type { Tx } from '../../db'
import { cardLedger } from '../../db/schema/cards'
import { cardCredits } from '../../db/schema/ledger'
import { lockCard } from '../lockCard'
import { postLedgerEntry } from '../postLedgerEntry'

/** Cards whose pending top-up settles into the balance: issued cards (orders keep theirs until issued). */
export const SETTLEABLE_STATUSES = ['waiting_to_get', 'active', 'locked'] as const

export type SettleCardParameters = {
  cardId: string
  now: Date
  /** Only credits made at or before this settle (sandbox: SETTLEMENT_DELAY ago; production: now). */
  matureBefore: Date
  /**
   * Runs for each part that moved, in the same transaction (the settlement flow pays the membership rebate
   * there): the ledger knows no feature, whoever settles says what follows.
   */
  onPartSettled?: OnPartSettled | undefined
}

/** One part of a credit that moved into the balance, keyed by its unique settlement ref. */
export type SettledPart = { cardId: string; owner: string; amountMicro: bigint; ref: string; at: Date }
export type OnPartSettled = (tx: Tx, part: SettledPart) => Promise<unknown>

export type SettleCardReturnType = { settledMicro: bigint; parts: number }

/**
 * Settlement of one card (DESIGN "Deposits and payments"): in the caller's transaction, under the card's row
 * lock, moves its final credits (a top-up whose block is final, a redemption, an operator's credit) from
 * pending into the balance, oldest first, never above the card's maximum: a credit that does not fit moves up
 * to the room left and its rest waits for room. Each part is one `settlement:<credit>:<offset>` ledger row
 * (UNIQUE ref) and whatever `onPartSettled` adds keyed by it (settleCreditPart), so however often and however
 * concurrently this runs, money moves once. The program holds the ledger: no issuer is asked.
 */
export async function settleCard(
  tx: Tx,
  { cardId, now, matureBefore, onPartSettled }: SettleCardParameters,
): Promise<SettleCardReturnType> {
  const card = await lockCard(tx, cardId)
  const result: SettleCardReturnType = { settledMicro: 0n, parts: 0 }
  if (!card || !(SETTLEABLE_STATUSES as readonly string[]).includes(card.status)) return result
  let room = card.balanceUpperMicro === null ? null : card.balanceUpperMicro - card.balanceMicro
  if (room !== null && room <= 0n) return result
  const credits = await tx
    .select({
      ref: cardCredits.ref,
      amountMicro: cardCredits.amountMicro,
      settledMicro: cardCredits.settledMicro,
      reversedMicro: cardCredits.reversedMicro,
    })
    .from(cardCredits)
    .innerJoin(cardLedger, eq(cardLedger.ref, cardCredits.ref))
    .where(
      and(
        eq(cardCredits.cardId, cardId),
        sql`${cardCredits.settledMicro} + ${cardCredits.reversedMicro} < ${cardCredits.amountMicro}`,
        isNotNull(cardCredits.finalAt),
        lte(cardCredits.createdAt, matureBefore),
      ),
    )
    .orderBy(asc(cardLedger.id))
  for (const credit of credits) {
    if (room !== null && room <= 0n) break
    const open = credit.amountMicro - credit.settledMicro - credit.reversedMicro
    const move = room === null || open <= room ? open : room
    const moved = await settleCreditPart(tx, {
      cardId,
      owner: card.ownerAddress,
      creditRef: credit.ref,
      offsetMicro: credit.settledMicro,
      amountMicro: move,
      now,
      onPartSettled,
    })
    if (moved === 0n) continue
    if (room !== null) room -= moved
    result.settledMicro += moved
    result.parts++
  }
  return result
}

export type SettleCreditPartParameters = {
  cardId: string
  owner: string
  creditRef: string
  /** How much of the credit had settled before this part (the part's place in the credit). */
  offsetMicro: bigint
  amountMicro: bigint
  now: Date
  onPartSettled?: OnPartSettled | undefined
}

/**
 * Moves one part of one credit from pending into the balance: one `settlement:<credit>:<offset>` ledger row
 * (UNIQUE ref) and then `onPartSettled` (the rebate, keyed by that ref). Call it under the card's
 * row lock. Returns what moved (0 when that part had already moved).
 */
export async function settleCreditPart(tx: Tx, p: SettleCreditPartParameters): Promise<bigint> {
  const ref = `settlement:${p.creditRef}:${p.offsetMicro}`
  const { applied } = await postLedgerEntry(tx, {
    cardId: p.cardId,
    kind: 'settlement',
    pendingDelta: -p.amountMicro,
    balanceDelta: p.amountMicro,
    ref,
    meta: { credit: p.creditRef, offsetMicro: p.offsetMicro.toString() },
    at: p.now,
  })
  if (!applied) return 0n
  await tx
    .update(cardCredits)
    .set({ settledMicro: sql`${cardCredits.settledMicro} + ${p.amountMicro}::bigint` })
    .where(eq(cardCredits.ref, p.creditRef))
  await p.onPartSettled?.(tx, {
    cardId: p.cardId,
    owner: p.owner,
    amountMicro: p.amountMicro,
    ref,
    at: p.now,
  })
  return p.amountMicro
}
