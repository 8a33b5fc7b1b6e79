import { sql } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { depositExceptions } from '../../../db/schema/exceptions'

export type IssuerMismatch = {
  issuer: string
  transactionToken: string
  cardId: string | null
  /**
   * `settled`, `hold`, `settled_and_hold`, `unknown_card`, `unreadable_transaction`; a settlement report's row:
   * `settlement_unbooked`, `settlement_direction`, `settlement_amount`.
   */
  detail: string
  /** The issuer's figure minus ours (settled first, else hold), as a magnitude. */
  amountMicro: bigint | null
  /**
   * What else the finding is about, when not the transaction alone (a settlement report's row): its key is
   * then `issuer_mismatch:<issuer>:<scope>`, so the transaction's own comparison and the report's each count.
   */
  scope?: string
}

/**
 * One `issuer_mismatch` exception per issuer transaction (dedupe key `issuer_mismatch:<issuer>:<token>`):
 * recorded the first time reconciliation finds its figures differ, and left as it is afterwards (no attempt
 * counted: running a reconciliation again changes nothing). True when it was recorded now.
 */
export async function recordIssuerMismatch(tx: Executor, m: IssuerMismatch, now: Date): Promise<boolean> {
  const rows = await tx
    .insert(depositExceptions)
    .values({
      reason: 'issuer_mismatch',
      detail: m.detail,
      dedupeKey: `issuer_mismatch:${m.issuer}:${m.scope ?? m.transactionToken}`,
      cardId: m.cardId,
      amountMicro: m.amountMicro,
      issuerEvent: `${m.issuer}:transaction:${m.transactionToken}`,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: depositExceptions.dedupeKey })
    .returning({ id: sql<number>`id` })
  return rows.length > 0
}
