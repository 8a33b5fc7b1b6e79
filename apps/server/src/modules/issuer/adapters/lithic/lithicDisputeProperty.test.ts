import { randomUUID } from 'node:crypto'
import { getDisputeCredit } from '@chaincard/domain'
import { sql } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../../../db/rowsOf'
import { sweepProvisionalCredits } from '../../disputes/sweepProvisionalCredits'
import { createLithicKit, type LithicKit } from './test/lithicKit'
import {
  type DisputeCaseEventSample,
  disputeTransaction,
  disputeUpdated,
  transactionUpdated,
} from './test/lithicPayloadSamples'

// A dispute's money, through the whole vocabulary of Lithic's dispute webhooks, in random order with
// duplicates. A Managed Disputes case is a list of events (provisional credit granted or taken back, written
// off or the write-off reversed, the network's money recovered or taken back in a representment) and its
// liability allocation; Lithic sends the whole case after each event. A Chargebacks API dispute moves through
// its statuses to one outcome. Whatever order and however often they arrive, the card ends credited what the
// newest update says (`getDisputeCredit`), its ledger's dispute rows add up to it, and the card's balance
// moved by exactly that. A Chargebacks API dispute's provisional credit, the program's own after 10 business
// days, may fall due at any point among its updates: it ends kept when won and taken back when lost.
const RUNS = Number(process.env.DISPUTE_RUNS ?? 20)
const CARDS = 4
const CENT = 10_000n

let kit: LithicKit
const cards: { id: string; token: string }[] = []

