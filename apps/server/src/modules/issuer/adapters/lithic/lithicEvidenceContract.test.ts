import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { rowsOf } from '../../../../db/rowsOf'
import { IssuerUnavailableError } from '../../../../runtime/issuerErrors'
import { USD } from '../../../cards/test/cardsKit'
import { createLithicClient } from './createLithicClient'
import { createLithicGateway } from './createLithicGateway'
import { createLithicKit, type LithicKit } from './test/lithicKit'
import { disputeUpdated, transactionUpdated } from './test/lithicPayloadSamples'
import { type Prism, startPrism } from './test/startPrism'
import { startUploadServer, type UploadServer } from './test/startUploadServer'

// Dispute evidence against Lithic's published definition: `disputes.initiateEvidenceUpload` through the SDK is
// accepted by Prism (which refuses a request breaking the definition with 422), then the bytes go to the upload
// URL it answers. Prism answers the schema's placeholder (`"string"`) for that URL, which nothing can reach: a
// PUT to exactly that URL is sent to a local server standing in for Lithic's object storage, every other
// request (the SDK's) goes where it was sent.
let prism: Prism
let uploads: UploadServer
let kit: LithicKit

const PRISM_UPLOAD_URL = 'string'

beforeAll(async () => {
  prism = await startPrism()
  uploads = await startUploadServer()
  kit = await createLithicKit({ lithicBaseUrl: prism.url, config: { role: 'api' } })
  const realFetch = globalThis.fetch
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) =>
    String(input) === PRISM_UPLOAD_URL && init?.method === 'PUT'
      ? realFetch(`${uploads.url}/evidence-upload`, init)
      : realFetch(input, init),
  )
}, 120_000)
afterEach(() => uploads.answerWith(200))
afterAll(async () => {
  vi.restoreAllMocks()
  await kit?.close()
  await uploads?.stop()
  await prism?.stop()
})

/** Prism's log since `from` shows `count` requests that passed validation and none that broke it. */
async function expectValidated(from: number, count: number): Promise<void> {
  const passed = () => prism.log().slice(from).split('The request passed the validation rules').length - 1
  for (let waited = 0; passed() < count && waited < 3_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  expect(prism.log().slice(from)).not.toMatch(/Violation: request/)
  expect(passed()).toBe(count)
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])

describe('dispute evidence through the definition', () => {
  it('the gateway: initiateEvidenceUpload is accepted, the bytes reach the upload URL with their type', async () => {
    const gateway = createLithicGateway(
      createLithicClient({ apiKey: 'k', environment: 'sandbox', baseUrl: prism.url, webhookSecrets: [] }),
      { targetOrigin: 'https://cards.example.com' },
    )
    const from = prism.log().length
    const disputeToken = randomUUID()
    const sent = await gateway.sendDisputeEvidence({
      disputeToken,
      evidenceId: randomUUID(),
      filename: 'receipt.png',
      contentType: 'image/png',
      bytes: PNG,
    })
    await expectValidated(from, 1)
    expect(prism.log().slice(from)).toContain(`post /v1/disputes/${disputeToken}/evidences`)
    expect(sent.evidenceToken).toMatch(/^[0-9a-f-]{36}$/)
    expect(uploads.received.at(-1)).toMatchObject({ method: 'PUT', contentType: 'image/png', body: PNG })
    // Storage refusing the upload is the issuer not taking the evidence.
    uploads.answerWith(403)
    const refused = await gateway
      .sendDisputeEvidence({
        disputeToken,
        evidenceId: randomUUID(),
        filename: 'a.png',
        contentType: 'image/png',
        bytes: PNG,
      })
      .catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(IssuerUnavailableError)
    expect((refused as IssuerUnavailableError).shortMessage).toBe(
      'card issuer: evidence upload failed (HTTP 403)',
    )
  })

  it('the app with ISSUER=lithic: a case Lithic puts to the owner (PENDING_CUSTOMER) takes a note, sent as a PDF', async () => {
    const user = await kit.activeUser(1)
    const card = await kit.lithicCard(user, 28n * USD)
    const purchase = randomUUID()
    const settled = transactionUpdated({
      token: purchase,
      cardToken: card.token,
      merchant: 'BOOK STORE',
      events: [
        { token: randomUUID(), type: 'AUTHORIZATION', cents: 1_250 },
        { token: randomUUID(), type: 'CLEARING', cents: 1_250 },
      ],
    })
    expect((await kit.deliver(settled)).statusCode).toBe(200)
    const disputeToken = randomUUID()
    const at = (status: string) =>
      disputeUpdated({ token: disputeToken, transactionToken: purchase, cents: 1_250, status })
    expect((await kit.deliver(at('NEW'))).statusCode).toBe(200)
    const [dispute] = rowsOf<{ id: string }>(
      await kit.db.execute(sql`SELECT id FROM card_disputes WHERE card_id = ${card.id}`),
    )
    const send = (body: Record<string, unknown>) =>
      user.api.post(`/card/${card.id}/disputes/${dispute!.id}/evidence`, body)
    const note = { kind: 'note', text: 'The parcel never came; the shop stopped answering.' }

    // Opened, not put to the owner: no evidence asked for, no call to Lithic.
    let from = prism.log().length
    const early = await send(note)
    expect([early.statusCode, early.json().code]).toEqual([409, 'evidence_not_requested'])
    expect(prism.log().slice(from)).not.toContain('/evidences')

    expect((await kit.deliver(at('PENDING_CUSTOMER'))).statusCode).toBe(200)
    const before = uploads.received.length
    from = prism.log().length
    const sent = await send(note)
    expect(sent.statusCode, sent.body).toBe(200)
    expect(sent.json()).toMatchObject({ kind: 'note', filename: 'note.pdf', status: 'sent' })
    await expectValidated(from, 1)
    expect(prism.log().slice(from)).toContain(`post /v1/disputes/${disputeToken}/evidences`)
    const upload = uploads.received.at(-1)!
    expect(uploads.received.length).toBe(before + 1)
    expect(upload.contentType).toBe('application/pdf')
    expect(upload.body.subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect(upload.body.includes(Buffer.from(note.text))).toBe(true)

    // Storage refusing it: 503, recorded as failed; the owner may send it again.
    uploads.answerWith(500)
    const failed = await send(note)
    expect([failed.statusCode, failed.json().code]).toEqual([503, 'upstream_unavailable'])
    const statuses = rowsOf<{ status: string }>(
      await kit.db.execute(
        sql`SELECT status FROM dispute_evidence WHERE dispute_id = ${dispute!.id} ORDER BY created_at, status`,
      ),
    ).map((r) => r.status)
    expect(statuses.toSorted()).toEqual(['failed', 'sent'])
  }, 60_000)
})
