import { Writable } from 'node:stream'
import { SandboxMailsResponse } from '@chaincard/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_TOKEN, type CardsKit, createCardsKit, type KitUser } from '../cards/test/cardsKit'

// The sandbox loop offline. Without SMTP_URL the sandbox server runs its own SMTP catcher, the mail
// job (every 2 s, real timers) sends the outbox to it, and /api/sandbox/mails(box) shows what it caught.
let kit: CardsKit
const logLines: string[] = []
let user: KitUser
let cardId: string

const caught = async () =>
  SandboxMailsResponse.parse(
    (
      await kit.app.inject({ url: '/api/sandbox/mails', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })
    ).json(),
  ).mails
async function waitForMail(match: (subject: string) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mail = (await caught()).find((m) => match(m.subject))
    if (mail) return mail
    if (Date.now() > deadline) throw new Error('no such mail caught')
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk))
      done()
    },
  })
  kit = await createCardsKit({
    config: {
      logLevel: 'info',
      mail: { from: 'Chaincard <no-reply@localhost>', smtp: { kind: 'sandbox-catcher' } },
    },
    logStream,
  })
  await kit.app.ready()
  user = await kit.activeUser(3)
  cardId = (await kit.activeCard(user, 20_000_000n, { email: 'tomo@example.jp', language: 'ja' })).id
}, 120_000)

afterAll(async () => {
  await kit?.close()
})

describe('the sandbox SMTP catcher', () => {
  it('says where it listens, and catches the verification mail sent by the mail job', async () => {
    expect(logLines.join('')).toMatch(/sandbox SMTP catcher on 127\.0\.0\.1:\d+/)
    const mail = await waitForMail((subject) => subject.includes('メールアドレスの確認'))
    expect(mail.to).toEqual(['tomo@example.jp'])
    // A browser opens it with the operator token in the query (the start banner prints that link).
    const page = await kit.app.inject({ url: `/api/sandbox/mailbox?token=${ADMIN_TOKEN}` })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.headers['referrer-policy']).toBe('no-referrer')
    expect(page.body).toContain('メールアドレスの確認')
    expect(page.body).toMatch(
      /<a href="http:\/\/localhost:8080\/api\/mail\/verify\?token=[A-Za-z0-9_-]{43}">/,
    )
    // The log names the outbox row, never the address. The line follows the catcher's acceptance (the job marks
    // the row sent first): wait for it rather than race it.
    const deadline = Date.now() + 10_000
    while (!/"outboxId":\d+.*"mail sent"/.test(logLines.join('')) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(logLines.join('')).toMatch(/"outboxId":\d+.*"mail sent"/)
    expect(logLines.join('')).not.toContain('tomo@example.jp')
  })

  it("shows nobody else's links and codes: without the operator token, or with a wrong one, 401", async () => {
    for (const url of ['/api/sandbox/mailbox', '/api/sandbox/mails']) {
      for (const request of [
        { url },
        { url: `${url}?token=${ADMIN_TOKEN}x` },
        { url, headers: { authorization: `Bearer ${ADMIN_TOKEN}x` } },
        // A session is no operator.
        { url, headers: user.headers },
      ]) {
        const res = await kit.app.inject(request)
        expect(res.statusCode, JSON.stringify(request)).toBe(401)
        expect(res.body).not.toContain('mail/verify')
      }
    }
  })

  it('after the link, a 3DS challenge reaches the catcher in Japanese within seconds', async () => {
    const mail = (await caught()).find((m) => m.subject.includes('メールアドレスの確認'))!
    const link = /http:\/\/localhost:8080(\/api\/mail\/verify\?token=[A-Za-z0-9_-]{43})/.exec(mail.text)![1]!
    expect((await kit.app.inject({ url: link })).statusCode).toBe(200)
    const started = Date.now()
    const res = await user.api.post(`/sandbox/cards/${cardId}/authorizations`, {
      amount: '7.25',
      merchantName: 'Kissa',
      threeDS: true,
    })
    expect(res.statusCode, res.body).toBe(200)
    const challenge = await waitForMail((subject) => subject.includes('承認'))
    expect(challenge.subject).toBe('Chaincard: 7.25 USD のお支払いの承認')
    expect(challenge.text).toContain(`http://localhost:8080/ja/card/${cardId}`)
    const elapsed = Date.now() - started
    expect(elapsed).toBeLessThan(1_500)
  })

  it('is in the OpenAPI document with the mail routes', async () => {
    const doc = (await kit.app.inject({ url: '/api/openapi.json' })).json<{
      paths: Record<string, unknown>
    }>()
    for (const path of [
      '/api/mail/verify',
      '/api/mail/verification',
      '/api/sandbox/mails',
      '/api/sandbox/mailbox',
    ]) {
      expect(Object.keys(doc.paths)).toContain(path)
    }
  })
})
