import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../../../db/rowsOf'
import { createLithicKit, type LithicKit } from './test/lithicKit'
import { accountHolderCreated, accountHolderVerification } from './test/lithicPayloadSamples'

// acceptance: Lithic's account holder events, built from the definition's schemas and signed, against
// the real app and database: the enrollment they name is mirrored; the first review (`created`) never undoes a
// decision a later event brought first; an account holder we never enrolled is acknowledged and ignored.
let kit: LithicKit
let accounts = 0

beforeAll(async () => {
  kit = await createLithicKit({ config: { enrollment: { workflow: 'exempt', termsVersion: '1' } } })
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

/** A person enrolled with Lithic (as `account_holders.create` answered), pending review; its account holder id. */
async function enrolled(): Promise<{ owner: string; token: string }> {
  const user = await kit.activeUser(++accounts)
  const token = randomUUID()
  await kit.db.execute(sql`INSERT INTO cardholders (owner_address, id, issuer, workflow, issuer_token, account_token,
      status, first_name, last_name, card_name, address, terms_version, terms_accepted_at, created_at, updated_at)
    VALUES (${user.lower}, gen_random_uuid(), 'lithic', 'exempt', ${token}, ${randomUUID()}, 'pending_review',
      'Jürgen', 'Groß-Müller', 'JUERGEN GROSS-MUELLER', '{}'::jsonb, '1', now(), now(), now())`)
  return { owner: user.lower, token }
}

const holder = async (owner: string) =>
  rowsOf<{ status: string; status_reasons: string[] }>(
    await kit.db.execute(sql`SELECT status, status_reasons FROM cardholders WHERE owner_address = ${owner}`),
  )[0]

const deliver = async (payload: unknown) => {
  const res = await kit.deliver(payload)
  expect(res.statusCode, res.body).toBe(200)
}

describe('Lithic account holder events', () => {
  it('verification accepts or rejects with the reasons; a late created (pending) does not undo it', async () => {
    const accepted = await enrolled()
    await deliver(accountHolderVerification({ token: accepted.token, status: 'ACCEPTED' }))
    await deliver(accountHolderCreated({ token: accepted.token, status: 'PENDING_REVIEW', reasons: ['X'] }))
    expect(await holder(accepted.owner)).toEqual({ status: 'accepted', status_reasons: [] })

    const rejected = await enrolled()
    await deliver(accountHolderCreated({ token: rejected.token, status: 'PENDING_REVIEW' }))
    expect(await holder(rejected.owner)).toEqual({ status: 'pending_review', status_reasons: [] })
    for (let i = 0; i < 2; i++) {
      await deliver(
        accountHolderVerification({
          token: rejected.token,
          status: 'REJECTED',
          reasons: ['WATCHLIST_ALERT_FAILURE'],
        }),
      )
    }
    expect(await holder(rejected.owner)).toEqual({
      status: 'rejected',
      status_reasons: ['WATCHLIST_ALERT_FAILURE'],
    })
  })

  it('an account holder we never enrolled is acknowledged and changes nothing', async () => {
    const before = await kit.snapshot()
    await deliver(accountHolderVerification({ token: randomUUID(), status: 'ACCEPTED' }))
    await deliver(accountHolderCreated({ token: randomUUID(), status: 'ACCEPTED' }))
    expect(await kit.snapshot()).toBe(before)
  })

  it('a document Lithic asked for moves the enrollment: rejected waits for a document with the reasons, uploaded is under review, never over a decision', async () => {
    const person = await enrolled()
    const document = (uploads: { status: string; status_reasons?: string[] }[]) => ({
      event_type: 'account_holder_document.updated',
      account_holder_token: person.token,
      token: randomUUID(),
      document_type: 'DRIVERS_LICENSE',
      entity_token: randomUUID(),
      created: '2026-11-25T12:00:00Z',
      required_document_uploads: uploads.map((u) => ({
        token: randomUUID(),
        image_type: 'FRONT',
        status_reasons: [],
        accepted_entity_status_reasons: [],
        rejected_entity_status_reasons: [],
        created: '2026-11-25T12:00:00Z',
        updated: '2026-11-25T12:00:00Z',
        ...u,
      })),
    })
    await deliver(
      document([{ status: 'REJECTED', status_reasons: ['DOCUMENT_EXPIRED'] }, { status: 'ACCEPTED' }]),
    )
    expect(await holder(person.owner)).toEqual({
      status: 'pending_document',
      status_reasons: ['DOCUMENT_EXPIRED'],
    })
    await deliver(document([{ status: 'UPLOADED' }, { status: 'ACCEPTED' }]))
    expect(await holder(person.owner)).toEqual({ status: 'pending_review', status_reasons: [] })
    await deliver(accountHolderVerification({ token: person.token, status: 'ACCEPTED' }))
    await deliver(document([{ status: 'REJECTED', status_reasons: ['DOCUMENT_EXPIRED'] }]))
    expect(await holder(person.owner)).toEqual({ status: 'accepted', status_reasons: [] })
  })
})
