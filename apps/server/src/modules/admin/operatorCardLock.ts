import { and, eq, inArray, sql } from 'drizzle-orm'
import { cards } from '../../db/schema/cards'
import { AppError } from '../../errors'
import type { AppContext } from '../../runtime/appContext'
import { IssuerUnavailableError } from '../../runtime/issuerErrors'

/**
 * Operator: locks a card (`lock_reason` operator), whoever locked it before (owner, negative balance, issuer),
 * here and, once issued, at the issuer (paused). Its owner cannot unlock it (409 `card_locked_by_operator`);
 * only `unlockCardByOperator` does. 404 for an unknown id, 409 for a card that is not active or locked.
 */
export async function lockCardByOperator(ctx: AppContext, id: string): Promise<void> {
  const now = ctx.clock.now()
  const rows = await ctx.db
    .update(cards)
    .set({ status: 'locked', lockReason: 'operator', updatedAt: now })
    .where(and(eq(cards.id, id), inArray(cards.status, ['active', 'locked'])))
    .returning({ id: cards.id, issuerCardId: cards.issuerCardId })
  if (rows.length === 0) await refuse(ctx, id, 'locked')
  // Our row changed first (our decisions refuse the card already); an unreachable issuer is 503, and the
  // operator repeats the command (pausing a paused card changes nothing).
  await tellIssuer(ctx, rows[0]!, 'PAUSED')
}

/**
 * Operator: lifts an operator's lock (a card whose balance is negative stays locked for it), here and at the
 * issuer (open). 404 for an unknown id, 409 for a card no operator locked.
 */
export async function unlockCardByOperator(ctx: AppContext, id: string): Promise<void> {
  const now = ctx.clock.now()
  const negative = sql`${cards.balanceMicro} < 0`
  const rows = await ctx.db
    .update(cards)
    .set({
      status: sql`CASE WHEN ${negative} THEN 'locked' ELSE 'active' END`,
      lockReason: sql`CASE WHEN ${negative} THEN 'negative_balance' ELSE NULL END`,
      updatedAt: now,
    })
    .where(and(eq(cards.id, id), eq(cards.status, 'locked'), eq(cards.lockReason, 'operator')))
    .returning({ id: cards.id, issuerCardId: cards.issuerCardId })
  if (rows.length === 0) await refuse(ctx, id, 'unlocked: no operator locked it')
  await tellIssuer(ctx, rows[0]!, 'OPEN')
}

async function tellIssuer(
  ctx: AppContext,
  card: { id: string; issuerCardId: string | null },
  state: 'PAUSED' | 'OPEN',
): Promise<void> {
  if (!card.issuerCardId) return
  try {
    await ctx.issuer.setCardState(card, state)
  } catch (error) {
    if (!(error instanceof IssuerUnavailableError)) throw error
    throw new AppError(
      'upstream_unavailable',
      'upstream unavailable: the card issuer did not take the change; repeat the command',
      { cause: error },
    )
  }
}

async function refuse(ctx: AppContext, id: string, what: string): Promise<never> {
  const [row] = await ctx.db.select({ id: cards.id }).from(cards).where(eq(cards.id, id))
  if (!row) throw new AppError('not_found', 'not found: no such card')
  throw new AppError('invalid_action', `invalid action: the card cannot be ${what}`)
}