beforeAll(async () => {
  kit = await createLithicKit()
  for (let i = 0; i < CARDS; i++) {
    const user = await kit.activeUser(i + 1)
    cards.push(await kit.lithicCard(user, 0n))
  }
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

type CaseStep = {
  kind:
    | 'provisional_granted'
    | 'provisional_reversed'
    | 'written_off'
    | 'write_off_reversed'
    | 'recovered'
    | 'representment'
  cents: number
}

/** A case's events with its allocation after each: amounts kept within what the case can hold. */
function playCase(amount: number, steps: CaseStep[]) {
  let provisional = 0
  let recovered = 0
  let writtenOff = 0
  const snapshots: {
    events: DisputeCaseEventSample[]
    recovered: number
    writtenOff: number
    provisional: number
  }[] = [{ events: [], recovered: 0, writtenOff: 0, provisional: 0 }]
  const events: (typeof snapshots)[number]['events'] = []
  for (const step of steps) {
    switch (step.kind) {
      case 'provisional_granted': {
        const cents = Math.min(step.cents, amount - provisional)
        if (cents <= 0) continue
        provisional += cents
        events.push({ kind: 'provisional_granted', cents })
        break
      }
      case 'provisional_reversed': {
        const cents = Math.min(step.cents, provisional)
        if (cents <= 0) continue
        provisional -= cents
        events.push({ kind: 'provisional_reversed', cents })
        break
      }
      case 'written_off': {
        const cents = Math.min(step.cents, amount - recovered - writtenOff)
        if (cents <= 0) continue
        writtenOff += cents
        events.push({ kind: 'written_off', cents })
        break
      }
      case 'write_off_reversed': {
        const cents = Math.min(step.cents, writtenOff)
        if (cents <= 0) continue
        writtenOff -= cents
        events.push({ kind: 'write_off_reversed', cents })
        break
      }
      case 'recovered': {
        const cents = Math.min(step.cents, amount - recovered - writtenOff)
        if (cents <= 0) continue
        recovered += cents
        events.push({ kind: 'chargeback_credit', cents })
        break
      }
      case 'representment': {
        const cents = Math.min(step.cents, recovered)
        if (cents <= 0) continue
        recovered -= cents
        events.push({ kind: 'representment_debit', cents })
        break
      }
    }
    snapshots.push({ events: [...events], recovered, writtenOff, provisional })
  }
  return snapshots
}

const caseStep = fc.record({
  kind: fc.constantFrom(
    'provisional_granted',
    'provisional_reversed',
    'written_off',
    'write_off_reversed',
    'recovered',
    'representment',
  ),
  cents: fc.integer({ min: 1, max: 5_000 }),
}) as fc.Arbitrary<CaseStep>

async function settledPurchase(card: { id: string; token: string }, cents: number): Promise<string> {
  await kit.fund(card.id, BigInt(cents) * CENT)
  const token = randomUUID()
  const res = await kit.deliver(
    transactionUpdated({
      token,
      cardToken: card.token,
      merchant: 'PROPERTY SHOP',
      events: [
        { token: randomUUID(), type: 'AUTHORIZATION', cents },
        { token: randomUUID(), type: 'CLEARING', cents },
      ],
    }),
  )
  expect(res.statusCode, res.body).toBe(200)
  return token
}

async function books(cardId: string, transactionToken: string) {
  const [row] = rowsOf<{ credited: string | null; status: string | null; ledger: string; balance: string }>(
    await kit.db.execute(sql`SELECT
      (SELECT credited_micro::text FROM card_disputes WHERE issuer = 'lithic' AND transaction_token = ${transactionToken}) AS credited,
      (SELECT status FROM card_disputes WHERE issuer = 'lithic' AND transaction_token = ${transactionToken}) AS status,
      (SELECT coalesce(sum(l.balance_delta), 0)::text FROM card_ledger l JOIN card_disputes d ON d.id = (l.meta->>'disputeId')
        WHERE l.kind = 'dispute' AND d.transaction_token = ${transactionToken}) AS ledger,
      (SELECT balance_micro::text FROM cards WHERE id = ${cardId}) AS balance`),
  )
  return row!
}

describe('dispute money through the whole webhook vocabulary, any order, with duplicates', () => {
  it('Managed Disputes cases and Chargebacks API disputes end credited what the newest update says, once', async () => {
    let run = 0
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 100, max: 20_000 }),
        fc.array(caseStep, { minLength: 0, maxLength: 8 }),
        fc.constantFrom<'OPEN' | 'WON' | 'LOST' | 'PARTIALLY_WON' | 'WITHDRAWN' | 'DENIED'>(
          'OPEN',
          'WON',
          'LOST',
          'PARTIALLY_WON',
          'WITHDRAWN',
          'DENIED',
        ),
        fc.array(fc.nat(), { minLength: 64, maxLength: 64 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 12, maxLength: 12 }),
        fc.constantFrom('CASE_WON', 'CASE_CLOSED'),
        fc.subarray([
          'NEW',
          'PENDING_CUSTOMER',
          'SUBMITTED',
          'REPRESENTMENT',
          'PREARBITRATION',
          'ARBITRATION',
        ]),
        fc.nat({ max: 40 }),
        async (amount, steps, outcome, keys, times, chargebackOutcome, chargebackSteps, sweepAt) => {
          const card = cards[run++ % CARDS]!
          // A Managed Disputes case: every snapshot, the last one closed with its disposition unless still open.
          const purchase = await settledPurchase(card, amount)
          const before = BigInt((await books(card.id, purchase)).balance)
          const caseToken = randomUUID()
          const snapshots = playCase(amount, steps)
          const payloads = snapshots.map((snapshot, i) => {
            const last = i === snapshots.length - 1
            return disputeTransaction({
              token: caseToken,
              cardToken: card.token,
              transactionToken: purchase,
              cents: amount,
              events: snapshot.events,
              recovered: snapshot.recovered,
              writtenOff: snapshot.writtenOff,
              status: last && outcome !== 'OPEN' ? 'CLOSED' : 'OPEN',
              disposition: last && outcome !== 'OPEN' ? outcome : null,
            })
          })
          const order = payloads
            .flatMap((payload, i) => Array.from({ length: times[i % times.length]! }, () => payload))
            .map((payload, i) => ({ payload, key: keys[i % keys.length]! * 1_000 + i }))
            .sort((a, b) => a.key - b.key)
          for (const { payload } of order) {
            const res = await kit.deliver(payload)
            expect(res.statusCode, res.body).toBe(200)
          }
          const newest = snapshots[snapshots.length - 1]!
          const expected = getDisputeCredit({
            amountMicro: BigInt(amount) * CENT,
            provisionalMicro: BigInt(newest.provisional) * CENT,
            finalMicro: BigInt(newest.recovered + newest.writtenOff) * CENT,
          })
          const after = await books(card.id, purchase)
          expect(after.credited).toBe(expected.toString())
          expect(after.ledger).toBe(expected.toString())
          expect(BigInt(after.balance) - before).toBe(expected)
          expect(BigInt(after.credited!)).toBeLessThanOrEqual(BigInt(amount) * CENT)

          // A Chargebacks API dispute of another purchase: some statuses, then its outcome, shuffled.
          const second = await settledPurchase(card, amount)
          const secondBefore = BigInt((await books(card.id, second)).balance)
          const disputeToken = randomUUID()
          const statuses = [...chargebackSteps, chargebackOutcome]
          const updates = statuses.flatMap((status, i) =>
            Array.from({ length: times[(i + 5) % times.length]! }, () =>
              disputeUpdated({
                token: disputeToken,
                transactionToken: second,
                cents: amount,
                status,
                resolution:
                  status === 'CASE_CLOSED'
                    ? 'NO_DISPUTE_RIGHTS_OTHER'
                    : status === 'CASE_WON'
                      ? 'WON_FIRST_CHARGEBACK'
                      : null,
              }),
            ),
          )
          const shuffled = updates
            .map((payload, i) => ({ payload, key: keys[(i * 7) % keys.length]! * 1_000 + i }))
            .sort((a, b) => a.key - b.key)
          // Reg E's provisional credit (the program's for a Chargebacks API dispute) is due at some point among
          // the deliveries, 10 business days after the case was opened: before it exists, while it is open or
          // after it ended; it changes what the card ends with in no case.
          const sweepProvisional = async () => {
            kit.t.clock.advance(30 * 86_400_000)
            await sweepProvisionalCredits(kit.db, 'auto', kit.t.clock.now())
          }
          for (const [i, { payload }] of shuffled.entries()) {
            if (i === sweepAt % (shuffled.length + 1)) await sweepProvisional()
            const res = await kit.deliver(payload)
            expect(res.statusCode, res.body).toBe(200)
          }
          if (sweepAt % (shuffled.length + 1) === shuffled.length) await sweepProvisional()
          const won = chargebackOutcome === 'CASE_WON'
          const secondAfter = await books(card.id, second)
          expect(secondAfter.status).toBe(won ? 'won' : 'lost')
          expect(secondAfter.credited).toBe(won ? (BigInt(amount) * CENT).toString() : '0')
          expect(secondAfter.ledger).toBe(secondAfter.credited)
          expect(BigInt(secondAfter.balance) - secondBefore).toBe(BigInt(secondAfter.credited!))
        },
      ),
      { numRuns: RUNS },
    )
  }, 600_000)
})
