import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../db'
import { cards } from '../../db/schema/cards'
import { AppError } from '../../errors'

/**
 * Statuses in which contact info can be given: once the first payment asks for it. Before payment it is refused
 * (submitContactInfo): the form mails the address and may enroll the person, which an unpaid order must not buy.
 */
export const ACCEPTING_CONTACT = ['application_required'] as const

/**
 * The card takes its owner's contact: `contactSubmittedAt` is set, and an order in `application_required` moves
 * to `application_processing` (the issuer approves it after APPLICATION_DELAY); in new or pending it is kept, so
 * the paid order skips the form. Any other status (also one reached meanwhile): 409 `invalid_action`.
 */
export async function acceptApplication(tx: Executor, cardId: string, now: Date): Promise<void> {
  const [moved] = await tx
    .update(cards)
    .set({
      contactSubmittedAt: now,
      status: sql`CASE WHEN ${cards.status} = 'application_required' THEN 'application_processing' ELSE ${cards.status} END`,
      applicationSubmittedAt: sql`CASE WHEN ${cards.status} = 'application_required' THEN ${now}::timestamptz ELSE ${cards.applicationSubmittedAt} END`,
      updatedAt: now,
    })
    .where(and(eq(cards.id, cardId), inArray(cards.status, [...ACCEPTING_CONTACT])))
    .returning({ id: cards.id })
  if (!moved)
    throw new AppError('invalid_action', 'invalid action: this card does not take an application now')
}
