import { randomUUID } from 'node:crypto'
import { type IncomingMessage, request } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import Lithic from 'lithic'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../../../test/helpers'
import { rowsOf } from '../../../../db/rowsOf'
import { WEBHOOK_BODY_LIMIT_BYTES } from '../../../../routes/lithicWebhookRoutes'
import { USD } from '../../../cards/test/cardsKit'
import { checkWebhookHeaders } from './checkWebhookHeaders'
import { createFailedSignatureBudget, FAILED_SIGNATURE_BUDGET } from './failedSignatureBudget'
import { REFUSAL_HOLD_MS } from './holdRefusal'
import { ASA_SECRET, createLithicKit, type LithicKit, WEBHOOK_SECRET } from './test/lithicKit'
import { asaRequest } from './test/lithicPayloadSamples'
import { signWebhook } from './test/signWebhook'
import { UNPROVEN_BYTES_PER_SECOND } from './unprovenReadGate'
import { verifyLithicSignature, webhookKeyOf } from './verifyLithicSignature'
import { webhookRefusals } from './webhookRefusals'

// The decision path cannot be starved. Real HTTP to the real app listening on 127.0.0.1: junk is
// refused before its body is read, a client that keeps failing is throttled, the issuer's own deliveries
// are decided meanwhile, and ROLE=issuer serves the issuer routes and health only, with no jobs.
let kit: LithicKit
let origin: string

beforeAll(async () => {
  kit = await createLithicKit()
  await kit.app.listen({ host: '127.0.0.1', port: 0 })
  origin = `http://127.0.0.1:${(kit.app.server.address() as AddressInfo).port}`
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

type Sent = { status: number; headers: IncomingMessage['headers']; body: string; bodyBytesSent: number }

/**
 * POSTs to the webhook over a socket of its own from `localAddress`, announcing `contentLength` bytes but
 * sending only the headers (and `body` only when given): an answer that arrives proves the server decided
 * without reading a body it never got.
 */
function post(
  headers: Record<string, string>,
  options: { contentLength: number; body?: string; localAddress?: string; to?: string },
): Promise<Sent> {
  const url = new URL('/api/issuer/lithic/events', options.to ?? origin)
  return new Promise((resolve, reject) => {
    const req = request(url, {
      method: 'POST',
      agent: false,
      ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      headers: {
        'content-type': 'application/json',
        'content-length': String(options.contentLength),
        ...headers,
      },
    })
    const timer = setTimeout(() => {
      req.destroy()
      reject(new Error('no answer in 5 s: the server waited for the body'))
    }, 5_000)
    req.on('error', reject)
    req.on('response', (res) => {
      let body = ''
      res.setEncoding('utf8')
      res.on('data', (chunk: string) => {
        body += chunk
      })
      res.on('end', () => {
        clearTimeout(timer)
        req.destroy()
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body,
          bodyBytesSent: options.body === undefined ? 0 : Buffer.byteLength(options.body),
        })
      })
    })
    if (options.body !== undefined) req.end(options.body)
    else req.flushHeaders()
  })
}

const junkSignature = `v1,${Buffer.alloc(32, 9).toString('base64')}`
const nowSeconds = () => Math.floor(Date.now() / 1000)

async function activeCard(i: number, available: bigint) {
  const user = await kit.activeUser(i)
  return kit.lithicCard(user, available - 2n * USD)
}

