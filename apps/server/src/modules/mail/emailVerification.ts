import { createHash, randomBytes } from 'node:crypto'
import type { OwnerLanguage } from '@chaincard/domain'
import { and, desc, eq, isNull, sql } from 'drizzle-orm'
import { userContacts } from '../../db/schema/invitations'
import { emailVerifications, mailOutbox } from '../../db/schema/mail'
import type { Db, Tx } from '../../db/types'
import { AppError } from '../../errors'
import { spendBudget } from '../../runtime/budgets'

/** How long a verification link works. */
export const VERIFICATION_TTL_MS = 24 * 3_600_000
/** At most one new link per this interval (POST /mail/verification). */
const RESEND_INTERVAL_MS = 60_000

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * A new verification link for `email` (the owner's current contact address): its hash stored with an expiry,
 * and the verification mail queued in the outbox, both in `tx` (the contact form's transaction or a resend).
 * The token is in the outbox row only until the mail is sent. An address that had `mailsPerHour` such mails
 * within the hour (whoever named it) gets none: false, nothing stored.
 */
export async function queueEmailVerification(
  tx: Tx,
  input: { owner: string; email: string; language: OwnerLanguage; now: Date; mailsPerHour: number },
): Promise<boolean> {
  // One address gets at most `mailsPerHour` verification mails, whoever names it: the form is no mail relay.
  const spend = await spendBudget(tx, {
    key: `verification-mail|${input.email.toLowerCase()}`,
    max: input.mailsPerHour,
    windowMs: 3_600_000,
    now: input.now,
  })
  if (!spend.allowed) return false
  const token = randomBytes(32).toString('base64url')
  await tx.insert(emailVerifications).values({
    tokenHash: hashOf(token),
    ownerAddress: input.owner,
    email: input.email,
    expiresAt: new Date(input.now.getTime() + VERIFICATION_TTL_MS),
    createdAt: input.now,
  })
  await tx.insert(mailOutbox).values({
    ownerAddress: input.owner,
    email: input.email,
    language: input.language,
    kind: 'email.verify',
    payload: { token },
    createdAt: input.now,
  })
  return true
}

/** `language`: the owner's; undefined when the token names nobody. */
export type VerifyOutcome = {
  /** `confirmed`: the link was used already and its address is the owner's verified one (a second click). */
  result: 'verified' | 'confirmed' | 'invalid' | 'expired'
  language: OwnerLanguage | undefined
}

/**
 * `GET /mail/verify?token=`: a link that exists, is unused and unexpired, and names the owner's current contact
 * address marks that address verified and is used up. Anything else changes nothing.
 */
export async function verifyEmail(db: Db, token: string, now: Date): Promise<VerifyOutcome> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .select({
        owner: emailVerifications.ownerAddress,
        email: emailVerifications.email,
        expiresAt: emailVerifications.expiresAt,
        usedAt: emailVerifications.usedAt,
        contactEmail: userContacts.email,
        verifiedAt: userContacts.emailVerifiedAt,
        language: userContacts.language,
      })
      .from(emailVerifications)
      .leftJoin(userContacts, eq(userContacts.address, emailVerifications.ownerAddress))
      .where(eq(emailVerifications.tokenHash, hashOf(token)))
      .for('update', { of: emailVerifications })
    const language = (link?.language ?? undefined) as OwnerLanguage | undefined
    if (link?.usedAt && link.contactEmail === link.email && link.verifiedAt)
      return { result: 'confirmed', language }
    if (!link || link.usedAt || link.contactEmail !== link.email) return { result: 'invalid', language }
    if (link.expiresAt.getTime() <= now.getTime()) return { result: 'expired', language }
    await tx
      .update(emailVerifications)
      .set({ usedAt: now })
      .where(and(eq(emailVerifications.tokenHash, hashOf(token)), isNull(emailVerifications.usedAt)))
    await tx
      .update(userContacts)
      .set({ emailVerifiedAt: now })
      .where(and(eq(userContacts.address, link.owner), eq(userContacts.email, link.email)))
    return { result: 'verified', language }
  })
}

/**
 * `POST /mail/verification`: a new link for the signed-in owner's contact address. 409 when there is no address
 * or it is verified already; 429 within RESEND_INTERVAL_MS of the last link.
 */
export async function resendEmailVerification(
  db: Db,
  owner: string,
  now: Date,
  mailsPerHour: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [contact] = await tx
      .select({
        email: userContacts.email,
        language: userContacts.language,
        verifiedAt: userContacts.emailVerifiedAt,
      })
      .from(userContacts)
      .where(eq(userContacts.address, owner))
      .for('update')
    if (!contact) throw new AppError('invalid_action', 'invalid action: no e-mail address was given yet')
    if (contact.verifiedAt)
      throw new AppError('invalid_action', 'invalid action: this address is verified already')
    const [last] = await tx
      .select({ at: emailVerifications.createdAt })
      .from(emailVerifications)
      .where(eq(emailVerifications.ownerAddress, owner))
      .orderBy(desc(emailVerifications.createdAt))
      .limit(1)
    if (last && now.getTime() - last.at.getTime() < RESEND_INTERVAL_MS) {
      throw new AppError('rate_limited', 'too many requests: a link was sent less than a minute ago')
    }
    const queued = await queueEmailVerification(tx, {
      owner,
      email: contact.email,
      language: contact.language as OwnerLanguage,
      now,
      mailsPerHour,
    })
    if (!queued)
      throw new AppError('rate_limited', 'too many requests: this address got a link within the hour')
  })
}

/** `GET /mail/status`: the owner's contact address and whether it is verified. */
export async function readMailStatus(
  db: Db,
  owner: string,
): Promise<{ email: string | null; verified: boolean }> {
  const [contact] = await db
    .select({ email: userContacts.email, verifiedAt: userContacts.emailVerifiedAt })
    .from(userContacts)
    .where(eq(userContacts.address, owner))
  return { email: contact?.email ?? null, verified: !!contact?.verifiedAt }
}

/** Clears the verification of an address that changed (the contact form gave another one). */
export const keepVerifiedOnlyForSameEmail = sql`CASE WHEN ${userContacts.email} = excluded.email THEN ${userContacts.emailVerifiedAt} ELSE NULL END`
