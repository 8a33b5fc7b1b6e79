import { randomUUID } from 'node:crypto'
import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../../db/rowsOf'
import { appContext } from '../../../runtime/appContext'
import type { KitUser } from '../../cards/test/cardsKit'
import { openSseClient, type SseClient } from '../../events/testing/openSseClient'
import { type Mailbox, openMailbox, subscribePush, verifyEmail } from '../../mail/test/ownerMailKit'
import { createPushSender, type PushSender } from '../../push/createPushSender'
import { resolveVapidKeys } from '../../push/resolveVapidKeys'
import { type LocalPushService, startLocalPushService } from '../../push/testing/localPushService'
import { createPushDevice } from '../../push/testing/pushDevice'
import { createLithicKit, type LithicKit } from '../adapters/lithic/test/lithicKit'
import {
  tokenizationApprovalRequest,
  tokenizationCode,
  tokenizationUpdated,
} from '../adapters/lithic/test/lithicPayloadSamples'

// the last item: a wallet's activation code (Lithic `tokenization.two_factor_authentication_code`, signed,
// through the real app and database: PGlite, or PostgreSQL with DATABASE_URL) reaches the owner by Web Push
// (a push service on 127.0.0.1, decrypted as the device would, RFC 8291) and by e-mail (a real SMTP server),
// while no row, card event or log line holds it in clear. ROLE=api: the test runs the push and mail rounds itself,
// so a code can expire before they run.
let kit: LithicKit
let push: LocalPushService
let mailbox: Mailbox
let sender: PushSender
let ann: KitUser
let card: { id: string; token: string }
let origin: string
const phone = createPushDevice()
const laptop = createPushDevice()
const logLines: string[] = []
const streams: SseClient[] = []

const walletMails = () => mailbox.smtp.mails().filter((mail) => mail.subject.includes('activation code'))
const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

/** A wallet asks for the card (approved: a pending token), then Lithic sends the code it asks the person for. */
async function codeArrives(code: string) {
  const tokenizationToken = randomUUID()
  const approval = await kit.deliver(
    tokenizationApprovalRequest({ cardToken: card.token, tokenizationToken }),
  )
  expect(approval.json()).toMatchObject({ tokenization_decision: 'AUTHENTICATE' })
  const res = await kit.deliver(tokenizationCode({ cardToken: card.token, tokenizationToken, code }))
  expect(res.statusCode, res.body).toBe(200)
  const [token] = rowsOf<{ id: string }>(
    await kit.db.execute(
      sql`SELECT id::text FROM card_wallet_tokens WHERE issuer_token = ${tokenizationToken}`,
    ),
  )
  return token!.id
}

/** Every place the code could leak into: the card events, the mail outbox, the issuer's events, the tokens. */
async function stored(code: string) {
  const [row] = rowsOf<{ n: number }>(
    await kit.db.execute(sql`SELECT
      (SELECT count(*) FROM card_events WHERE payload::text LIKE ${`%${code}%`})
      + (SELECT count(*) FROM mail_outbox WHERE payload::text LIKE ${`%${code}%`})
      + (SELECT count(*) FROM issuer_events WHERE payload::text LIKE ${`%${code}%`})
      + (SELECT count(*) FROM card_wallet_tokens WHERE activation_code_sealed LIKE ${`%${code}%`}) AS n`),
  )
  return Number(row!.n)
}

beforeAll(async () => {
  kit = await createLithicKit({
    config: { role: 'api', pushAllowHttpEndpoints: true },
    logStream: new Writable({
      write(chunk, _encoding, done) {
        logLines.push(String(chunk))
        done()
      },
    }),
  })
  push = await startLocalPushService()
  mailbox = await openMailbox(kit)
  sender = createPushSender(kit.app, resolveVapidKeys(kit.app.config)!, appContext(kit.app).sealer)
  ann = await kit.activeUser(1)
  card = await kit.lithicCard(ann)
  await verifyEmail(kit.db, ann)
  await subscribePush(ann, push, phone, 'ann-phone', ['wallet'])
  await subscribePush(ann, push, laptop, 'ann-laptop', ['challenge', 'purchase', 'deposit'])
  origin = await kit.app.listen({ port: 0, host: '127.0.0.1' })
}, 120_000)

afterAll(async () => {
  for (const stream of streams) stream.close()
  await sender?.stop()
  await mailbox?.close()
  await kit?.close()
  await push?.close()
})

