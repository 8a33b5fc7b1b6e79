import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../../db/rowsOf'
import { setCardLockAndWallets } from '../../../flows/setCardLockAndWallets'
import { createIssuerJobs } from '../../../jobs/issuerJobs'
import { type AppContext, appContext } from '../../../runtime/appContext'
import { IssuerUnavailableError } from '../../../runtime/issuerErrors'
import { type CardsKit, createCardsKit, type KitUser, USD } from '../../cards/test/cardsKit'
import { declineExpiredChallenges } from '../adapters/sandbox/declineExpiredChallenges'
import { declineInactiveCardChallenges } from './declineInactiveCardChallenges'

// A 3DS challenge raised just before its card stops being active (the owner's lock, an operator's, the issuer's
// pause, a negative balance) can no longer be answered in the app, which asks for challenges of active cards
// only: it is declined through the issuer at once, in the lock's own flow (a sweep for the ways outside a
// request), with its challenge.closed event; an unlock revives none; a decline the issuer does not take is left
// to expire. On the sandbox issuer, through the real routes. ROLE api: no background sweep of the app's own races
// the test's calls.
let kit: CardsKit
beforeAll(async () => {
  kit = await createCardsKit({ config: { role: 'api' } })
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

/** A card with a challenged purchase waiting for its owner's answer. */
async function challengedCard(i: number, merchantName = 'Cinema') {
  const user = await kit.activeUser(i)
  const { id } = await kit.activeCard(user, 50n * USD)
  const balance = (await user.api.get(`/card/${id}`)).json().balance as string
  const purchase = await user.api.post(`/sandbox/cards/${id}/authorizations`, {
    amount: '5.00',
    merchantName,
    threeDS: true,
  })
  expect(purchase.json(), purchase.body).toMatchObject({ status: 'challenge' })
  const challenge = (await user.api.get(`/card/${id}/challenge`)).json()
  expect(challenge).toMatchObject({ merchantName, amount: '5.00' })
  return { user, id, balance, purchaseId: purchase.json().id as string, challengeId: challenge.id as string }
}

async function state(challengeId: string, purchaseId: string) {
  const [challenge] = rowsOf<{ status: string }>(
    await kit.db.execute(sql`SELECT status FROM card_challenges WHERE id = ${challengeId}`),
  )
  const [purchase] = rowsOf<{ status: string; decline_reason: string | null }>(
    await kit.db.execute(
      sql`SELECT status, decline_reason FROM card_authorizations WHERE id = ${purchaseId}`,
    ),
  )
  const events = rowsOf<{ kind: string; payload: Record<string, unknown> }>(
    await kit.db.execute(
      sql`SELECT kind, payload FROM card_events WHERE kind LIKE 'challenge.%' AND payload->>'challengeId' = ${challengeId} ORDER BY id`,
    ),
  )
  return {
    challenge: challenge!.status,
    purchase: purchase!,
    events: events.map((e) => [e.kind, e.payload.status]),
  }
}

/** The app's context with an issuer that does not take challenge answers (out of reach). */
function issuerRefusingAnswers(): { ctx: AppContext; calls: string[] } {
  const ctx = appContext(kit.app)
  const calls: string[] = []
  const issuer = Object.create(ctx.issuer) as AppContext['issuer']
  issuer.answerChallenge = async (_challenge, answer) => {
    calls.push(`${answer} refused`)
    throw new IssuerUnavailableError('card issuer: 3DS challenge response: unreachable')
  }
  return { ctx: { ...ctx, issuer }, calls }
}

const answer = (user: KitUser, id: string, challengeId: string) =>
  user.api.post(`/card/${id}/challenge/${challengeId}`, { answer: 'approve' })

describe('a challenge of a card that stops being active', () => {
  it('is declined through the issuer when its owner locks the card; the unlock does not revive it', async () => {
    const { user, id, balance, purchaseId, challengeId } = await challengedCard(1)
    const locked = await user.api.post(`/card/${id}/lock`)
    expect(locked.statusCode, locked.body).toBe(204)

    expect(await state(challengeId, purchaseId)).toEqual({
      challenge: 'declined',
      // The sandbox network ended the purchase as a challenge its cardholder declined.
      purchase: { status: 'declined', decline_reason: 'cardholder_declined' },
      events: [
        ['challenge.opened', 'pending'],
        ['challenge.closed', 'declined'],
      ],
    })
    // Nothing held for it: the whole balance is there.
    expect((await user.api.get(`/card/${id}`)).json().balance).toBe(balance)

    expect((await user.api.post(`/card/${id}/unlock`)).statusCode).toBe(204)
    expect((await user.api.get(`/card/${id}/challenge`)).json()).toBe('OK')
    const late = await answer(user, id, challengeId)
    expect(late.statusCode).toBe(409)
    expect(late.json().message).toBe('invalid action: the challenge was already declined')
    expect((await state(challengeId, purchaseId)).challenge).toBe('declined')
  })

  it('is declined when an operator locks, suspends or expires the card', async () => {
    for (const [i, action] of [
      [2, 'lock'],
      [3, 'suspend'],
      [7, 'expire'],
    ] as const) {
      const card = await challengedCard(i)
      const done = await kit.admin.post(`/admin/cards/${card.id}/${action}`)
      expect(done.statusCode, done.body).toBe(204)
      expect((await state(card.challengeId, card.purchaseId)).challenge, action).toBe('declined')
    }
  })

  it('an issuer that does not take the decline leaves the lock done, the challenge closed here and ended by its expiry', async () => {
    const { user, id, purchaseId, challengeId } = await challengedCard(4)
    const { ctx, calls } = issuerRefusingAnswers()
    const warnings: string[] = []
    const log = { warn: (_: unknown, message: string) => void warnings.push(message) }

    await setCardLockAndWallets(ctx, id, user.lower, true, log)
    expect((await user.api.get(`/card/${id}`)).json().status).toBe('locked')
    // Closed here once (no second challenge.opened: no second mail or push), still open at the issuer.
    expect(await state(challengeId, purchaseId)).toEqual({
      challenge: 'declined',
      purchase: { status: 'challenge', decline_reason: null },
      events: [
        ['challenge.opened', 'pending'],
        ['challenge.closed', 'declined'],
      ],
    })
    expect(warnings).toEqual([
      'the card issuer did not take the decline of a challenge of a card no longer active: it ends at its expiry',
    ])
    // Not asked again: the sweep finds nothing open.
    expect(await declineInactiveCardChallenges({ ...ctx, log })).toBe(0)
    expect(calls).toEqual(['decline refused'])

    // Its expiry ends it at the issuer, as an unanswered challenge's does.
    kit.t.clock.advance(6 * 60_000)
    expect(await declineExpiredChallenges(kit.db, kit.t.clock.now())).toBe(1)
    expect((await state(challengeId, purchaseId)).purchase).toEqual({
      status: 'declined',
      decline_reason: 'otp_expired',
    })
  })

  it("the issuer's jobs sweep the challenges of a card that left active outside a request (a negative balance)", async () => {
    const { id, purchaseId, challengeId } = await challengedCard(5)
    const other = await challengedCard(6, 'Bakery')
    // The ledger locks a card whose balance went below zero (a late clearing), in its own transaction.
    await kit.db.execute(
      sql`UPDATE cards SET status = 'locked', lock_reason = 'negative_balance' WHERE id = ${id}`,
    )
    const jobs = createIssuerJobs(kit.app)
    await jobs.runOnce(['inactive-card-challenges'])
    await jobs.stop()
    expect((await state(challengeId, purchaseId)).challenge).toBe('declined')
    // An active card's challenge is left to its owner.
    expect((await state(other.challengeId, other.purchaseId)).challenge).toBe('pending')
    expect((await other.user.api.get(`/card/${other.id}/challenge`)).json()).toMatchObject({
      merchantName: 'Bakery',
    })
  })
})
