import type { ContactInfoBody, OwnerLanguage } from '@chaincard/domain'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { cards } from '../../db/schema/cards'
import { userContacts } from '../../db/schema/invitations'
import { AppError } from '../../errors'
import { requireOwnedCard } from '../../runtime/access/requireOwnedCard'
import type { AppContext } from '../../runtime/appContext'
import { keepVerifiedOnlyForSameEmail, queueEmailVerification } from '../mail/emailVerification'

/** Statuses in which contact info can be given: before payment (kept for later) or when asked for. */
const ACCEPTING = ['new', 'pending', 'application_required'] as const

/**
 * `POST /order/{id}/info`: stores the contact information (already checked by the domain `ContactInfoBody`
 * schema: email, valid phone, letters-and-spaces display name) for the user, and moves an order in
 * `application_required` to `application_processing` (the issuer approves it after APPLICATION_DELAY).
 * In new or pending it is kept, so the paid order skips the form. Any other status: 409 `invalid_action`.
 * Issue 31: the owner's language is kept for their e-mails, and an address not verified yet (new, or changed)
 * gets its verification mail, queued in the same transaction.
 */
export async function submitContactInfo(
  ctx: AppContext,
  id: string,
  owner: string,
  info: ContactInfoBody,
  /** The app's language when the body names none (from Accept-Language), else English. */
  fallbackLanguage: OwnerLanguage = 'en',
): Promise<void> {
  const card = await requireOwnedCard(ctx.db, id, owner)
  if (!(ACCEPTING as readonly string[]).includes(card.status)) {
    throw new AppError('invalid_action', 'invalid action: this card does not take an application now')
  }
  const now = ctx.clock.now()
  const contact = {
    email: info.email,
    callingCode: info.phone.callingCode,
    phoneNumber: info.phone.phoneNumber,
    displayName: info.displayName.replace(/\s+/g, ' '),
    submittedAt: now,
    language: info.language ?? fallbackLanguage,
  }
  await ctx.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(userContacts)
      .values({ address: card.ownerAddress, ...contact })
      .onConflictDoUpdate({
        target: userContacts.address,
        set: { ...contact, emailVerifiedAt: keepVerifiedOnlyForSameEmail },
      })
      .returning({ verifiedAt: userContacts.emailVerifiedAt })
    if (!stored?.verifiedAt) {
      await queueEmailVerification(tx, {
        owner: card.ownerAddress,
        email: contact.email,
        language: contact.language,
        now,
      })
    }
    const [moved] = await tx
      .update(cards)
      .set({
        contactSubmittedAt: now,
        status: sql`CASE WHEN ${cards.status} = 'application_required' THEN 'application_processing' ELSE ${cards.status} END`,
        applicationSubmittedAt: sql`CASE WHEN ${cards.status} = 'application_required' THEN ${now}::timestamptz ELSE ${cards.applicationSubmittedAt} END`,
        updatedAt: now,
      })
      .where(and(eq(cards.id, card.id), inArray(cards.status, [...ACCEPTING])))
      .returning({ id: cards.id })
    if (!moved)
      throw new AppError('invalid_action', 'invalid action: this card does not take an application now')
  })
}
