import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import openapiTS, { astToString } from 'openapi-typescript'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CardsKit, createCardsKit } from '../../src/modules/cards/test/cardsKit'
import { buildSiweMessage, testAccount } from '../helpers'
import { generatedClient } from './driveGeneratedClient'

const run = promisify(execFile)
const redocly = join(__dirname, '../../../../node_modules/.bin/redocly')

const API_MD_ROUTES = [
  'GET /api/health',
  'GET /api/config',
  // A legal page's Markdown (the lead adds it to API.md).
  'GET /api/legal/:page',
  'POST /api/nonce',
  'POST /api/auth',
  'POST /api/sign-out',
  'GET /api/state',
  'GET /api/user/state',
  'GET /api/invitation/check',
  'POST /api/user/activate',
  'GET /api/user/invitation',
  'GET /api/user/membership',
  // The profile's sessions and "sign out everywhere" (the lead adds them to API.md).
  'GET /api/user/sessions',
  'DELETE /api/user/sessions/:id',
  'POST /api/user/sessions/revoke-all',
  'GET /api/card',
  'GET /api/card/:id',
  'GET /api/card/:id/img',
  // The owner confirms they saved the card details (the lead adds it to API.md).
  'POST /api/card/:id/img/confirm',
  'GET /api/card/:id/display-name',
  'GET /api/card/:id/topup',
  'POST /api/card/:id/topup/pay',
  'POST /api/card/:id/topup/redeem',
  'GET /api/card/:id/transaction',
  'GET /api/card/:id/pending-transaction',
  'GET /api/card/:id/statement',
  'GET /api/card/:id/3ds',
  'GET /api/card/:id/challenge',
  'POST /api/card/:id/challenge/:challengeId',
  'GET /api/card/:id/view',
  // Card details on demand, behind a fresh signature.
  'POST /api/card/:id/reveal',
  'POST /api/card/:id/lock',
  'POST /api/card/:id/unlock',
  'POST /api/order',
  'PUT /api/order/:id',
  'GET /api/order/:id',
  'POST /api/order/:id/info',
  'POST /api/order/:id/pay',
  'POST /api/order/:id/pay/cancel',
  'POST /api/swap',
  'GET /api/confirmations/:hash',
  'GET /api/reward/balance',
  'GET /api/reward/record',
  'GET /api/reward/redeemable-option',
  'POST /api/sandbox/cards/:id/authorizations',
  'POST /api/sandbox/authorizations/:id/otp',
  'POST /api/sandbox/authorizations/:id/capture',
  'POST /api/sandbox/authorizations/:id/reverse',
  'POST /api/sandbox/authorizations/:id/refund',
  // The simulator plays every lifecycle (the lead adds them to API.md).
  'POST /api/sandbox/authorizations/:id/increment',
  'POST /api/sandbox/authorizations/:id/expire',
  'POST /api/sandbox/authorizations/:id/refund-reversal',
  'POST /api/sandbox/authorizations/:id/corrections',
  'POST /api/sandbox/cards/:id/credits',
  'POST /api/sandbox/settle',
  'POST /api/admin/invitations',
  'PUT /api/admin/users/:address/state',
  'POST /api/admin/cards/:id/suspend',
  'POST /api/admin/cards/:id/expire',
  'POST /api/admin/rewards/adjust',
  'POST /api/admin/payments/rescan',
  'GET /api/admin/exceptions',
  'POST /api/admin/exceptions/:id/resolve',
  // Beyond API.md's list: what an operator's rescan did (its id is in the Location header of the 204), and
  // the deposits held on one of the owner's cards (DESIGN: "the owner sees it on the card").
  'GET /api/admin/payments/rescan/:id',
  'GET /api/card/:id/held-deposits',
  // The deposits the deposit page follows live (the lead adds it to API.md).
  'GET /api/card/:id/deposits',
  // The pending top-up, and moving or refunding what is over the card maximum.
  'GET /api/card/:id/pending-topup',
  'POST /api/card/:id/pending-topup/transfer',
  'POST /api/card/:id/pending-topup/refund',
  // Live updates (server-sent events).
  'GET /api/events',
  // Web Push (the VAPID key, a device's subscription).
  'GET /api/push/key',
  'GET /api/push/subscriptions',
  'POST /api/push/subscriptions',
  'DELETE /api/push/subscriptions/:id',
  // E-mail notifications (verification link, a new link) and the sandbox's SMTP catcher.
  'GET /api/mail/verify',
  'POST /api/mail/verification',
  'GET /api/mail/status',
  'GET /api/sandbox/mails',
  'GET /api/sandbox/mailbox',
  // Disputes, the owner's enrollment, wallet tokens and push provisioning; the sandbox issuer's
  // dispute update, enrollment review and wallet (the OpenAPI document has them; API.md defers to it).
  'POST /api/card/:id/disputes',
  'GET /api/card/:id/controls',
  'PUT /api/card/:id/controls',
  'GET /api/card/:id/disputes',
  // Evidence for a dispute that asks for it (the lead adds it to API.md).
  'POST /api/card/:id/disputes/:disputeId/evidence',
  'GET /api/user/enrollment',
  'GET /api/card/:id/wallets',
  'POST /api/card/:id/wallets/provision',
  'POST /api/card/:id/wallets/:tokenId/:action',
  'POST /api/sandbox/disputes/:id',
  'POST /api/sandbox/enrollment',
  'POST /api/sandbox/cards/:id/tokenizations',
  'GET /api/reserves',
  'GET /api/reserves/proof',
  'POST /api/admin/reserves/snapshots',
  // API.md "Operators' audit".
  'GET /api/admin/audit',
  // Readiness for a load balancer (beside health), and the operator routes API.md leaves to the served
  // document: disputes, the issuer's settlements and rules, a card's lock and issuance, a cardholder's KYC.
  'GET /api/ready',
  'GET /api/admin/disputes',
  'GET /api/admin/issuer/settlements',
  'POST /api/admin/issuer/settlement',
  'POST /api/admin/issuer/rules/sync',
  'POST /api/admin/cards/:id/lock',
  'POST /api/admin/cards/:id/unlock',
  'POST /api/admin/cards/:id/retry-issuance',
  'POST /api/admin/cardholders/:address/documents',
  'PUT /api/admin/cardholders/:address/kyc',
  // Withdrawing a card's balance: the owner's terms, list and request; the operators' queue, payout and failure.
  'GET /api/card/:id/withdrawals',
  'POST /api/card/:id/withdrawals',
  'GET /api/admin/withdrawals',
  'POST /api/admin/withdrawals/:id/pay',
  'POST /api/admin/withdrawals/:id/fail',
]

