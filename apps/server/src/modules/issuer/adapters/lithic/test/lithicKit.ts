import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { LightMyRequestResponse } from 'fastify'
import type { DestinationStream } from 'pino'
import type { Config, LithicSettings } from '../../../../../config'
import { rowsOf } from '../../../../../db/rowsOf'
import { cards } from '../../../../../db/schema/cards'
import { type CardsKit, createCardsKit, type KitUser, USD } from '../../../../cards/test/cardsKit'
import { markCardIssued } from '../../../repo/markCardIssued'
import { type SignWebhookOptions, signWebhook } from './signWebhook'

export const WEBHOOK_SECRET = `whsec_${Buffer.from('chaincard-test-lithic-webhook-secret').toString('base64')}`
export const ASA_SECRET = `whsec_${Buffer.from('chaincard-test-lithic-asa-secret-0001').toString('base64')}`

export type LithicKit = CardsKit & {
  /**
   * An active card with a Lithic card token: issued as Lithic's `cards.create` answers (token, last four,
   * expiry: the contract test checks that call against the definition), taken by its owner, the first
   * payment settled and `balance` more funded. Returns the card id and its Lithic token.
   */
  lithicCard(user: KitUser, balance?: bigint): Promise<{ id: string; token: string }>
  /** Posts a payload to the webhook, signed with `secret` (default the configured one) unless headers are given. */
  deliver(
    payload: unknown,
    options?: SignWebhookOptions & { secret?: string; headers?: Record<string, string>; body?: string },
  ): Promise<LightMyRequestResponse>
  /** Money of a card: ledger balance, held, the answer's balance, and counts of its ledger rows and history. */
  money(cardId: string): Promise<{ balance: bigint; held: bigint; ledgerRows: number; history: number }>
}

/**
 * The real app with ISSUER=lithic (webhook route, Lithic gateway) on a fresh database. Its Lithic API base
 * URL is `lithicBaseUrl` (Prism in contract tests) or port 9 of
 * 127.0.0.1, which fetch refuses to connect to: every call out fails at once (webhook tests make none on purpose).
 */
export async function createLithicKit(
  parameters: {
    lithicBaseUrl?: string
    logStream?: DestinationStream
    /** More configuration (e.g. `role: 'api'`: no background sweeps racing the test's own calls). */
    config?: Partial<Config>
    /** More Lithic settings (e.g. the 3DS challenge threshold). */
    lithic?: Partial<LithicSettings>
    eventSubscriptionToken?: string
  } = {},
): Promise<LithicKit> {
  const kit = await createCardsKit({
    ...(parameters.logStream ? { logStream: parameters.logStream } : {}),
    config: {
      ...parameters.config,
      ...(parameters.logStream ? { logLevel: 'trace' as const } : {}),
      issuer: {
        kind: 'lithic',
        lithic: {
          apiKey: 'lithic-test-api-key',
          environment: 'sandbox',
          baseUrl: parameters.lithicBaseUrl ?? 'http://127.0.0.1:9',
          webhookSecrets: [WEBHOOK_SECRET, ASA_SECRET],
          ...parameters.lithic,
          ...(parameters.eventSubscriptionToken
            ? { eventSubscriptionToken: parameters.eventSubscriptionToken }
            : {}),
        },
      },
    },
  })
  const now = () => kit.t.clock.now()
  return Object.assign(kit, {
    async lithicCard(user: KitUser, balance = 50n * USD) {
      const id = await kit.processingApplication(user)
      const token = randomUUID()
      const issued = await kit.db.transaction((tx) =>
        markCardIssued(
          tx,
          id,
          { issuerCardId: token, panLast4: '4242', expiresAt: new Date(now().getTime() + 365 * 86_400_000) },
          now(),
        ),
      )
      if (!issued) throw new Error(`card ${id} was not processing`)
      // The owner took the card (with Lithic: saw it in the hosted embed and confirmed).
      await kit.db.update(cards).set({ status: 'active', imageViewedAt: now() }).where(eq(cards.id, id))
      await kit.settleFirstPayment(id)
      if (balance > 0n) await kit.fund(id, balance)
      return { id, token }
    },
    async deliver(
      payload: unknown,
      options: SignWebhookOptions & { secret?: string; headers?: Record<string, string>; body?: string } = {},
    ) {
      const body = options.body ?? JSON.stringify(payload)
      const headers = options.headers ?? signWebhook(options.secret ?? WEBHOOK_SECRET, body, options)
      return kit.app.inject({
        method: 'POST',
        url: '/api/issuer/lithic/events',
        headers: { 'content-type': 'application/json', ...headers },
        payload: body,
      })
    },
    async money(cardId: string) {
      const result =
        await kit.db.execute(sql`SELECT c.balance_micro::text AS balance, c.held_micro::text AS held,
          (SELECT count(*)::int FROM card_ledger l WHERE l.card_id = c.id) AS ledger_rows,
          (SELECT count(*)::int FROM card_transactions t WHERE t.card_id = c.id) AS history
        FROM cards c WHERE c.id = ${cardId}`)
      const row = rowsOf<{ balance: string; held: string; ledger_rows: number; history: number }>(result)[0]!
      return {
        balance: BigInt(row.balance),
        held: BigInt(row.held),
        ledgerRows: row.ledger_rows,
        history: row.history,
      }
    },
  })
}
