import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { CardImageResponse } from '@chaincard/domain'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { DestinationStream } from 'pino'
import { expect } from 'vitest'
import {
  type CreateTestAppParameters,
  createTestApp,
  signIn,
  type TestApp,
  testAccount,
} from '../../../../test/helpers'
import type { Config } from '../../../config'
import type { Db } from '../../../db'
import { rowsOf } from '../../../db/rowsOf'
import { cards } from '../../../db/schema/cards'
import { postLedgerEntry, settleCard, settleCreditPart } from '../../../ledger'
import { approveProcessingApplications } from '../../issuer/approveProcessingApplications'
import { onFirstPaymentConfirmed } from '../../payments/orderPayment/onFirstPaymentConfirmed'
import { api, type Headers } from './api'

export const ADMIN_TOKEN = 'cards-test-admin-token-0123456789'
export const USD = 1_000_000n

export type KitUser = { address: string; lower: string; headers: Headers; api: ReturnType<typeof api> }

export type CardsKit = {
  t: TestApp
  app: FastifyInstance
  db: Db
  admin: ReturnType<typeof api>
  /** Signs dev account `i` in (not activated). */
  signIn(i: number): Promise<KitUser>
  /** Signs in and activates with the sandbox root code. */
  activeUser(i: number): Promise<KitUser>
  /** A new classic order of `user`. */
  order(user: KitUser): Promise<string>
  /**
   * A new order whose first payment (2 USD, pending) is confirmed: `application_required`, where the contact form
   * is taken, unless the owner gave their contact for an earlier card (then `application_processing`).
   */
  paidOrder(
    user: KitUser,
    /** An order of `user` already made (new or pending) to pay instead of a new one. */
    existing?: string,
  ): Promise<{ id: string; status: 'application_required' | 'application_processing' }>
  /** An order paid, its application approved: issued and `waiting_to_get`, details not shown yet. */
  issuedCard(user: KitUser, contact?: KitContact): Promise<string>
  /**
   * An order taken through every step the way production does it: contact info, first payment confirmed
   * (the payments interface `onFirstPaymentConfirmed`, with a ledger credit), issuer approval, image taken
   * shown and confirmed; then `balance` settled in. Returns the card id and the details that were shown.
   */
  activeCard(
    user: KitUser,
    balance?: bigint,
    contact?: KitContact,
  ): Promise<{ id: string; img: string; details: CardImageResponse }>
  /**
   * An order taken up to the issuer's approval: first payment (2 USD credited, pending), then contact info
   * (unless the owner gave it for an earlier card), so it is `application_processing`. Returns the card id.
   */
  processingApplication(user: KitUser, contact?: KitContact): Promise<string>
  /** Settles the 2 USD of the first payment (so no background settlement changes the card during a test). */
  settleFirstPayment(cardId: string): Promise<void>
  /** Posts a settlement of `amount` (pending credit then settlement), as payments do. */
  fund(cardId: string, amount: bigint): Promise<void>
  /** Row counts of the cards tables, to prove a refused request changed nothing. */
  snapshot(): Promise<string>
  close(): Promise<void>
}

/** What the contact form gets instead of Ann Lee's defaults (the address and language of mails). */
type KitContact = { email?: string; language?: string; cardholder?: Record<string, unknown> }

let refCounter = 0

