import type { OwnerLanguage } from '@chaincard/domain'
import type { Tx } from '../../db'
import { userContacts } from '../../db/schema/invitations'
import { keepVerifiedOnlyForSameEmail, queueEmailVerification } from './emailVerification'

export type StoredContact = {
  email: string
  callingCode: string
  phoneNumber: string
  displayName: string
  submittedAt: Date
  language: OwnerLanguage
}

/**
 * The owner's contact, kept for their e-mails: stored or replaced in the caller's transaction; an
 * address not verified yet (new, or changed: a verification holds only for the same address) gets its
 * verification mail, queued in that same transaction (none when the address had its mails of the hour).
 */
export async function storeContact(
  tx: Tx,
  owner: string,
  contact: StoredContact,
  /** Verification mails one address may get an hour (VERIFICATION_MAILS_PER_HOUR). */
  mailsPerHour: number,
): Promise<void> {
  const [stored] = await tx
    .insert(userContacts)
    .values({ address: owner, ...contact })
    .onConflictDoUpdate({
      target: userContacts.address,
      set: { ...contact, emailVerifiedAt: keepVerifiedOnlyForSameEmail },
    })
    .returning({ verifiedAt: userContacts.emailVerifiedAt })
  if (!stored?.verifiedAt) {
    await queueEmailVerification(tx, {
      owner,
      email: contact.email,
      language: contact.language,
      now: contact.submittedAt,
      mailsPerHour,
    })
  }
}
