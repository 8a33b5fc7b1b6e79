import type { UserState } from '@chaincard/domain'
import { eq } from 'drizzle-orm'
import type { Executor } from '../../../../db'
import { users } from '../../../../db/schema/auth'
import { type CardRow, cards } from '../../../../db/schema/cards'

export type EventCard = Pick<
  CardRow,
  'id' | 'status' | 'expiresAt' | 'balanceMicro' | 'heldMicro' | 'lockReason' | 'suspendedAt'
> & { userState: UserState }

/**
 * The card an issuer event is about, by the issuer's card id, with its owner's state; its row stays locked
 * until the transaction ends, so the events of one card apply one after the other (and after any other
 * movement of its money). Null for a card that is not ours.
 */
export async function lockEventCard(tx: Executor, cardToken: string): Promise<EventCard | null> {
  const [row] = await tx
    .select({
      id: cards.id,
      status: cards.status,
      expiresAt: cards.expiresAt,
      balanceMicro: cards.balanceMicro,
      heldMicro: cards.heldMicro,
      lockReason: cards.lockReason,
      suspendedAt: cards.suspendedAt,
      userState: users.state,
    })
    .from(cards)
    .innerJoin(users, eq(users.address, cards.ownerAddress))
    .where(eq(cards.issuerCardId, cardToken))
    .for('update', { of: cards })
  return row ?? null
}