const PUBLIC = [
  'GET /api/config',
  // The legal pages are read before anyone signs in.
  'GET /api/legal/:page',
  'GET /api/health',
  'POST /api/nonce',
  'POST /api/auth',
  'GET /api/push/key',
  'GET /api/reserves',
  // The link of a verification mail (opened from a mail client).
  'GET /api/mail/verify',
  'GET /api/ready',
  // Ends the session it is sent with, if any: a signed-out browser may send it too.
  'POST /api/sign-out',
]

/**
 * Signed in by the session cookie alone, without `X-PAYER`: the event stream (EventSource sends no header), and
 * the routes that read the owner from the session itself.
 */
const SESSION_ONLY = [
  'GET /api/events',
  'GET /api/card/:id/controls',
  'PUT /api/card/:id/controls',
  'GET /api/mail/status',
  'POST /api/mail/verification',
  'GET /api/push/subscriptions',
  'POST /api/push/subscriptions',
  'DELETE /api/push/subscriptions/:id',
  'GET /api/reserves/proof',
]

const OPERATOR_ONLY = ['GET /api/sandbox/mails', 'GET /api/sandbox/mailbox']

type Operation = { operationId?: string; security?: unknown[]; responses: Record<string, unknown> }

let kit: CardsKit
let doc: { paths: Record<string, Record<string, Operation>> }
let dir: string

