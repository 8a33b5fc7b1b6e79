import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../../db/rowsOf'
import { type CardsKit, createCardsKit, type KitUser } from '../../cards/test/cardsKit'
import { approveProcessingApplications } from '../approveProcessingApplications'

// With ISSUER_KYC the application enrolls the person with the issuer (the sandbox issuer here, whose
// review goes by the last name: Reject, Review, Document, anyone else accepted), and a card is issued only on
// an accepted cardholder's account; a rejected person's card is not issued and an exception is open to refund.
let kit: CardsKit
let plain: CardsKit
let basic: CardsKit
let accounts = 0
const TERMS = '2026-11'

beforeAll(async () => {
  kit = await createCardsKit({ config: { enrollment: { workflow: 'exempt', termsVersion: TERMS } } })
  plain = await createCardsKit()
  basic = await createCardsKit({ config: { enrollment: { workflow: 'basic', termsVersion: TERMS } } })
}, 120_000)
afterAll(async () => {
  await Promise.all([kit?.close(), plain?.close(), basic?.close()])
})

const address = {
  line1: '451 New Forest Way',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'USA',
}

const cardholder = (lastName: string, extra: Record<string, unknown> = {}) => ({
  firstName: 'Jürgen',
  lastName,
  cardName: 'JUERGEN GROSS-MUELLER',
  address,
  acceptedTerms: true,
  termsVersion: TERMS,
  ...extra,
})

/** Approves what is due the way the sweep does with enrollment on; the ids issued. */
const sweep = (k: CardsKit) =>
  approveProcessingApplications(k.db, k.t.clock.now(), { requireCardholder: true })

const status = async (k: CardsKit, id: string) =>
  rowsOf<{ status: string; failed: boolean }>(
    await k.db.execute(
      sql`SELECT status, issuance_failed_at IS NOT NULL AS failed FROM cards WHERE id = ${id}`,
    ),
  )[0]

const enrollment = async (user: KitUser) => {
  const res = await user.api.get('/user/enrollment')
  expect(res.statusCode, res.body).toBe(200)
  return res.json()
}

