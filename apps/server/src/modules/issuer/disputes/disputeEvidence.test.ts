import { randomUUID } from 'node:crypto'
import { DISPUTE_EVIDENCE_MAX_BYTES } from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../../db/rowsOf'
import { type CardsKit, createCardsKit, type KitUser, USD } from '../../cards/test/cardsKit'

// Evidence for a dispute that asks for it, through the real app over HTTP with the sandbox issuer (which takes
// every piece at once): what is recorded, and every refusal with its code.
let kit: CardsKit
let accounts = 0

beforeAll(async () => {
  kit = await createCardsKit()
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, 0x20)])

/** A new user's card with a settled purchase of 12.50 disputed, the dispute moved to `status` by the sandbox. */
async function disputed(status: 'needs_info' | 'in_review' | 'opened' = 'needs_info') {
  const user = await kit.activeUser(++accounts)
  const { id } = await kit.activeCard(user, 30n * USD)
  kit.t.clock.advance(1_000)
  const auth = await user.api.post(`/sandbox/cards/${id}/authorizations`, {
    amount: '12.50',
    merchantName: 'Shop',
  })
  expect(auth.statusCode, auth.body).toBe(200)
  const purchase = auth.json<{ id: string }>().id
  expect((await user.api.post(`/sandbox/authorizations/${purchase}/capture`, {})).statusCode).toBe(204)
  const filed = await user.api.post(`/card/${id}/disputes`, {
    transactionId: purchase,
    reason: 'not_received',
    description: 'The parcel never arrived and the shop does not answer.',
  })
  expect(filed.statusCode, filed.body).toBe(200)
  const disputeId = filed.json<{ id: string }>().id
  if (status !== 'opened') {
    const moved = await user.api.post(`/sandbox/disputes/${disputeId}`, { status })
    expect(moved.statusCode, moved.body).toBe(200)
  }
  return { user, cardId: id, disputeId }
}

const send = (user: KitUser, cardId: string, disputeId: string, body: Record<string, unknown>) => {
  kit.t.clock.advance(1_000)
  return user.api.post(`/card/${cardId}/disputes/${disputeId}/evidence`, body)
}

const file = (bytes: Buffer, contentType = 'image/png', filename = 'receipt.png') => ({
  kind: 'file',
  filename,
  contentType,
  data: bytes.toString('base64'),
})

async function evidenceRows(disputeId: string) {
  const result = await kit.db.execute(sql`SELECT kind, filename, content_type, size_bytes, status,
      issuer_token IS NOT NULL AS has_token FROM dispute_evidence WHERE dispute_id = ${disputeId} ORDER BY created_at, id`)
  return rowsOf<Record<string, unknown>>(result)
}

describe('dispute evidence (sandbox issuer)', () => {
  it('a dispute that asks for evidence takes a file and a note, each recorded as sent, never its content', async () => {
    const { user, cardId, disputeId } = await disputed()
    const png = await send(user, cardId, disputeId, file(PNG))
    expect(png.statusCode, png.body).toBe(200)
    expect(png.json()).toMatchObject({ kind: 'file', filename: 'receipt.png', status: 'sent' })
    const note = await send(user, cardId, disputeId, { kind: 'note', text: 'The shop confirmed the loss.' })
    expect(note.statusCode, note.body).toBe(200)
    expect(note.json()).toMatchObject({ kind: 'note', filename: 'note.pdf', status: 'sent' })
    const limit = await send(
      user,
      cardId,
      disputeId,
      file(pdfOf(DISPUTE_EVIDENCE_MAX_BYTES), 'application/pdf', 'a.pdf'),
    )
    expect(limit.statusCode, limit.body).toBe(200)
    const rows = await evidenceRows(disputeId)
    expect(rows.map((r) => [r.kind, r.filename, r.content_type, r.status, r.has_token])).toEqual([
      ['file', 'receipt.png', 'image/png', 'sent', true],
      ['note', 'note.pdf', 'application/pdf', 'sent', true],
      ['file', 'a.pdf', 'application/pdf', 'sent', true],
    ])
    expect(rows.map((r) => Number(r.size_bytes))[0]).toBe(PNG.length)
    // The table has no column for content: these are all of its columns.
    const columns = rowsOf<{ column_name: string }>(
      await kit.db.execute(
        sql`SELECT column_name FROM information_schema.columns WHERE table_name = 'dispute_evidence' AND table_schema = current_schema()`,
      ),
    ).map((c) => c.column_name)
    expect(columns.toSorted()).toEqual(
      [
        'card_id',
        'content_type',
        'created_at',
        'dispute_id',
        'filename',
        'id',
        'issuer_token',
        'kind',
        'owner_address',
        'size_bytes',
        'status',
        'updated_at',
      ].toSorted(),
    )
  })

  it("refuses others' and unknown disputes with 404, and says why it refuses the rest", async () => {
    const { user, cardId, disputeId } = await disputed()
    const other = await disputed()
    // Another owner's card, or this card with another card's dispute: not found either way.
    expect((await send(other.user, cardId, disputeId, file(PNG))).statusCode).toBe(404)
    expect((await send(user, cardId, other.disputeId, file(PNG))).statusCode).toBe(404)
    expect((await send(user, cardId, randomUUID(), file(PNG))).statusCode).toBe(404)

    const tooLarge = await send(
      user,
      cardId,
      disputeId,
      file(pdfOf(DISPUTE_EVIDENCE_MAX_BYTES + 1), 'application/pdf'),
    )
    expect([tooLarge.statusCode, tooLarge.json().code]).toEqual([413, 'evidence_too_large'])
    const text = await send(user, cardId, disputeId, file(Buffer.from('hello'), 'text/plain', 'a.txt'))
    expect([text.statusCode, text.json().code]).toEqual([415, 'evidence_type_refused'])
    // A PNG by name and type whose bytes are a PDF's.
    const renamed = await send(user, cardId, disputeId, file(pdfOf(100)))
    expect([renamed.statusCode, renamed.json().code]).toEqual([415, 'evidence_type_refused'])
    const empty = await send(user, cardId, disputeId, { kind: 'note', text: '   ' })
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'validation_failed'])
    expect(await evidenceRows(disputeId)).toEqual([])

    for (const status of ['opened', 'in_review'] as const) {
      const asksNone = await disputed(status)
      const res = await send(asksNone.user, asksNone.cardId, asksNone.disputeId, file(PNG))
      expect([res.statusCode, res.json().code]).toEqual([409, 'evidence_not_requested'])
    }
  })

  it("an owner's evidence is budgeted per day across their disputes", async () => {
    const { user, cardId, disputeId } = await disputed()
    for (let i = 0; i < 20; i++) {
      const res = await send(user, cardId, disputeId, { kind: 'note', text: `Note ${i}` })
      expect(res.statusCode, res.body).toBe(200)
    }
    const over = await send(user, cardId, disputeId, { kind: 'note', text: 'One more' })
    expect([over.statusCode, over.json().code]).toEqual([429, 'rate_limited'])
    kit.t.clock.advance(86_400_000 + 1)
    expect((await send(user, cardId, disputeId, { kind: 'note', text: 'Next day' })).statusCode).toBe(200)
  })
})
