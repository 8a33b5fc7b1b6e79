import { eq } from 'drizzle-orm'
import { cards } from '../../db/schema/cards'
import { AppError } from '../../errors'
import type { CardsContext } from '../cards/cardsContext'

/** Operator: suspends a card (no purchases, top-ups or lock changes any more). 404 for an unknown id. */
export async function suspendCard(ctx: CardsContext, id: string): Promise<void> {
  const now = ctx.clock.now()
  const rows = await ctx.db
    .update(cards)
    .set({ status: 'suspended', suspendedAt: now, updatedAt: now })
    .where(eq(cards.id, id))
    .returning({ id: cards.id })
  if (rows.length === 0) throw new AppError('not_found', 'not found: no such card')
}

/** Operator: expires a card now (`expired: true`, refuses top-up, lock and purchases). 404 for an unknown id. */
export async function expireCard(ctx: CardsContext, id: string): Promise<void> {
  const now = ctx.clock.now()
  const rows = await ctx.db
    .update(cards)
    .set({ expiresAt: now, updatedAt: now })
    .where(eq(cards.id, id))
    .returning({ id: cards.id })
  if (rows.length === 0) throw new AppError('not_found', 'not found: no such card')
}
