import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../db/rowsOf'
import { paymentsRuntimeOf } from '../../jobs/depositPipeline'
import { postLedgerEntry } from '../../ledger'
import { type CardsKit, createCardsKit, USD } from '../cards/test/cardsKit'
import { pruneCardEvents } from './repo/readCardEvents'

// Every change a page shows reaches the live stream (card_events, written by triggers in the transaction of the
// change), on a real database: a dispute's credit, a redemption and the owner's rewards and free cards, so the
// card page, the card list and Profile update without a reload.
let kit: CardsKit
beforeAll(async () => {
  kit = await createCardsKit()
  await paymentsRuntimeOf(kit.app).jobs.stop()
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

async function eventsOf(
  owner: string,
  afterId: number,
): Promise<{ id: number; card_id: string | null; kind: string; payload: Record<string, unknown> }[]> {
  const result = await kit.db.execute(
    sql`SELECT id::int AS id, card_id, kind, payload FROM card_events WHERE owner_address = ${owner} AND id > ${afterId} ORDER BY id`,
  )
  return rowsOf(result)
}

async function lastEventId(): Promise<number> {
  const result = await kit.db.execute(sql`SELECT coalesce(max(id), 0)::int AS id FROM card_events`)
  return Number(rowsOf<{ id: number }>(result)[0]!.id)
}

describe('card events a page needs', () => {
  it('a dispute credit is a card.ledger event of its card, with what it did to the balance', async () => {
    const user = await kit.activeUser(180)
    const { id: cardId } = await kit.activeCard(user)
    const before = await lastEventId()
    await kit.db.transaction((tx) =>
      postLedgerEntry(tx, {
        cardId,
        kind: 'dispute',
        pendingDelta: 0n,
        balanceDelta: 7n * USD,
        ref: 'owner-events-dispute-1',
        at: kit.t.clock.now(),
      }),
    )
    expect(await eventsOf(user.lower, before)).toEqual([
      expect.objectContaining({
        card_id: cardId,
        kind: 'card.ledger',
        payload: { ledgerKind: 'dispute', amountMicro: '7000000', pendingMicro: '0' },
      }),
    ])
    // Through the stream's own mapping: the amount as the wire writes it.
    const res = await user.api.get(`/card/${cardId}`)
    expect(res.json().balance).toBe('59.00')
  })

  it("the owner's rewards and an earned free card are events of the owner, naming no card, card or not", async () => {
    const user = await kit.activeUser(181)
    await kit.activeCard(user)
    const before = await lastEventId()
    await kit.db.execute(
      sql`INSERT INTO reward_records (address, type, amount_micro, ref, created_at)
        VALUES (${user.lower}, 'referral', 5000000, 'owner-events-reward-1', now())`,
    )
    await kit.db.execute(
      sql`UPDATE user_activations SET card_allowance = card_allowance + 1 WHERE address = ${user.lower}`,
    )
    expect((await eventsOf(user.lower, before)).map((e) => [e.card_id, e.kind, e.payload])).toEqual([
      [null, 'rewards.changed', { rewardType: 'referral', amountMicro: '5000000' }],
      [null, 'cards.earned', { cardAllowance: expect.any(Number) }],
    ])

    // An owner without a card hears of them all the same.
    const cardless = await kit.activeUser(182)
    const quiet = await lastEventId()
    await kit.db.execute(
      sql`INSERT INTO reward_records (address, type, amount_micro, ref, created_at)
        VALUES (${cardless.lower}, 'referral', 5000000, 'owner-events-reward-2', now())`,
    )
    await kit.db.execute(
      sql`UPDATE user_activations SET card_allowance = card_allowance + 1 WHERE address = ${cardless.lower}`,
    )
    expect((await eventsOf(cardless.lower, quiet)).map((e) => [e.card_id, e.kind])).toEqual([
      [null, 'rewards.changed'],
      [null, 'cards.earned'],
    ])
  })

  it('a card event still names its card: only owner events may lack one', async () => {
    const user = await kit.activeUser(183)
    const refused = await kit.db
      .execute(
        sql`INSERT INTO card_events (owner_address, card_id, kind, payload) VALUES (${user.lower}, NULL, 'card.state', '{}')`,
      )
      .then(
        () => null,
        (error: unknown) => error,
      )
    expect(String((refused as { cause?: unknown })?.cause ?? refused)).toMatch(
      /card_events_card_unless_owner_event/,
    )
  })

  it('the pruning job deletes old owner events as it does card events, and keeps new ones', async () => {
    const user = await kit.activeUser(184)
    const before = await lastEventId()
    for (const ref of ['owner-events-prune-old', 'owner-events-prune-new']) {
      await kit.db.execute(
        sql`INSERT INTO reward_records (address, type, amount_micro, ref, created_at)
          VALUES (${user.lower}, 'referral', 1000000, ${ref}, now())`,
      )
    }
    const [old, fresh] = await eventsOf(user.lower, before)
    await kit.db.execute(
      sql`UPDATE card_events SET created_at = now() - interval '8 days' WHERE id = ${old!.id}`,
    )
    // What the card-events job runs each hour (a week kept).
    expect(await pruneCardEvents(kit.db, 7)).toBeGreaterThanOrEqual(1)
    expect((await eventsOf(user.lower, before)).map((e) => e.id)).toEqual([fresh!.id])
  })
})
