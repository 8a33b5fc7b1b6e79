import { randomUUID } from 'node:crypto'
import type { Executor } from '../../../../db'
import { type CardTransactionRow, cardTransactions } from '../../../../db/schema/cards'

export type NewCardTransaction = Pick<
  CardTransactionRow,
  'cardId' | 'authorizationId' | 'type' | 'amountMicro' | 'description'
> & {
  declineReason?: string | null | undefined
  /** The owner's limit a decline went over, as it was then. */
  declineLimitMicro?: bigint | null | undefined
  at: Date
}

/** One line of the card's history (`GET /card/{id}/transaction`), in USD. */
export async function insertCardTransaction(tx: Executor, row: NewCardTransaction): Promise<void> {
  await tx.insert(cardTransactions).values({
    id: randomUUID(),
    cardId: row.cardId,
    authorizationId: row.authorizationId,
    type: row.type,
    amountMicro: row.amountMicro,
    currency: 'USD',
    description: row.description,
    declineReason: row.declineReason ?? null,
    declineLimitMicro: row.declineLimitMicro ?? null,
    createdAt: row.at,
  })
}
