import type { PendingCreditKind } from '@chaincard/domain'
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { cardLedger } from '../../../db/schema/cards'
import { cardCredits } from '../../../db/schema/ledger'
import { payments } from '../../../db/schema/payments'

export type PendingCreditRow = {
  kind: PendingCreditKind
  openMicro: bigint
  createdAt: Date
  finalAt: Date | null
  chainId: number | null
  txHash: string | null
}

const kindOf = (ledgerKind: string, transfer: boolean): PendingCreditKind =>
  transfer
    ? 'transfer'
    : ledgerKind === 'topup_credit'
      ? 'topup'
      : ledgerKind === 'redeem'
        ? 'reward'
        : 'credit'

/**
 * A card's credits that have not all settled or been taken back, in the order settlement moves them (oldest
 * ledger row first), with where each came from: a deposit's chain and transaction, redeemed rewards, an
 * operator's credit, or a transfer from another card (its ledger row's meta names the transfer).
 */
export async function pendingCreditRows(db: Executor, cardId: string): Promise<PendingCreditRow[]> {
  const rows = await db
    .select({
      ledgerKind: cardLedger.kind,
      transfer: sql<boolean>`(${cardLedger.meta} ->> 'transfer') IS NOT NULL`,
      openMicro: sql<string>`(${cardCredits.amountMicro} - ${cardCredits.settledMicro} - ${cardCredits.reversedMicro})::text`,
      createdAt: cardCredits.createdAt,
      finalAt: cardCredits.finalAt,
      chainId: payments.chainId,
      txHash: payments.txHash,
    })
    .from(cardCredits)
    .innerJoin(cardLedger, eq(cardLedger.ref, cardCredits.ref))
    .leftJoin(payments, eq(payments.id, cardCredits.paymentId))
    .where(
      and(
        eq(cardCredits.cardId, cardId),
        sql`${cardCredits.settledMicro} + ${cardCredits.reversedMicro} < ${cardCredits.amountMicro}`,
      ),
    )
    .orderBy(asc(cardLedger.id))
    .limit(200)
  return rows.map((row) => ({
    kind: kindOf(row.ledgerKind, row.transfer === true || (row.transfer as unknown) === 't'),
    openMicro: BigInt(row.openMicro),
    createdAt: row.createdAt,
    finalAt: row.finalAt,
    chainId: row.chainId,
    txHash: row.txHash,
  }))
}
