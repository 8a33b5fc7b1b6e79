import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Executor } from '../../../db'
import { cards } from '../../../db/schema/cards'
import { userContacts } from '../../../db/schema/invitations'

export type OnFirstPaymentConfirmedReturnType = {
  /** False when the order had already moved on (a repeated or late confirmation changes nothing). */
  changed: boolean
  status?: 'application_required' | 'application_processing'
}

/**
 * Called by payments, in the transaction that credits an order's first payment: the order (new or
 * pending) becomes `application_required`, or goes straight to `application_processing` when its owner
 * already gave contact information (DESIGN: a user who gave it skips the form). The owner's inviter is
 * rewarded later, once this money is final (rewardFinalActivations), so a reorg cannot leave a reward behind.
 */
export async function onFirstPaymentConfirmed(
  tx: Executor,
  cardId: string,
  now: Date,
): Promise<OnFirstPaymentConfirmedReturnType> {
  const hasContact = sql`EXISTS (SELECT 1 FROM ${userContacts} WHERE ${userContacts.address} = ${cards.ownerAddress})`
  const [row] = await tx
    .update(cards)
    .set({
      status: sql`CASE WHEN ${hasContact} THEN 'application_processing' ELSE 'application_required' END`,
      contactSubmittedAt: sql`CASE WHEN ${hasContact} THEN ${now}::timestamptz ELSE ${cards.contactSubmittedAt} END`,
      applicationSubmittedAt: sql`CASE WHEN ${hasContact} THEN ${now}::timestamptz ELSE NULL END`,
      paidAt: now,
      updatedAt: now,
    })
    .where(and(eq(cards.id, cardId), inArray(cards.status, ['new', 'pending'])))
    .returning({ status: cards.status })
  if (!row) return { changed: false }
  return { changed: true, status: row.status as 'application_required' | 'application_processing' }
}