export async function createCardsKit(
  parameters: {
    config?: Partial<Config>
    logStream?: DestinationStream
    /** A running chain with the sandbox deployed (tests that move tokens); else a new anvil. */
    chain?: CreateTestAppParameters['chain']
    manifest?: CreateTestAppParameters['manifest']
  } = {},
): Promise<CardsKit> {
  const dataDir = mkdtempSync(join(tmpdir(), 'cards-kit-'))
  const t = await createTestApp({
    config: { dataDir, adminToken: ADMIN_TOKEN, ...parameters.config },
    ...(parameters.logStream ? { logStream: parameters.logStream } : {}),
    ...(parameters.chain ? { chain: parameters.chain } : {}),
    ...(parameters.manifest ? { manifest: parameters.manifest } : {}),
  })
  const db = t.database.db
  const admin = api(() => t.app, { authorization: `Bearer ${ADMIN_TOKEN}` })

  const kit: CardsKit = {
    t,
    app: t.app,
    db,
    admin,
    async signIn(i) {
      const account = testAccount(i)
      const session = await signIn(t.app, account)
      return {
        address: account.address,
        lower: account.address.toLowerCase(),
        headers: session.headers,
        api: api(() => t.app, session.headers),
      }
    },
    async activeUser(i) {
      const user = await kit.signIn(i)
      const res = await user.api.post('/user/activate', { code: 'WELCOME' })
      expect(res.statusCode, res.body).toBe(204)
      return user
    },
    async order(user) {
      const res = await user.api.post('/order', { currency: 'usdt', productId: 'classic' })
      expect(res.statusCode, res.body).toBe(200)
      return res.json<{ id: string }>().id
    },
    async fund(cardId, amount) {
      const ref = `test-${++refCounter}-${cardId}`
      await db.transaction(async (tx) => {
        await postLedgerEntry(tx, {
          cardId,
          kind: 'topup_credit',
          pendingDelta: amount,
          balanceDelta: 0n,
          ref: `${ref}:credit`,
          at: t.clock.now(),
        })
        // Settled at once through the ledger, above the card maximum if asked (no rebate: the kit funds cards).
        const [card] = await tx.select({ owner: cards.ownerAddress }).from(cards).where(eq(cards.id, cardId))
        await settleCreditPart(tx, {
          cardId,
          owner: card!.owner,
          creditRef: `${ref}:credit`,
          offsetMicro: 0n,
          amountMicro: amount,
          now: t.clock.now(),
          onPartSettled: undefined,
        })
      })
    },
    async paidOrder(user, existing) {
      const id = existing ?? (await kit.order(user))
      const paid = await db.transaction(async (tx) => {
        await postLedgerEntry(tx, {
          cardId: id,
          kind: 'topup_credit',
          pendingDelta: 2n * USD,
          balanceDelta: 0n,
          ref: `first-${id}`,
          at: t.clock.now(),
        })
        return onFirstPaymentConfirmed(tx, id, t.clock.now())
      })
      if (!paid.changed || !paid.status) throw new Error(`order ${id} was not waiting for its first payment`)
      return { id, status: paid.status }
    },
    async processingApplication(user, contact = {}) {
      const { id, status } = await kit.paidOrder(user)
      if (status === 'application_required') {
        const info = await user.api.post(`/order/${id}/info`, {
          email: contact.email ?? 'ann@example.com',
          phone: { callingCode: '1', phoneNumber: '2025550143' },
          displayName: 'Ann Lee',
          ...(contact.language ? { language: contact.language } : {}),
          ...(contact.cardholder ? { cardholder: contact.cardholder } : {}),
        })
        expect(info.statusCode, info.body).toBe(204)
      }
      return id
    },
    async settleFirstPayment(cardId) {
      await db.transaction((tx) =>
        settleCard(tx, { cardId, now: t.clock.now(), matureBefore: t.clock.now() }),
      )
    },
    async issuedCard(user, contact) {
      const id = await kit.processingApplication(user, contact)
      expect(await approveProcessingApplications(db, t.clock.now())).toContain(id)
      return id
    },
    async activeCard(user, balance = 50n * USD, contact) {
      const id = await kit.issuedCard(user, contact)
      const img = await user.api.get(`/card/${id}/img`)
      expect(img.statusCode, img.body).toBe(200)
      const confirmed = await user.api.post(`/card/${id}/img/confirm`)
      expect(confirmed.statusCode, confirmed.body).toBe(204)
      // Settle the first payment too, so no background settlement changes the card during a test.
      await kit.settleFirstPayment(id)
      if (balance > 0n) await kit.fund(id, balance)
      const details = img.json<CardImageResponse>()
      return { id, img: details.img, details }
    },
    async snapshot() {
      const result = await db.execute(sql`SELECT json_build_object(
        'cards', (SELECT json_agg(c ORDER BY c.id) FROM cards c),
        'ledger', (SELECT count(*) FROM card_ledger),
        'auths', (SELECT json_agg(a ORDER BY a.id) FROM card_authorizations a),
        'holds', (SELECT json_agg(h ORDER BY h.ref) FROM card_holds h),
        'events', (SELECT json_agg(e ORDER BY e.seq) FROM issuer_events e),
        'challenges', (SELECT json_agg(c ORDER BY c.id) FROM card_challenges c),
        'txs', (SELECT count(*) FROM card_transactions),
        'codes', (SELECT json_agg(i ORDER BY i.code) FROM invitation_codes i),
        'activations', (SELECT json_agg(u ORDER BY u.address) FROM user_activations u),
        'contacts', (SELECT json_agg(u ORDER BY u.address) FROM user_contacts u),
        'cardholders', (SELECT json_agg(h ORDER BY h.owner_address) FROM cardholders h),
        'users', (SELECT json_agg(json_build_object('a', u.address, 's', u.state, 'on', u.active) ORDER BY u.address) FROM users u),
        'rewards', (SELECT count(*) FROM reward_records)
      )::text AS s`)
      return rowsOf<{ s: string }>(result)[0]!.s
    },
    async close() {
      await t.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
  return kit
}
