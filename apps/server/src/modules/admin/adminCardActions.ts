import { eq } from 'drizzle-orm'
import { cards } from '../../db/schema/cards'
import { AppError } from '../../errors'
import type { AppContext } from '../../runtime/appContext'

/**
 * Operator: suspends a card (no purchases, top-ups or lock changes any more), here and, once issued, at the
 * issuer (closed: the issuer refuses purchases before asking us). 404 for an unknown id.
 */
export async function suspendCard(ctx: AppContext, id: string): Promise<void> {
  const now = ctx.clock.now()
  const rows = await ctx.db
    .update(cards)
    .set({ status: 'suspended', suspendedAt: now, updatedAt: now })
    .where(eq(cards.id, id))
    .returning({ id: cards.id, issuerCardId: cards.issuerCardId })
  if (rows.length === 0) throw new AppError('not_found', 'not found: no such card')
  await closeAtIssuer(ctx, rows[0]!)
}

/**
 * Operator: expires a card now (`expired: true`, refuses top-up, lock and purchases), here and, once issued,
 * at the issuer (closed). 404 for an unknown id.
 */
export async function expireCard(ctx: AppContext, id: string): Promise<void> {
  const now = ctx.clock.now()
  const rows = await ctx.db
    .update(cards)
    .set({ expiresAt: now, updatedAt: now })
    .where(eq(cards.id, id))
    .returning({ id: cards.id, issuerCardId: cards.issuerCardId })
  if (rows.length === 0) throw new AppError('not_found', 'not found: no such card')
  await closeAtIssuer(ctx, rows[0]!)
}

/**
 * The issuer's side of a suspension or expiry. Our row changed first, so our own authorization decisions
 * already refuse the card; an issuer that cannot be reached answers 503 and the operator repeats the command
 * (closing a closed card changes nothing).
 */
async function closeAtIssuer(ctx: AppContext, card: { id: string; issuerCardId: string | null }) {
  if (!card.issuerCardId) return
  await ctx.issuer.setCardState(card, 'CLOSED')
}