describe('cheap checks before the body is read', () => {
  it('an announced body over the cap is 413, missing headers, a stale timestamp and a malformed signature are 401, all answered without the body', async () => {
    const before = await kit.snapshot()
    const refusals = { ...webhookRefusals(kit.db) }
    const fresh = { 'webhook-id': `msg_${randomUUID()}`, 'webhook-timestamp': String(nowSeconds()) }
    const huge = WEBHOOK_BODY_LIMIT_BYTES + 1
    const cases: [Record<string, string>, number][] = [
      [{ ...fresh, 'webhook-signature': junkSignature }, 413],
      [{ 'webhook-id': fresh['webhook-id'] }, 401],
      [
        { ...fresh, 'webhook-timestamp': String(nowSeconds() - 301), 'webhook-signature': junkSignature },
        401,
      ],
      [{ ...fresh, 'webhook-timestamp': '1e9', 'webhook-signature': junkSignature }, 401],
      [{ ...fresh, 'webhook-signature': 'v1,not-base64!' }, 401],
      [{ ...fresh, 'webhook-signature': `v2,${Buffer.alloc(32).toString('base64')}` }, 401],
      [{ ...fresh, 'webhook-signature': `v1,${Buffer.alloc(16).toString('base64')}` }, 401],
    ]
    for (const [headers, status] of cases) {
      // 400 KB announced (500 KB for the cap case), nothing sent: only an answer given before the body works.
      const res = await post(headers, {
        contentLength: status === 413 ? huge : 400 * 1024,
        localAddress: '127.0.0.3',
      })
      expect(res.status, JSON.stringify(headers)).toBe(status)
    }
    expect(webhookRefusals(kit.db).tooLarge).toBe(refusals.tooLarge + 1)
    expect(webhookRefusals(kit.db).badSignature).toBe(refusals.badSignature + cases.length - 1)
    expect(await kit.snapshot()).toBe(before)
  })

  it('a client that keeps sending bad signatures is answered 429 without its body, while the issuer is decided as usual', async () => {
    const { token } = await activeCard(1, 10n * USD)
    const attacker = '127.0.0.2'
    const before = await kit.snapshot()
    // Well-formed junk: the server must hash these to know (small bodies, sent whole).
    for (let i = 0; i < FAILED_SIGNATURE_BUDGET; i++) {
      const body = JSON.stringify({ junk: i })
      const res = await post(
        {
          'webhook-id': `msg_${i}`,
          'webhook-timestamp': String(nowSeconds()),
          'webhook-signature': junkSignature,
        },
        { contentLength: Buffer.byteLength(body), body, localAddress: attacker },
      )
      expect(res.status).toBe(401)
    }
    const throttled = webhookRefusals(kit.db).throttled
    // Over the budget: 429 with Retry-After, before any of the 500 KB announced is sent, held for
    // REFUSAL_HOLD_MS first (a client that waits for its answers sends one a second, not hundreds).
    const started = performance.now()
    const res = await post(
      {
        'webhook-id': 'msg_over',
        'webhook-timestamp': String(nowSeconds()),
        'webhook-signature': junkSignature,
      },
      { contentLength: 500 * 1024, localAddress: attacker },
    )
    expect(res.status).toBe(429)
    expect(JSON.parse(res.body)).toMatchObject({ code: 'rate_limited' })
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    const took = performance.now() - started
    expect(took).toBeGreaterThanOrEqual(REFUSAL_HOLD_MS - 5)
    expect(took).toBeLessThan(REFUSAL_HOLD_MS + 2_000)
    expect(webhookRefusals(kit.db).throttled).toBe(throttled + 1)
    // Even a correct signature from that client waits out the window (the budget is checked first).
    const asa = JSON.stringify(asaRequest({ token: randomUUID(), cardToken: token, cents: 100 }))
    const blocked = await post(signWebhook(ASA_SECRET, asa), {
      contentLength: Buffer.byteLength(asa),
      body: asa,
      localAddress: attacker,
    })
    expect(blocked.status).toBe(429)
    expect(await kit.snapshot()).toBe(before)
    // The issuer's address is another client: decided.
    const decided = await post(signWebhook(ASA_SECRET, asa), {
      contentLength: Buffer.byteLength(asa),
      body: asa,
      localAddress: '127.0.0.1',
    })
    expect(decided.status, decided.body).toBe(200)
    expect(JSON.parse(decided.body)).toMatchObject({ result: 'APPROVED' })
  })

  it('clients with no genuine delivery share a budget of bytes a second: past it they are refused unread, while the proven issuer is decided at once', async () => {
    const { token } = await activeCard(6, 10n * USD)
    const asa = () => JSON.stringify(asaRequest({ token: randomUUID(), cardToken: token, cents: 100 }))
    // The issuer's address proves itself with a genuine delivery.
    const first = asa()
    const proof = await post(signWebhook(ASA_SECRET, first), {
      contentLength: Buffer.byteLength(first),
      body: first,
      localAddress: '127.0.0.1',
    })
    expect(proof.status, proof.body).toBe(200)
    const busy = webhookRefusals(kit.db).busy
    // Eight new addresses at once, each announcing the largest body and sending none: the budget admits
    // four (their reads wait for bodies that never come), the rest are refused before reading.
    const announced = WEBHOOK_BODY_LIMIT_BYTES - 1_000
    const admitted = Math.floor(UNPROVEN_BYTES_PER_SECOND / announced)
    const outcomes = await Promise.all(
      Array.from(
        { length: admitted + 4 },
        (_, i) =>
          new Promise<number | 'reading'>((resolve, reject) => {
            const req = request(new URL('/api/issuer/lithic/events', origin), {
              method: 'POST',
              agent: false,
              localAddress: `127.0.1.${i + 1}`,
              headers: {
                'content-type': 'application/json',
                'content-length': String(announced),
                'webhook-id': `msg_unproven_${i}`,
                'webhook-timestamp': String(nowSeconds()),
                'webhook-signature': junkSignature,
              },
            })
            const timer = setTimeout(() => {
              req.destroy()
              resolve('reading')
            }, REFUSAL_HOLD_MS + 2_500)
            req.on('error', reject) // after an answer or the timer, a no-op
            req.on('response', (res) => {
              clearTimeout(timer)
              res.resume()
              req.destroy()
              resolve(res.statusCode ?? 0)
            })
            req.flushHeaders()
          }),
      ),
    )
    const refused = outcomes.filter((outcome) => outcome === 429).length
    // Four admitted, perhaps one more from what refilled while the requests arrived.
    expect(refused, JSON.stringify(outcomes)).toBeGreaterThanOrEqual(3)
    expect(outcomes.filter((outcome) => outcome === 'reading').length).toBeGreaterThanOrEqual(admitted)
    expect(outcomes.every((outcome) => outcome === 429 || outcome === 'reading')).toBe(true)
    expect(webhookRefusals(kit.db).busy).toBe(busy + refused)
    // The proven address is not charged: decided at once, without the hold.
    const body = asa()
    const started = performance.now()
    const decided = await post(signWebhook(ASA_SECRET, body), {
      contentLength: Buffer.byteLength(body),
      body,
      localAddress: '127.0.0.1',
    })
    expect(decided.status, decided.body).toBe(200)
    expect(performance.now() - started).toBeLessThan(REFUSAL_HOLD_MS)
  })

  it('the budget is per client and per window, and counts failures only', () => {
    const budget = createFailedSignatureBudget(3, 60_000)
    for (let i = 0; i < 3; i++) {
      expect(budget.exhausted('a', 1_000)).toBe(false)
      budget.fail('a', 1_000 + i)
    }
    expect(budget.exhausted('a', 2_000)).toBe(true)
    expect(budget.retryAfterSeconds('a', 2_000)).toBe(59)
    expect(budget.exhausted('b', 2_000)).toBe(false)
    expect(budget.exhausted('a', 61_000)).toBe(false)
    budget.fail('a', 61_000)
    expect(budget.exhausted('a', 61_001)).toBe(false)
  })
})

