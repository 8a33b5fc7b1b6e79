import { and, lt, ne } from 'drizzle-orm'
import { emailVerifications, mailOutbox } from '../../db/schema/mail'
import type { Db } from '../../db/types'

/** How long sent, failed and skipped mails, and expired links, are kept. */
export const MAIL_KEEP_DAYS = 30
export const MAIL_PRUNE_INTERVAL_MS = 60 * 60_000

/** Deletes outbox rows done with and verification links expired more than MAIL_KEEP_DAYS before `now`. */
export async function pruneMail(db: Db, now: Date): Promise<{ mails: number; links: number }> {
  const before = new Date(now.getTime() - MAIL_KEEP_DAYS * 86_400_000)
  const mails = await db
    .delete(mailOutbox)
    .where(and(ne(mailOutbox.status, 'pending'), lt(mailOutbox.createdAt, before)))
    .returning({ id: mailOutbox.id })
  const links = await db
    .delete(emailVerifications)
    .where(lt(emailVerifications.expiresAt, before))
    .returning({ hash: emailVerifications.tokenHash })
  return { mails: mails.length, links: links.length }
}