describe('cardholder enrollment (ISSUER_KYC=exempt, sandbox issuer)', () => {
  it('"Jürgen Groß-Müller" with an address is enrolled and accepted; the card is issued on his account', async () => {
    const user = await kit.activeUser(++accounts)
    expect(await enrollment(user)).toBeNull()
    const config = (await user.api.get('/config')).json()
    expect(config.enrollment).toEqual({ workflow: 'exempt', termsVersion: TERMS })
    const id = await kit.processingApplication(user, { cardholder: cardholder('Groß-Müller') })
    expect(await enrollment(user)).toEqual({
      status: 'accepted',
      reasons: [],
      cardName: 'JUERGEN GROSS-MUELLER',
      termsVersion: TERMS,
    })
    const [kept] = rowsOf<{
      first_name: string
      last_name: string
      account_token: string
      accepted: boolean
    }>(
      await kit.db.execute(sql`SELECT first_name, last_name, account_token, terms_accepted_at IS NOT NULL AS accepted
        FROM cardholders WHERE owner_address = ${user.lower}`),
    )
    expect(kept).toMatchObject({ first_name: 'Jürgen', last_name: 'Groß-Müller', accepted: true })
    expect(kept!.account_token).toMatch(/^sbx_account_/)
    expect(await sweep(kit)).toContain(id)
    expect(await status(kit, id)).toEqual({ status: 'waiting_to_get', failed: false })
  })

  it('a rejected person is told why, their card is not issued, an exception is open to refund, and a new application is refused', async () => {
    const user = await kit.activeUser(++accounts)
    const id = await kit.processingApplication(user, { cardholder: cardholder('Reject') })
    expect(await enrollment(user)).toMatchObject({
      status: 'rejected',
      reasons: ['NAME_VERIFICATION_FAILURE'],
    })
    expect(await sweep(kit)).not.toContain(id)
    expect(await status(kit, id)).toEqual({ status: 'application_processing', failed: true })
    const exceptions = (await kit.admin.get(`/admin/exceptions?cardId=${id}`)).json<{
      exceptions: { reason: string; detail: string }[]
    }>().exceptions
    expect(exceptions.map((e) => [e.reason, e.detail])).toEqual([['issuer_unhandled', 'cardholder_rejected']])
    // A person the issuer rejected before is refused another application, with the issuer's reason.
    const other = await kit.activeUser(++accounts)
    await kit.db.execute(sql`INSERT INTO cardholders (owner_address, id, issuer, workflow, issuer_token, status,
        status_reasons, first_name, last_name, card_name, address, terms_version, terms_accepted_at, created_at, updated_at)
      VALUES (${other.lower}, gen_random_uuid(), 'sandbox', 'exempt', 'sbx_holder_x', 'rejected',
        '["WATCHLIST_ALERT_FAILURE"]'::jsonb, 'A', 'B', 'A B', '{}'::jsonb, ${TERMS}, now(), now(), now())`)
    const order = (await kit.paidOrder(other)).id
    const before = await kit.snapshot()
    const again = await other.api.post(`/order/${order}/info`, {
      email: 'ann@example.com',
      phone: { callingCode: '1', phoneNumber: '2025550143' },
      displayName: 'Ann Lee',
      cardholder: cardholder('Groß-Müller'),
    })
    expect(again.statusCode, again.body).toBe(409)
    expect(again.json().message).toContain('WATCHLIST_ALERT_FAILURE')
    expect(await kit.snapshot()).toBe(before)
  })

  it('a pending review keeps the card waiting, without failing it; the review accepted issues it', async () => {
    const user = await kit.activeUser(++accounts)
    const id = await kit.processingApplication(user, { cardholder: cardholder('Review') })
    expect(await enrollment(user)).toMatchObject({ status: 'pending_review' })
    expect(await sweep(kit)).not.toContain(id)
    expect(await status(kit, id)).toEqual({ status: 'application_processing', failed: false })
    const reviewed = await user.api.post('/sandbox/enrollment', { status: 'accepted' })
    expect(reviewed.statusCode, reviewed.body).toBe(200)
    expect(reviewed.json()).toMatchObject({ status: 'accepted' })
    expect(await sweep(kit)).toContain(id)
  })

  it('a person asked for a document gets upload links through the operator (ops enrollment upload-link)', async () => {
    const user = await kit.activeUser(++accounts)
    await kit.processingApplication(user, { cardholder: cardholder('Document') })
    expect(await enrollment(user)).toMatchObject({
      status: 'pending_document',
      reasons: ['ADDRESS_VERIFICATION_FAILURE'],
    })
    const link = await kit.admin.post(`/admin/cardholders/${user.address}/documents`, {
      documentType: 'UTILITY_BILL_STATEMENT',
    })
    expect(link.statusCode, link.body).toBe(200)
    const upload = link.json<{ documentToken: string; uploads: { imageType: string; url: string }[] }>()
    expect(upload.uploads).toEqual([
      {
        imageType: 'FRONT',
        url: expect.stringContaining(`/${upload.documentToken}/UTILITY_BILL_STATEMENT/front`),
      },
    ])
    const wrong = await kit.admin.post(`/admin/cardholders/${user.address}/documents`, {
      documentType: 'PASSPORT',
    })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().message).toContain('UTILITY_BILL_STATEMENT, BANK_STATEMENT')
    // Someone not waiting for a document, and someone never enrolled.
    const accepted = await kit.activeUser(++accounts)
    await kit.processingApplication(accepted, { cardholder: cardholder('Groß-Müller') })
    const notWaiting = await kit.admin.post(`/admin/cardholders/${accepted.address}/documents`, {
      documentType: 'UTILITY_BILL_STATEMENT',
    })
    expect(notWaiting.statusCode).toBe(409)
    const stranger = await kit.activeUser(++accounts)
    expect(
      (await kit.admin.post(`/admin/cardholders/${stranger.address}/documents`, { documentType: 'PASSPORT' }))
        .statusCode,
    ).toBe(404)
    // Only the operator: the person's own session is not enough.
    expect(
      (await user.api.post(`/admin/cardholders/${user.address}/documents`, { documentType: 'PASSPORT' }))
        .statusCode,
    ).toBe(401)
  })

  it('refuses an application without what the workflow needs, or with names a card cannot carry: 400, nothing stored', async () => {
    const user = await kit.activeUser(++accounts)
    const order = (await kit.paidOrder(user)).id
    const before = await kit.snapshot()
    const apply = (extra: Record<string, unknown>) =>
      user.api.post(`/order/${order}/info`, {
        email: 'ann@example.com',
        phone: { callingCode: '49', phoneNumber: '015112345678' },
        displayName: 'Ann Lee',
        ...extra,
      })
    const refusals: [Record<string, unknown>, string][] = [
      [{}, 'cardholder: required'],
      [{ cardholder: cardholder('Müller', { termsVersion: '2025-01' }) }, 'cardholder.termsVersion'],
      [{ cardholder: cardholder('Müller', { acceptedTerms: false }) }, 'terms'],
      [{ cardholder: cardholder('Müller2') }, 'lastName'],
      [{ cardholder: cardholder('M'.repeat(51)) }, 'lastName'],
      [{ cardholder: cardholder('Müller', { cardName: 'Jürgen Müller' }) }, 'cardName'],
      [{ cardholder: cardholder('Müller', { address: { ...address, country: 'DE' } }) }, 'country'],
      [{ cardholder: cardholder('Müller', { address: { ...address, line1: '' } }) }, 'line1'],
    ]
    for (const [body, message] of refusals) {
      const res = await apply(body)
      expect(res.statusCode, `${JSON.stringify(body)} ${res.body}`).toBe(400)
      expect(res.json().message).toContain(message)
    }
    expect(await kit.snapshot()).toBe(before)
    // "O'Brien", "José María" and an apostrophe written typographically are names.
    const ok = await apply({
      cardholder: cardholder('O’Brien', { firstName: 'José María', cardName: "JOSE MARIA O'BRIEN" }),
    })
    expect(ok.statusCode, ok.body).toBe(204)
    const [row] = rowsOf<{ first_name: string; last_name: string }>(
      await kit.db.execute(
        sql`SELECT first_name, last_name FROM cardholders WHERE owner_address = ${user.lower}`,
      ),
    )
    expect(row).toEqual({ first_name: 'José María', last_name: "O'Brien" })
  })

  it('a program that enrolls no one refuses a cardholder part, and answers no enrollment', async () => {
    const user = await plain.activeUser(1)
    const order = (await plain.paidOrder(user)).id
    const res = await user.api.post(`/order/${order}/info`, {
      email: 'ann@example.com',
      phone: { callingCode: '1', phoneNumber: '2025550143' },
      displayName: 'Ann Lee',
      cardholder: cardholder('Groß-Müller'),
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().message).toContain('does not enroll cardholders')
    expect((await user.api.get('/user/enrollment')).json()).toBeNull()
    expect((await user.api.get('/config')).json().enrollment).toBeNull()
  })

  it('KYC_BASIC needs the date of birth and government id (sent to the issuer, not kept) and an adult', async () => {
    const user = await basic.activeUser(1)
    const order = (await basic.paidOrder(user)).id
    const apply = (extra: Record<string, unknown>) =>
      user.api.post(`/order/${order}/info`, {
        email: 'ann@example.com',
        phone: { callingCode: '1', phoneNumber: '2025550143' },
        displayName: 'Ann Lee',
        cardholder: cardholder('Groß-Müller', extra),
      })
    const noBirthDate = (await apply({})).json()
    expect(noBirthDate.message).toContain('cardholder.dateOfBirth: required')
    expect(noBirthDate.details).toEqual({
      kind: 'enrollment',
      refusal: 'date_of_birth_required',
      field: 'cardholder.dateOfBirth',
    })
    expect((await apply({ dateOfBirth: '1990-04-01' })).json().message).toContain(
      'cardholder.governmentId: required',
    )
    const now = basic.t.clock.now()
    const minor = `${now.getUTCFullYear() - 17}-01-01`
    expect((await apply({ dateOfBirth: minor, governmentId: '123-45-6789' })).json().message).toContain(
      'at least 18',
    )
    const ok = await apply({ dateOfBirth: '1990-04-01', governmentId: '123-45-6789' })
    expect(ok.statusCode, ok.body).toBe(204)
    expect((await user.api.get('/user/enrollment')).json()).toMatchObject({ status: 'accepted' })
    const kept = rowsOf<{ s: string }>(
      await basic.db.execute(sql`SELECT row_to_json(h)::text AS s FROM cardholders h`),
    )
    expect(kept.map((r) => r.s).join()).not.toContain('123-45-6789')
    expect(kept.map((r) => r.s).join()).not.toContain('1990-04-01')
  })
})