beforeAll(async () => {
  kit = await createCardsKit()
  doc = (await kit.app.inject({ url: '/api/openapi.json' })).json()
  dir = mkdtempSync(join(tmpdir(), 'openapi-'))
})
afterAll(async () => {
  await kit?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('the served OpenAPI document', () => {
  it('lints with @redocly/cli without an error', async () => {
    const file = join(dir, 'openapi.json')
    writeFileSync(file, JSON.stringify(doc))
    // The CLI exits 1 on an error; its JSON report counts errors and warnings by rule.
    const report = await run(redocly, ['lint', file, '--format=json'], { maxBuffer: 64 * 1024 * 1024 })
      .then(({ stdout }) => stdout)
      .catch((error: { stdout?: string }) => error.stdout ?? '')
    const parsed = JSON.parse(report) as {
      totals: { errors: number }
      problems: { ruleId: string; severity: string }[]
    }
    const errors = parsed.problems.filter((p) => p.severity === 'error').map((p) => p.ruleId)
    expect(errors).toEqual([])
    expect(parsed.totals.errors).toBe(0)
  }, 120_000)

  it('names every operation, says who may call it and what its errors look like', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ at: `${method} ${path}`, op })),
    )
    expect(operations.length).toBeGreaterThan(90)
    const ids = operations.map(({ op }) => op.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const { at, op } of operations) {
      expect(op.operationId, at).toMatch(/^[a-z][A-Za-z0-9]+$/)
      expect(Array.isArray(op.security), at).toBe(true)
      expect(Object.keys(op.responses), at).toContain('4XX')
    }
    const security = (path: string, method = 'get') => doc.paths[path]?.[method]?.security
    // A route checked by `app.authenticate`, one checked inside its statement, the operator API, a public one.
    expect(security('/api/card/{id}')).toEqual([{ session: [], payer: [] }])
    expect(security('/api/card')).toEqual([{ session: [], payer: [] }])
    expect(security('/api/admin/exceptions')).toEqual([{ admin: [] }])
    // The sandbox's mailbox shows everyone's links and codes: operators only, though outside /api/admin.
    expect(security('/api/sandbox/mailbox')).toEqual([{ admin: [] }])
    expect(security('/api/admin/audit')).toEqual([{ admin: [] }])
    expect(security('/api/config')).toEqual([])
    // A 204 is declared as the server sends it, and a PDF as a PDF.
    expect(Object.keys(doc.paths['/api/card/{id}/lock']!.post!.responses)).toContain('204')
    expect(JSON.stringify(doc.paths['/api/card/{id}/statement']!.get!.responses['200'])).toContain(
      'application/pdf',
    )
  })

  it('serves exactly the routes of API.md, each public, for operators or for a signed-in owner as API.md says', () => {
    const served = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        key: `${method.toUpperCase()} ${path.replace(/\{([A-Za-z]+)\}/g, ':$1')}`,
        op,
      })),
    )
    // The documentation route describes the others.
    const routes = served.filter(({ key }) => key !== 'GET /api/openapi.json')
    expect(routes.map(({ key }) => key).sort()).toEqual([...new Set(API_MD_ROUTES)].sort())
    expect(new Set(API_MD_ROUTES).size).toBe(API_MD_ROUTES.length)
    const misdeclared = routes.flatMap(({ key, op }) => {
      const expected = PUBLIC.includes(key)
        ? []
        : key.split(' ')[1]!.startsWith('/api/admin/') || OPERATOR_ONLY.includes(key)
          ? [{ admin: [] }]
          : SESSION_ONLY.includes(key)
            ? [{ session: [] }]
            : [{ session: [], payer: [] }]
      return JSON.stringify(op.security) === JSON.stringify(expected)
        ? []
        : [`${key}: ${JSON.stringify(op.security)}`]
    })
    expect(misdeclared).toEqual([])
  })

  it('drives a client generated by openapi-typescript through sign-in, the card list and a lock', async () => {
    const types = astToString(await openapiTS(doc as never))
    // The committed types are the served document's: a route whose schema changed shows here first.
    await expect(types).toMatchFileSnapshot('./api.generated.ts')

    const address = await kit.app.listen({ port: 0, host: '127.0.0.1' })
    const signer = testAccount(7)
    const { client, signIn } = generatedClient(address, signer)
    const session = await signIn((nonce) => buildSiweMessage(kit.app, { address: signer.address, nonce }))
    expect(session.address).toBe(signer.address)

    const activated = await client.POST('/api/user/activate', { body: { code: 'WELCOME' } })
    expect(activated.response.status).toBe(204)
    // An order taken to an active card the way the cards tests do (payment, issuer approval, details shown).
    const { id } = await kit.activeCard(await kit.signIn(7))

    const list = await client.GET('/api/card')
    expect(list.response.status).toBe(200)
    expect(list.data!.cards.map((card) => card.id)).toContain(id)

    const locked = await client.POST('/api/card/{id}/lock', { params: { path: { id } } })
    expect(locked.response.status).toBe(204)
    const card = await client.GET('/api/card/{id}', { params: { path: { id } } })
    expect(card.data!.status).toBe('locked')
    const someoneElses = await client.POST('/api/card/{id}/lock', {
      params: { path: { id: '00000000-0000-4000-8000-000000000000' } },
    })
    expect(someoneElses.response.status).toBe(404)
    expect(someoneElses.error).toMatchObject({ code: 'not_found' })
  }, 120_000)
})