describe('the body as it arrives (chunked, no Content-Length)', () => {
  /** POSTs `pieces` chunked (Transfer-Encoding: chunked), one write per piece, and reads the answer. */
  function postChunked(
    headers: Record<string, string>,
    pieces: Buffer[],
  ): Promise<{ status: number; body: string }> {
    const url = new URL('/api/issuer/lithic/events', origin)
    return new Promise((resolve, reject) => {
      const req = request(url, {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', ...headers },
      })
      req.on('error', (error) => (error.message.includes('EPIPE') ? undefined : reject(error)))
      req.on('response', (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (chunk: string) => {
          body += chunk
        })
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
      })
      for (const piece of pieces) req.write(piece)
      req.end()
    })
  }

  it('a genuine delivery in pieces that split its characters is decided; one past the cap is 413 and changes nothing', async () => {
    const { token } = await activeCard(5, 10n * USD)
    const asa = JSON.stringify({
      ...asaRequest({ token: randomUUID(), cardToken: token, cents: 100 }),
      note: 'Jürgen Groß-Müller 東京',
    })
    const bytes = Buffer.from(asa)
    const cut = bytes.indexOf(Buffer.from('東')) + 1
    const decided = await postChunked(signWebhook(ASA_SECRET, asa), [
      bytes.subarray(0, cut),
      bytes.subarray(cut),
    ])
    expect(decided.status, decided.body).toBe(200)
    expect(JSON.parse(decided.body)).toMatchObject({ result: 'APPROVED' })

    const before = await kit.snapshot()
    const tooLarge = webhookRefusals(kit.db).tooLarge
    const huge = JSON.stringify({
      event_type: 'card_transaction.updated',
      pad: 'x'.repeat(WEBHOOK_BODY_LIMIT_BYTES),
    })
    const piece = 64 * 1024
    const pieces = Array.from({ length: Math.ceil(huge.length / piece) }, (_, i) =>
      Buffer.from(huge.slice(i * piece, (i + 1) * piece)),
    )
    const refused = await postChunked(signWebhook(WEBHOOK_SECRET, huge), pieces)
    expect(refused.status, refused.body).toBe(413)
    expect(webhookRefusals(kit.db).tooLarge).toBe(tooLarge + 1)
    expect(await kit.snapshot()).toBe(before)
  })
})

