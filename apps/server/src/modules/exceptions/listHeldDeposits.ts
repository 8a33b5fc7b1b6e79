import type { HeldDeposit } from '@chaincard/domain'
import { and, desc, eq, inArray, isNotNull } from 'drizzle-orm'
import type { Db } from '../../db'
import { depositExceptions } from '../../db/schema/exceptions'
import { exceptionToken, toDepositException } from './toDepositException'

/** Reasons that stand for money the owner sent (a refused report holds none: its answer said why). */
const HELD_REASONS = ['card_inactive', 'unsupported_token', 'below_minimum_stale', 'reorg_shortfall'] as const

/**
 * `GET /card/{id}/held-deposits` for the card's owner (the caller checks ownership): what arrived on the
 * card but is held for support, newest first, resolved ones too (so the owner sees a refund or a credit).
 */
export async function listHeldDeposits(db: Db, cardId: string): Promise<HeldDeposit[]> {
  const rows = await db
    .select()
    .from(depositExceptions)
    .where(
      and(
        eq(depositExceptions.cardId, cardId),
        inArray(depositExceptions.reason, [...HELD_REASONS]),
        isNotNull(depositExceptions.chainId),
        isNotNull(depositExceptions.txHash),
      ),
    )
    .orderBy(desc(depositExceptions.id))
    .limit(200)
  return rows.map((row) => {
    const wire = toDepositException(row)
    return {
      id: wire.id,
      reason: row.reason as (typeof HELD_REASONS)[number],
      detail: (row.detail as HeldDeposit['detail']) ?? null,
      chainId: row.chainId!,
      txHash: wire.txHash!,
      token: exceptionToken(row),
      amount: wire.amount,
      amountUsd: wire.amountUsd,
      status: row.status,
      at: wire.createdAt,
    }
  })
}
