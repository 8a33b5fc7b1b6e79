import { and, eq } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { type PaymentRow, payments } from '../../../db/schema/payments'

export type EnsurePaymentParameters = {
  chainId: number
  txHash: string
  cardId: string
  currency: string
  now: Date
  /** Set when the card's owner reports the hash. */
  report?: { sender: string; nonce: number } | undefined
}

/**
 * The payment row of (chain, tx, card), created in status `reported` if missing (UNIQUE key: concurrent
 * callers get the same row), then locked for the rest of the transaction. A report marks it reported.
 */
export async function ensurePayment(tx: Executor, p: EnsurePaymentParameters): Promise<PaymentRow> {
  await tx
    .insert(payments)
    .values({
      chainId: p.chainId,
      txHash: p.txHash.toLowerCase(),
      cardId: p.cardId,
      status: 'reported',
      currency: p.currency,
      reportedAt: p.report ? p.now : null,
      sender: p.report?.sender.toLowerCase() ?? null,
      nonce: p.report?.nonce ?? null,
      createdAt: p.now,
      updatedAt: p.now,
    })
    .onConflictDoNothing({ target: [payments.chainId, payments.txHash, payments.cardId] })
  const where = and(
    eq(payments.chainId, p.chainId),
    eq(payments.txHash, p.txHash.toLowerCase()),
    eq(payments.cardId, p.cardId),
  )
  const [row] = await tx.select().from(payments).where(where).for('update')
  if (!row) throw new Error('payment row vanished inside its transaction')
  if (p.report && row.reportedAt === null) {
    const [updated] = await tx
      .update(payments)
      .set({
        reportedAt: p.now,
        sender: p.report.sender.toLowerCase(),
        nonce: p.report.nonce,
        updatedAt: p.now,
      })
      .where(eq(payments.id, row.id))
      .returning()
    return updated ?? row
  }
  return row
}