describe('HMAC', () => {
  const body = JSON.stringify({
    event_type: 'card_transaction.updated',
    padding: 'x'.repeat(500 * 1024 - 60),
  })
  const secrets = [
    WEBHOOK_SECRET,
    ASA_SECRET,
    `whsec_${Buffer.from('chaincard-test-lithic-3ds-secret-0001').toString('base64')}`,
  ]
  const keys = secrets.map(webhookKeyOf)
  const sdk = new Lithic({ apiKey: 'unused', webhookSecret: null, logLevel: 'off' })

  it('agrees with the SDK helper on genuine, tampered and foreign deliveries', () => {
    for (const [secret, text, expected] of [
      [ASA_SECRET, body, true],
      [secrets[2]!, body, true],
      [ASA_SECRET, `${body} `, false],
      [`whsec_${Buffer.from('someone-else-entirely-secret').toString('base64')}`, body, false],
    ] as const) {
      const headers = signWebhook(secret, body)
      const checked = checkWebhookHeaders(headers, nowSeconds())
      if (!checked.ok) throw new Error(checked.refusal)
      expect(verifyLithicSignature(text, checked.headers, keys)).toBe(expected)
      const sdkSays = secrets.some((s) => {
        try {
          sdk.webhooks.verifySignature(text, headers, s)
          return true
        } catch (error) {
          return error instanceof SyntaxError
        }
      })
      expect(sdkSays).toBe(expected)
    }
  })

  it('checks a 500 KB junk-signed body under three secrets several times faster than the pure-JavaScript helper', () => {
    const headers = {
      'webhook-id': 'msg_junk',
      'webhook-timestamp': String(nowSeconds()),
      'webhook-signature': junkSignature,
    }
    const checked = checkWebhookHeaders(headers, nowSeconds())
    if (!checked.ok) throw new Error(checked.refusal)
    // Wall time on a shared machine: a neighbour's burst lands on one side or the other. The two sides run in
    // turn, round after round, and each keeps its fastest round, which a burst can only slow, never speed up.
    const time = (run: () => void) => {
      const started = performance.now()
      for (let i = 0; i < 5; i++) run()
      return performance.now() - started
    }
    const checkNative = () => expect(verifyLithicSignature(body, checked.headers, keys)).toBe(false)
    const checkPureJs = () => {
      for (const secret of secrets)
        expect(() => sdk.webhooks.verifySignature(body, headers, secret)).toThrow()
    }
    checkNative()
    checkPureJs()
    let native = Number.POSITIVE_INFINITY
    let pureJs = Number.POSITIVE_INFINITY
    for (let round = 0; round < 6; round++) {
      native = Math.min(native, time(checkNative))
      pureJs = Math.min(pureJs, time(checkPureJs))
    }
    expect(native * 3, `native ${native.toFixed(1)} ms, SDK ${pureJs.toFixed(1)} ms`).toBeLessThan(pureJs)
  })
})

describe('ROLE=issuer', () => {
  let issuer: TestApp
  let issuerOrigin: string

  beforeAll(async () => {
    issuer = await createTestApp({
      chain: { rpcUrl: kit.t.rpcUrl, chainId: kit.t.chainId },
      config: { ...kit.t.config, role: 'issuer' },
    })
    await issuer.app.listen({ host: '127.0.0.1', port: 0 })
    issuerOrigin = `http://127.0.0.1:${(issuer.app.server.address() as AddressInfo).port}`
  }, 120_000)
  afterAll(async () => {
    await issuer?.close()
  })

  it('serves health and the issuer route, nothing else, and runs no jobs', async () => {
    expect((await fetch(`${issuerOrigin}/api/health`)).status).toBe(200)
    expect((await fetch(`${issuerOrigin}/api/ready`)).status).toBe(200)
    for (const path of ['/api/card', '/api/public-config', '/api/openapi.json', '/']) {
      const res = await fetch(`${issuerOrigin}${path}`)
      expect(res.status, path).toBe(404)
    }
    // The route is there: a junk delivery is refused at the signature (a decision needs a card of its own
    // database, which only an API instance can create: the Lithic tests decide through role all).
    const body = JSON.stringify({ event_type: 'card_transaction.updated' })
    const res = await post(
      {
        'webhook-id': 'msg_1',
        'webhook-timestamp': String(nowSeconds()),
        'webhook-signature': junkSignature,
      },
      { contentLength: Buffer.byteLength(body), body, to: issuerOrigin },
    )
    expect(res.status).toBe(401)
    // No jobs: the payment watcher, which writes its cursor on its first round (every 500 ms here), never ran;
    // the same chain's watcher of the role-all app did.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const cursors = async (db: TestApp['database']['db']) =>
      rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM chain_cursors`))[0]!.n
    expect(await cursors(kit.db)).toBeGreaterThan(0)
    expect(await cursors(issuer.database.db)).toBe(0)
  })
})
