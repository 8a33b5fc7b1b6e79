import type { Database } from '../../db'
import type { CaughtMail, SmtpCatcher } from './smtpCatcher'

const catchers = new WeakMap<Database, SmtpCatcher>()

/** The sandbox SMTP catcher the mail job of this process started, if any (the sandbox's mailbox shows it). */
export function keepSmtpCatcher(database: Database, catcher: SmtpCatcher | undefined): void {
  if (catcher) catchers.set(database, catcher)
  else catchers.delete(database)
}

/** What this process's sandbox SMTP catcher received (none without one: SMTP_URL set, or no mail job here). */
export function caughtMails(database: Database): CaughtMail[] {
  return catchers.get(database)?.mails() ?? []
}
