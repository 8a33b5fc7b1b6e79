import { Writable } from 'node:stream'
import { parseUsd } from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rowsOf'
import { appContext } from '../../runtime/appContext'
import { type CardsKit, createCardsKit, type KitUser, USD } from '../cards/test/cardsKit'
import { VERIFICATION_TTL_MS } from './emailVerification'
import { createMailTransport } from './mailTransport'
import { MAIL_KEEP_DAYS, pruneMail } from './pruneMail'
import { retryDelayMs, sendDueMails } from './sendDueMails'
import { type SmtpCatcher, startSmtpCatcher } from './smtpCatcher'

// E-mail notifications, through the real app (PGlite, or PostgreSQL with DATABASE_URL) and a real SMTP
// server (smtp-server on 127.0.0.1) that the test starts, stops and starts again on the same port.
let kit: CardsKit
let smtp: SmtpCatcher | undefined
let port: number
let anna: KitUser
let annaCard: { id: string; number: string }
const transport = () => createMailTransport({ kind: 'sandbox-catcher' }, port)
const logLines: string[] = []
let mailer = undefined as ReturnType<typeof transport> | undefined

const send = () =>
  sendDueMails({
    db: kit.db,
    clock: kit.t.clock,
    transport: mailer!,
    from: 'Chaincard <no-reply@chaincard.example>',
    publicOrigin: kit.t.config.publicOrigin,
    productName: 'Chaincard',
    log: pino({ level: 'silent' }),
    sealer: appContext(kit.app).sealer,
  })
const mailsTo = (address: string) => (smtp?.mails() ?? []).filter((mail) => mail.to.includes(address))
const rows = async (owner: string) =>
  rowsOf<{
    id: number
    kind: string
    status: string
    attempts: number
    last_error: string | null
    language: string
    payload: Record<string, unknown>
  }>(
    await kit.db.execute(
      sql`SELECT id::int, kind, status, attempts, last_error, language, payload FROM mail_outbox WHERE owner_address = ${owner} ORDER BY id`,
    ),
  )
const tokenIn = (text: string) => /verify\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1]
const purchase = (user: KitUser, cardId: string, body: Record<string, unknown>) =>
  user.api.post(`/sandbox/cards/${cardId}/authorizations`, body)

beforeAll(async () => {
  kit = await createCardsKit({
    config: { logLevel: 'info' },
    logStream: new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk))
        done()
      },
    }),
  })
  smtp = await startSmtpCatcher()
  port = smtp.port
  mailer = transport()
  anna = await kit.activeUser(1)
  const card = await kit.activeCard(anna, 50n * USD, { email: 'anna@example.de', language: 'de' })
  annaCard = { id: card.id, number: card.details.number }
}, 120_000)

afterAll(async () => {
  mailer?.close()
  await smtp?.stop()
  await kit?.close()
})