describe("a wallet's activation code", () => {
  it('is pushed to the devices that chose wallet codes, the code inside the encrypted payload only', async () => {
    const before = push.deliveries.length
    const tokenId = await codeArrives('482913')
    await sender.runOnce()
    const [delivery] = (await push.waitFor(before + 1)).slice(before)
    await settle()
    // The laptop chose challenges, purchases and deposits: nothing for it.
    expect(push.deliveries.slice(before).map((d) => d.path)).toEqual(['/push/ann-phone'])
    expect(delivery!.headers).toMatchObject({ urgency: 'high', ttl: '600', 'content-encoding': 'aes128gcm' })
    expect(Buffer.from(delivery!.body).toString('latin1')).not.toContain('482913')
    expect(JSON.parse(phone.decrypt(delivery!.body))).toEqual({
      kind: 'wallet',
      event: 'wallet.code',
      cardId: card.id,
      amount: null,
      currency: null,
      url: `/card/${card.id}`,
      code: '482913',
      wallet: 'Apple Pay',
    })
    // Sent once: a later round claims nothing again.
    await sender.runOnce()
    await settle()
    expect(push.deliveries.length).toBe(before + 1)
    expect(tokenId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('is mailed to the verified address, read from the sealed token when the mail leaves, never stored in clear', async () => {
    const round = await mailbox.send()
    expect(round).toMatchObject({ retrying: 0, failed: 0, skipped: 0 })
    const [mail, ...others] = walletMails()
    expect(others).toEqual([])
    expect(mail!.to).toContain('ann@example.com')
    expect(mail!.subject).toBe('Chaincard: activation code for Apple Pay')
    expect(mail!.text).toContain('Your activation code for Apple Pay on device …2345: 482913')
    expect(mail!.text).toContain('It expires in 10 minutes.')
    expect(mail!.text).toContain(
      `If you did not add your card to a wallet, lock the card in the app: http://localhost:8080/card/${card.id}`,
    )
    const outbox = rowsOf<{ status: string; payload: Record<string, unknown> }>(
      await kit.db.execute(
        sql`SELECT status, payload FROM mail_outbox WHERE owner_address = ${ann.lower} AND kind = 'wallet.code'`,
      ),
    )
    expect(outbox).toEqual([
      {
        status: 'sent',
        payload: { walletTokenId: expect.any(String), wallet: 'apple_pay', device: 'device …2345' },
      },
    ])
    expect(await stored('482913')).toBe(0)
  })

  it('reaches GET /api/events as a signal naming the token, without the code', async () => {
    const stream = await openSseClient(`${origin}/api/events`, {
      cookie: ann.headers.cookie!,
      'last-event-id': '0',
    })
    streams.push(stream)
    await stream.waitFor(1)
    await settle()
    const wallet = stream.messages.filter((m) => m.event === 'wallet.code')
    expect(wallet.map((m) => m.data)).toEqual([
      { cardId: card.id, walletTokenId: expect.any(String), wallet: 'apple_pay', device: 'device …2345' },
    ])
    expect(JSON.stringify(stream.messages)).not.toContain('482913')
  })

  it('once expired, is neither pushed nor mailed (the mail is skipped)', async () => {
    const pushed = push.deliveries.length
    const mailed = mailbox.smtp.mails().length
    await codeArrives('705518')
    kit.t.clock.advance(11 * 60_000)
    await sender.runOnce()
    await settle()
    expect(push.deliveries.length).toBe(pushed)
    expect(await mailbox.send()).toMatchObject({ sent: 0, skipped: 1 })
    expect(mailbox.smtp.mails().length).toBe(mailed)
    const [row] = rowsOf<{ status: string }>(
      await kit.db.execute(
        sql`SELECT status FROM mail_outbox WHERE kind = 'wallet.code' ORDER BY id DESC LIMIT 1`,
      ),
    )
    expect(row).toEqual({ status: 'skipped' })
    expect(await stored('705518')).toBe(0)
  })

  it('never appears in a log line', () => {
    expect(logLines.length).toBeGreaterThan(0)
    for (const code of ['482913', '705518']) {
      expect(logLines.filter((line) => line.includes(code))).toEqual([])
    }
  })
})

describe('a wallet token that becomes active', () => {
  it('is pushed and mailed to the owner once, with the link to remove it', async () => {
    const before = push.deliveries.length
    const tokenizationToken = randomUUID()
    const approval = await kit.deliver(
      tokenizationApprovalRequest({ cardToken: card.token, tokenizationToken, wallet: 'GOOGLE_PAY' }),
    )
    expect(approval.json()).toMatchObject({ tokenization_decision: 'AUTHENTICATE' })
    for (let i = 0; i < 2; i++) {
      const res = await kit.deliver(
        tokenizationUpdated({
          cardToken: card.token,
          tokenizationToken,
          status: 'ACTIVE',
          wallet: 'GOOGLE_PAY',
        }),
      )
      expect(res.statusCode, res.body).toBe(200)
    }
    await sender.runOnce()
    const [delivery] = (await push.waitFor(before + 1)).slice(before)
    await settle()
    expect(push.deliveries.slice(before).map((d) => d.path)).toEqual(['/push/ann-phone'])
    expect(JSON.parse(phone.decrypt(delivery!.body))).toEqual({
      kind: 'wallet',
      event: 'wallet.active',
      cardId: card.id,
      amount: null,
      currency: null,
      url: `/card/${card.id}#wallets`,
      wallet: 'Google Pay',
    })
    expect(await mailbox.send()).toMatchObject({ retrying: 0, failed: 0 })
    const mails = mailbox.smtp.mails().filter((mail) => mail.subject.includes('was added to'))
    expect(mails.map((mail) => mail.subject)).toEqual(['Chaincard: your card was added to Google Pay'])
    expect(mails[0]!.text).toContain('Your card can now pay from Google Pay on device …2345.')
    expect(mails[0]!.text).toContain(
      `If this was not you, remove it from your card and lock the card: http://localhost:8080/card/${card.id}#wallets`,
    )
  })
})
