import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import pino from 'pino'
import { expect } from 'vitest'
import type { Db } from '../../../db'
import type { Clock } from '../../../deps'
import { appContext } from '../../../runtime/appContext'
import type { CardsKit, KitUser } from '../../cards/test/cardsKit'
import type { LocalPushService } from '../../push/testing/localPushService'
import type { PushDevice } from '../../push/testing/pushDevice'
import { createMailTransport } from '../mailTransport'
import { type SendRound, sendDueMails } from '../sendDueMails'
import { type CaughtMail, type SmtpCatcher, startSmtpCatcher } from '../smtpCatcher'

/** What the mail sender reads of a running app that is not a cards kit (e.g. the payments fixture). */
export type MailApp = { app: FastifyInstance; db: Db; clock: Clock; publicOrigin: string }

/** The owner mails' way out in a test: a real SMTP server on 127.0.0.1 and the app's mail round pointed at it. */
export type Mailbox = {
  smtp: SmtpCatcher
  /** One round of the mail sender, as the app's mail job runs it. */
  send(): Promise<SendRound>
  /** The mails caught for `address`, newest first. */
  mailsTo(address: string): CaughtMail[]
  close(): Promise<void>
}

export async function openMailbox(on: CardsKit | MailApp): Promise<Mailbox> {
  const app: MailApp =
    't' in on ? { app: on.app, db: on.db, clock: on.t.clock, publicOrigin: on.t.config.publicOrigin } : on
  const smtp = await startSmtpCatcher()
  const transport = createMailTransport({ kind: 'sandbox-catcher' }, smtp.port)
  return {
    smtp,
    send: () =>
      sendDueMails({
        db: app.db,
        clock: app.clock,
        transport,
        from: 'Chaincard <no-reply@chaincard.example>',
        publicOrigin: app.publicOrigin,
        productName: 'Chaincard',
        // Only a held deposit's mail names it.
        supportEmail: 'support@chaincard.example',
        log: pino({ level: 'silent' }),
        sealer: appContext(app.app).sealer,
      }),
    mailsTo: (address) => smtp.mails().filter((mail) => mail.to.includes(address)),
    async close() {
      transport.close()
      await smtp.stop()
    },
  }
}

/** Marks `user`'s contact address verified, as following the link of the verification mail does. */
export async function verifyEmail(db: Db, user: KitUser): Promise<void> {
  await db.execute(sql`UPDATE user_contacts SET email_verified_at = now() WHERE address = ${user.lower}`)
}

/**
 * Dev account `i`, activated, with an active card of `balance` whose mails go to `email` in `language`, verified.
 * The verification mail the contact form queued has left: a test counts only the mails it makes.
 */
export async function ownerWithCard(
  kit: CardsKit,
  mailbox: Mailbox,
  i: number,
  contact: { email: string; language: string },
  balance: bigint,
): Promise<{ user: KitUser; cardId: string }> {
  const user = await kit.activeUser(i)
  const { id } = await kit.activeCard(user, balance, contact)
  await verifyEmail(kit.db, user)
  expect(await mailbox.send()).toMatchObject({ sent: 1 })
  return { user, cardId: id }
}

/** Subscribes `user`'s `device` at `push`'s endpoint `name` to the notices of `kinds`. */
export async function subscribePush(
  user: KitUser,
  push: LocalPushService,
  device: PushDevice,
  name: string,
  kinds: readonly string[],
): Promise<void> {
  const res = await user.api.post('/push/subscriptions', {
    ...device.subscription(push.endpoint(name)),
    kinds,
  })
  expect(res.statusCode, res.body).toBe(200)
}
