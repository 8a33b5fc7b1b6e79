import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../../db/rowsOf'
import { parseOpsArgs } from '../../../ops/parseOpsArgs'
import { runOpsCommand } from '../../../ops/runOpsCommand'
import type { KitUser } from '../../cards/test/cardsKit'
import { createLithicKit, type LithicKit } from '../adapters/lithic/test/lithicKit'
import { type FakeLithic, startFakeLithic } from '../adapters/lithic/test/startFakeLithic'

// Honest enrollment with Lithic (ISSUER_KYC=byo, KYC_PROVIDER=persona), through the real app and database
// (PGlite, or PostgreSQL with DATABASE_URL) and the official SDK against a local stand-in for Lithic's API: only
// an address Lithic enrolls is sent; Lithic's 4xx is a refusal with its reason and the corrected application is
// sent again; KYC_BYO is sent only with the provider's recorded pass (its time and reference, never the terms').
const ADMIN_TOKEN = 'honest-enrollment-admin-token'
let lithic: FakeLithic
let kit: LithicKit
let url: string
let accounts = 0

beforeAll(async () => {
  lithic = await startFakeLithic()
  kit = await createLithicKit({
    lithicBaseUrl: lithic.url,
    config: {
      adminToken: ADMIN_TOKEN,
      role: 'api',
      enrollment: { workflow: 'byo', termsVersion: '1', kycProvider: 'persona' },
    },
  })
  url = await kit.app.listen({ host: '127.0.0.1', port: 0 })
}, 120_000)
afterAll(async () => {
  await kit?.close()
  await lithic?.stop()
})

const address = {
  line1: '451 New Forest Way',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'USA',
}

function apply(user: KitUser, order: string, extra: Record<string, unknown> = {}) {
  return user.api.post(`/order/${order}/info`, {
    email: 'ann@example.com',
    phone: { callingCode: '1', phoneNumber: '2025550143' },
    displayName: 'Ann Lee',
    cardholder: {
      firstName: 'Ann',
      lastName: 'Lee',
      cardName: 'ANN LEE',
      address,
      dateOfBirth: '1990-04-01',
      governmentId: '111-23-1412',
      acceptedTerms: true,
      termsVersion: '1',
      ...extra,
    },
  })
}

const kycPassed = (user: KitUser, reference: string, at: string) =>
  runOpsCommand(
    { url, token: ADMIN_TOKEN },
    parseOpsArgs(['enrollment', 'kyc-passed', user.address, reference, at]),
  )

async function applicant() {
  const user = await kit.activeUser(++accounts)
  return { user, order: (await kit.paidOrder(user)).id }
}

const holder = async (user: KitUser) =>
  rowsOf<{ id: string; status: string; last_refusal: string | null; address: { postalCode: string } }>(
    await kit.db.execute(
      sql`SELECT id::text, status, last_refusal, address FROM cardholders WHERE owner_address = ${user.lower}`,
    ),
  )[0]

describe('honest enrollment (Lithic, KYC_BYO)', () => {
  it('sends only an address Lithic enrolls: another country, a state or ZIP in another format is refused (400)', async () => {
    const { user, order } = await applicant()
    await kycPassed(user, 'inq_1', '2026-11-20T10:00:00Z')
    const cases: [Record<string, unknown>, string][] = [
      [{ ...address, country: 'DEU' }, 'cardholder.address.country'],
      // KYC_BYO enrolls the USA only (Canada is KYC_EXEMPT's).
      [{ ...address, country: 'CAN', region: 'ON', postalCode: 'K1A 0B1' }, 'cardholder.address.country'],
      [{ ...address, region: 'Illinois' }, 'cardholder.address.region'],
      [{ ...address, postalCode: '6270' }, 'cardholder.address.postalCode'],
    ]
    for (const [body, message] of cases) {
      const res = await apply(user, order, { address: body })
      expect(res.statusCode, res.body).toBe(400)
      expect(res.json().message).toContain(message)
    }
    expect(lithic.accountHolderRequests).toEqual([])
  })

  it('KYC_BYO starts only with the provider’s recorded pass, and sends its time and reference, never the terms’ time', async () => {
    const { user, order } = await applicant()
    const refused = await apply(user, order)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toContain('your identity check has not passed yet')
    expect(lithic.accountHolderRequests).toEqual([])

    const recorded = await kycPassed(user, 'inq_7Hk2', '2026-11-24T09:30:00Z')
    expect(recorded.ok, recorded.output).toBe(true)
    expect(JSON.parse(recorded.output)).toEqual({
      provider: 'persona',
      reference: 'inq_7Hk2',
      passedAt: '2026-11-24T09:30:00.000Z',
    })
    const ok = await apply(user, order)
    expect(ok.statusCode, ok.body).toBe(204)
    const [sent] = lithic.accountHolderRequests.slice(-1)
    expect(sent!.body).toMatchObject({
      workflow: 'KYC_BYO',
      kyc_passed_timestamp: '2026-11-24T09:30:00.000Z',
      external_id: 'inq_7Hk2',
      tos_timestamp: kit.t.clock.now().toISOString(),
    })
    expect(sent!.body.kyc_passed_timestamp).not.toBe(sent!.body.tos_timestamp)
    expect(await holder(user)).toMatchObject({ status: 'accepted', last_refusal: null })
  })

  it("Lithic's 4xx is a refusal with its reason; the corrected application is sent again, as a new request", async () => {
    const { user, order } = await applicant()
    await kycPassed(user, 'inq_9', '2026-11-24T09:30:00Z')
    lithic.accountHolderRefusal = { status: 400, message: 'Address could not be verified: postal code 62701' }
    const refused = await apply(user, order)
    expect(refused.statusCode, refused.body).toBe(422)
    expect(refused.json()).toEqual({
      code: 'enrollment_refused',
      message: 'enrollment refused: Address could not be verified: postal code 62701',
      details: {
        kind: 'enrollment',
        refusal: 'issuer_refused',
        reasons: ['Address could not be verified: postal code 62701'],
      },
    })
    const first = lithic.accountHolderRequests.at(-1)!
    lithic.accountHolderRefusal = null
    expect(await holder(user)).toMatchObject({
      status: 'enrolling',
      last_refusal: 'Address could not be verified: postal code 62701',
    })
    // Corrected and sent again: the new address, under another idempotency key (not a repeat of the refused one).
    const corrected = await apply(user, order, { address: { ...address, postalCode: '62704' } })
    expect(corrected.statusCode, corrected.body).toBe(204)
    const second = lithic.accountHolderRequests.at(-1)!
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey)
    expect(second.body).toMatchObject({ individual: { address: { postal_code: '62704' } } })
    expect(await holder(user)).toMatchObject({
      status: 'accepted',
      last_refusal: null,
      address: { postalCode: '62704' },
    })
  })

  it('an issuer out of reach is still 503, the application kept as it was (the next try repeats it)', async () => {
    const { user, order } = await applicant()
    await kycPassed(user, 'inq_10', '2026-11-24T09:30:00Z')
    lithic.accountHolderRefusal = { status: 503, message: 'down' }
    const res = await apply(user, order)
    lithic.accountHolderRefusal = null
    expect(res.statusCode).toBe(503)
    expect(await holder(user)).toMatchObject({ status: 'enrolling', last_refusal: null })
  })
})
