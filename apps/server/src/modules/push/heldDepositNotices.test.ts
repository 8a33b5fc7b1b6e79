import { DepositExceptionReason, isHeldForOwner } from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rowsOf'
import type { CardEventRow } from '../../db/schema'
import { recordException } from '../../runtime/operatorQueue'
import { type CardsKit, createCardsKit, type KitUser } from '../cards/test/cardsKit'
import { subscribePush, verifyEmail } from '../mail/test/ownerMailKit'
import { type LocalPushService, startLocalPushService } from './testing/localPushService'
import { createPushDevice } from './testing/pushDevice'
import { toPushPayload } from './toPushPayload'

// Every kind of `deposit.held` row, recorded the way the server records it, against the owner's two notices: a
// held-deposit mail and push go out for exactly the deposits the domain calls held for the owner, and for nothing
// else (a refused payment report, a reorg shortfall, an operator's matter, the payment's own row). The real app
// with its push sender delivering to a push service on 127.0.0.1; PGlite, or PostgreSQL with DATABASE_URL.
let kit: CardsKit
let push: LocalPushService
let ann: KitUser
let cardId: string

beforeAll(async () => {
  kit = await createCardsKit({ config: { pushAllowHttpEndpoints: true } })
  push = await startLocalPushService()
  ann = await kit.activeUser(1)
  cardId = (await kit.activeCard(ann, undefined, { email: 'ann@example.com' })).id
  await verifyEmail(kit.db, ann)
}, 120_000)

afterAll(async () => {
  await kit?.close()
  await push?.close()
})

const tx = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

async function heldEvents(): Promise<CardEventRow[]> {
  return rowsOf<CardEventRow & { card_id: string; owner_address: string; created_at: Date }>(
    await kit.db.execute(
      sql`SELECT id, owner_address, card_id, kind, payload, created_at FROM card_events
        WHERE card_id = ${cardId} AND kind = 'deposit.held' ORDER BY id`,
    ),
  ).map((row) => ({
    id: Number(row.id),
    ownerAddress: row.owner_address,
    cardId: row.card_id,
    kind: row.kind,
    payload: row.payload,
    createdAt: new Date(row.created_at),
  }))
}

const heldMails = async () =>
  rowsOf<{ card_event_id: string | number }>(
    await kit.db.execute(
      sql`SELECT card_event_id FROM mail_outbox WHERE card_id = ${cardId} AND kind = 'deposit.held' ORDER BY id`,
    ),
  ).map((row) => Number(row.card_event_id))

describe('which deposit.held rows are a held deposit for the owner', () => {
  it('each reason, and the payment’s own row: mail and push for exactly the held deposits', async () => {
    const phone = createPushDevice()
    await subscribePush(ann, push, phone, 'ann-phone', ['deposit'])
    const before = push.deliveries.length

    // The payment's own row of a transfer the watcher found invalid (its exception tells the same transfer).
    await kit.db.execute(
      sql`SELECT card_event_emit(${cardId}, 'deposit.held', jsonb_build_object('paymentId', '1',
        'chainId', 31337, 'txHash', ${tx(100)}::text))`,
    )
    const reasons = DepositExceptionReason.options
    for (const [i, reason] of reasons.entries()) {
      await recordException(kit.db, {
        reason,
        dedupeKey: `notice-test:${reason}`,
        cardId,
        chainId: 31337,
        txHash: tx(i + 1),
        now: kit.t.clock.now(),
      })
    }

    const events = await heldEvents()
    expect(events).toHaveLength(reasons.length + 1)
    const reasonOf = (row: CardEventRow) =>
      typeof row.payload.reason === 'string' ? row.payload.reason : null
    const held = events.filter((row) => {
      const reason = reasonOf(row)
      return reason !== null && isHeldForOwner(reason)
    })
    expect(held.map(reasonOf).sort()).toEqual(['below_minimum_stale', 'card_inactive', 'unsupported_token'])

    // Each row says whether it is one (set as the exception was recorded)...
    for (const row of events) {
      expect(row.payload.heldFor ?? null, String(reasonOf(row))).toBe(held.includes(row) ? 'owner' : null)
    }
    // ...and both notices follow it: a mail row and a push payload for those, none for the rest.
    expect(await heldMails()).toEqual(held.map((row) => row.id))
    expect(events.filter((row) => toPushPayload(row, kit.t.config.chains) !== null)).toEqual(held)

    // The sender delivers those three and nothing more, once every row has been claimed.
    const ids = events.map((row) => row.id)
    for (let i = 0; i < 100; i++) {
      const claimed = rowsOf<{ n: string | number }>(
        await kit.db.execute(
          sql`SELECT count(*) AS n FROM push_handled_events WHERE event_id IN (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`,
        ),
      )
      if (Number(claimed[0]!.n) === ids.length) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    await push.waitFor(before + held.length)
    await new Promise((resolve) => setTimeout(resolve, 500))
    const delivered = push.deliveries.slice(before).map((d) => JSON.parse(phone.decrypt(d.body)))
    expect(delivered).toEqual(
      held.map(() => ({
        kind: 'deposit',
        event: 'deposit.held',
        cardId,
        amount: null,
        currency: null,
        url: `/card/${cardId}`,
      })),
    )
  })
})