describe('e-mail notifications', () => {
  it('sends nothing but the verification mail to an address not verified yet', async () => {
    const challenge = await purchase(anna, annaCard.id, {
      amount: '3.00',
      merchantName: 'Early Shop',
      threeDS: true,
    })
    expect(challenge.statusCode, challenge.body).toBe(200)
    expect((await rows(anna.lower)).map((row) => row.kind)).toEqual(['email.verify'])

    expect(await send()).toMatchObject({ sent: 1, retrying: 0 })
    const [mail, ...others] = mailsTo('anna@example.de')
    // Automatic mail: no auto-reply is sent back to it.
    expect(mail?.autoSubmitted).toBe('auto-generated')
    expect(others).toEqual([])
    expect(mail!.subject).toBe('Chaincard: Bestätigen Sie Ihre E-Mail-Adresse')
    expect(mail!.from).toBe('Chaincard <no-reply@chaincard.example>')
    expect(mail!.text).toContain(
      'Öffnen Sie diesen Link innerhalb von 24 Stunden: http://localhost:8080/api/mail/verify?token=',
    )
    // Once sent, the outbox row no longer holds the token.
    const [row] = await rows(anna.lower)
    expect(row).toMatchObject({ status: 'sent', attempts: 1, language: 'de' })
    expect(row!.payload).toEqual({})
    expect(await send()).toMatchObject({ sent: 0 })
  })

  it('verifies the address by its link, once, and refuses a forged, used or expired link', async () => {
    const token = tokenIn(mailsTo('anna@example.de')[0]!.text)!
    // A link nobody issued: the page follows the browser's language (no owner is known).
    const forged = await kit.app.inject({
      url: `/api/mail/verify?token=${'A'.repeat(43)}`,
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' },
    })
    expect(forged.statusCode).toBe(400)
    expect(forged.body).toContain('nicht mehr gültig')
    const malformed = await kit.app.inject({ url: '/api/mail/verify?token=short' })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toMatchObject({ code: 'validation_failed' })

    expect((await anna.api.get('/mail/status')).json()).toEqual({ email: 'anna@example.de', verified: false })
    // A link scanner's HEAD uses nothing up: the person's own click still confirms.
    const scanned = await kit.app.inject({ method: 'HEAD', url: `/api/mail/verify?token=${token}` })
    expect(scanned.statusCode).toBe(200)
    expect((await anna.api.get('/mail/status')).json()).toEqual({ email: 'anna@example.de', verified: false })
    const ok = await kit.app.inject({ url: `/api/mail/verify?token=${token}` })
    expect(ok.statusCode).toBe(200)
    expect(ok.headers['content-type']).toMatch(/^text\/html/)
    expect(ok.body).toContain('Ihre E-Mail-Adresse ist bestätigt')
    expect(ok.body).toContain('href="http://localhost:8080/de/card"')
    expect((await anna.api.get('/mail/status')).json()).toEqual({ email: 'anna@example.de', verified: true })
    // A second click of the used link says the address is confirmed, not that the link is broken.
    const again = await kit.app.inject({ url: `/api/mail/verify?token=${token}` })
    expect(again.statusCode).toBe(200)
    expect(again.body).toContain('bereits bestätigt')
    // A verified address gets no new link.
    expect((await anna.api.post('/mail/verification')).json()).toMatchObject({ code: 'invalid_action' })

    // Bob (English, no language sent: Accept-Language absent) lets his link expire, then asks for a new one.
    const bob = await kit.activeUser(2)
    await kit.activeCard(bob, 0n, { email: 'bob@example.com' })
    await send()
    const bobToken = tokenIn(mailsTo('bob@example.com')[0]!.text)!
    expect(mailsTo('bob@example.com')[0]!.subject).toBe('Chaincard: confirm your e-mail address')
    kit.t.clock.advance(VERIFICATION_TTL_MS)
    const expired = await kit.app.inject({ url: `/api/mail/verify?token=${bobToken}` })
    expect(expired.statusCode).toBe(400)
    expect(expired.body).toContain('This link has expired')
    expect((await bob.api.post('/mail/verification')).statusCode).toBe(204)
    expect((await bob.api.post('/mail/verification')).json()).toMatchObject({ code: 'rate_limited' })
    await send()
    const fresh = tokenIn(mailsTo('bob@example.com')[0]!.text)!
    expect(fresh).not.toBe(bobToken)
    expect((await kit.app.inject({ url: `/api/mail/verify?token=${fresh}` })).statusCode).toBe(200)
    const [contact] = rowsOf<{ verified: boolean }>(
      await kit.db.execute(
        sql`SELECT email_verified_at IS NOT NULL AS verified FROM user_contacts WHERE address = ${bob.lower}`,
      ),
    )
    expect(contact!.verified).toBe(true)
  })

  it('a challenge opened for a German owner arrives as a German e-mail, with no card data', async () => {
    const before = mailsTo('anna@example.de').length
    const res = await purchase(anna, annaCard.id, {
      amount: '12.50',
      merchantName: 'Bergladen',
      threeDS: true,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(await send()).toMatchObject({ sent: 1 })
    const mails = mailsTo('anna@example.de')
    expect(mails.length).toBe(before + 1)
    const mail = mails[0]!
    expect(mail.subject).toBe('Chaincard: Einkauf über 12,50 USD freigeben')
    expect(mail.text).toContain('Ein Einkauf über 12,50 USD bei Bergladen wartet auf Ihre Freigabe.')
    expect(mail.text).toContain(`http://localhost:8080/de/card/${annaCard.id}`)
    expect(mail.text).not.toContain(annaCard.number)
    expect(mail.text).not.toContain(annaCard.number.slice(-4))
  })

  it('with the SMTP server down, purchases and their money succeed; the mail is retried and arrives later', async () => {
    await smtp!.stop()
    smtp = undefined
    const balance = async () =>
      (await anna.api.get(`/card/${annaCard.id}`)).json<{ balance: string }>().balance
    const start = await balance()
    const declined = await purchase(anna, annaCard.id, { amount: '900.00', merchantName: 'Too Big' })
    expect(declined.statusCode, declined.body).toBe(200)
    expect(declined.json()).toMatchObject({ status: 'declined' })
    const approved = await purchase(anna, annaCard.id, { amount: '2.00', merchantName: 'Kiosk' })
    expect(approved.json()).toMatchObject({ status: 'approved' })
    expect(parseUsd(await balance())).toBe(parseUsd(start) - 2_000_000n)

    expect(await send()).toMatchObject({ sent: 0, retrying: 1 })
    const waiting = (await rows(anna.lower)).filter((row) => row.status === 'pending')
    expect(waiting.map((row) => row.kind)).toEqual(['purchase.declined'])
    expect(waiting[0]).toMatchObject({
      attempts: 1,
      last_error: expect.stringMatching(/ECONNREFUSED|ESOCKET|ECONNECTION/),
    })
    // Not due again before its delay, even with the server back.
    smtp = await startSmtpCatcher(port)
    expect(await send()).toMatchObject({ sent: 0, retrying: 0 })
    kit.t.clock.advance(retryDelayMs(1))
    expect(await send()).toMatchObject({ sent: 1 })
    const [mail] = mailsTo('anna@example.de')
    expect(mail!.subject).toBe('Chaincard: Ein Einkauf wurde abgelehnt')
    expect(mail!.text).toContain('900,00 USD bei Too Big')
    // Why, as the card's history says it.
    expect(mail!.text).toContain('Abgelehnt: Guthaben nicht ausreichend')
    expect((await rows(anna.lower)).filter((row) => row.status === 'pending')).toEqual([])
  })

  it('a server refusing for now (451) delays the mail; one refusing for good (550) ends it, and the rest goes on', async () => {
    await smtp!.stop()
    let reply = 451
    const refusing = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(_address, _session, callback) {
        const error = Object.assign(new Error('mailbox unavailable'), { responseCode: reply })
        callback(error)
      },
    })
    await new Promise<void>((resolve) => refusing.listen(port, '127.0.0.1', resolve))
    try {
      // A deposit credited on the card (its card event, as the payments trigger records it).
      await kit.db.execute(
        sql`SELECT card_event_emit(${annaCard.id}, 'deposit.credited', '{"amountMicro":"25000000"}'::jsonb)`,
      )
      expect(await send()).toMatchObject({ sent: 0, retrying: 1 })
      const [row] = (await rows(anna.lower)).filter((r) => r.status === 'pending')
      expect(row).toMatchObject({ kind: 'deposit.credited', attempts: 1, last_error: 'EENVELOPE 451' })
      reply = 550
      kit.t.clock.advance(retryDelayMs(1))
      expect(await send()).toMatchObject({ sent: 0, failed: 1 })
      expect((await rows(anna.lower)).find((r) => r.id === row!.id)).toMatchObject({
        status: 'failed',
        attempts: 2,
      })
    } finally {
      await new Promise<void>((resolve) => refusing.close(() => resolve()))
    }
    smtp = await startSmtpCatcher(port)
    await kit.db.execute(
      sql`SELECT card_event_emit(${annaCard.id}, 'deposit.credited', '{"amountMicro":"25000000"}'::jsonb)`,
    )
    expect(await send()).toMatchObject({ sent: 1 })
    expect(mailsTo('anna@example.de')[0]!.subject).toBe('Chaincard: 25,00 USD gutgeschrieben')
  })

  it('prunes mails done with and links expired for 30 days, never a pending mail', async () => {
    const now = kit.t.clock.now()
    const old = new Date(now.getTime() - (MAIL_KEEP_DAYS + 1) * 86_400_000)
    await kit.db.execute(sql`UPDATE mail_outbox SET created_at = ${old.toISOString()}::timestamptz`)
    await kit.db.execute(
      sql`INSERT INTO mail_outbox (owner_address, email, language, kind, created_at) VALUES (${anna.lower}, 'anna@example.de', 'de', 'deposit.credited', ${old.toISOString()}::timestamptz)`,
    )
    await kit.db.execute(sql`UPDATE email_verifications SET expires_at = ${old.toISOString()}::timestamptz`)
    const pruned = await pruneMail(kit.db, now)
    expect(pruned.mails).toBeGreaterThan(3)
    expect(pruned.links).toBeGreaterThan(1)
    expect((await rows(anna.lower)).map((row) => row.status)).toEqual(['pending'])
  })

  it('the contact form again: the same address stays verified; another one must be verified anew', async () => {
    const carl = await kit.activeUser(4)
    const { id: order } = await kit.paidOrder(carl)
    // The form is taken while the application is open (paid, not sent yet, or sent back by the issuer).
    const reopen = () =>
      kit.db.execute(`UPDATE cards SET status = 'application_required' WHERE id = '${order}'`)
    const contact = (email: string) => ({
      email,
      phone: { callingCode: '49', phoneNumber: '15123456789' },
      displayName: 'Carl Berg',
      language: 'tr',
    })
    const verifies = async () => (await rows(carl.lower)).filter((row) => row.kind === 'email.verify').length
    expect((await carl.api.post(`/order/${order}/info`, contact('carl@example.com'))).statusCode).toBe(204)
    await send()
    const [mail] = mailsTo('carl@example.com')
    expect(mail!.subject).toBe('Chaincard: e-posta adresinizi doğrulayın')
    expect((await kit.app.inject({ url: `/api/mail/verify?token=${tokenIn(mail!.text)}` })).statusCode).toBe(
      200,
    )

    await reopen()
    expect((await carl.api.post(`/order/${order}/info`, contact('carl@example.com'))).statusCode).toBe(204)
    expect((await carl.api.get('/mail/status')).json()).toEqual({ email: 'carl@example.com', verified: true })
    expect(await verifies()).toBe(1)

    await reopen()
    expect((await carl.api.post(`/order/${order}/info`, contact('carl@new.example'))).statusCode).toBe(204)
    expect((await carl.api.get('/mail/status')).json()).toEqual({
      email: 'carl@new.example',
      verified: false,
    })
    expect(await verifies()).toBe(2)
    // The used link stays used, and card events mail nobody until the new address is verified.
    expect((await kit.app.inject({ url: `/api/mail/verify?token=${tokenIn(mail!.text)}` })).statusCode).toBe(
      400,
    )
    await kit.db.execute(
      sql`SELECT card_event_emit(${order}, 'deposit.credited', '{"amountMicro":"1000000"}'::jsonb)`,
    )
    expect((await rows(carl.lower)).map((row) => row.kind)).toEqual(['email.verify', 'email.verify'])
  })

  it('says at start that mail is off without SMTP settings, and never logs an address or a link token', async () => {
    const log = logLines.join('')
    expect(log).toContain('mail off: SMTP_URL is not set')
    expect(log).toContain('/api/mail/verify') // the verification requests were logged...
    for (const secret of ['anna@example.de', 'bob@example.com', 'carl@example.com', 'carl@new.example']) {
      expect(log).not.toContain(secret)
    }
    // ...without their tokens.
    const tokens = (smtp?.mails() ?? []).map((mail) => tokenIn(mail.text)).filter(Boolean)
    expect(tokens.length).toBeGreaterThan(0)
    for (const token of tokens) expect(log).not.toContain(token!)
  })
})
