import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  fateCounts,
  lithicTransactionJson,
  md5Uuid,
  type ScriptedDay,
  scriptedTransaction,
} from '../src/reconcile/scriptLithicDay'
import { type FakeLithicApi, startFakeLithicApi } from '../src/reconcile/startFakeLithicApi'

const day: ScriptedDay = { day: '2026-12-04', transactions: 2_345, cards: 100 }

describe('the scripted day', () => {
  it("counts each fate as the transactions' own fates add up, a differing one never a lost one", () => {
    for (const transactions of [1, 99, 100, 101, 507, 508, 1_507, 1_508, 2_345, 100_000]) {
      const counted = { booked: 0, lost: 0, differs: 0 }
      for (let i = 0; i < transactions; i++) counted[scriptedTransaction({ ...day, transactions }, i).fate]++
      expect(fateCounts(transactions), `${transactions} transactions`).toEqual(counted)
    }
    expect(fateCounts(100_000)).toEqual({ booked: 98_900, lost: 1_000, differs: 100 })
  })

  it("makes tokens as PostgreSQL's md5(text)::uuid::text prints them, and keeps each transaction inside its day", () => {
    // SELECT md5('abc')::uuid::text
    expect(md5Uuid('abc')).toBe('90015098-3cd2-4fb0-d696-3f7d28e17f72')
    const first = scriptedTransaction(day, 0)
    const last = scriptedTransaction(day, day.transactions - 1)
    expect(first.created.toISOString()).toBe('2026-12-04T00:00:00.000Z')
    expect(last.created.getTime()).toBeLessThan(Date.parse('2026-12-05T00:00:00Z'))
    expect(scriptedTransaction(day, 101).cardToken).toBe('scale-2')
  })

  it('lists a settled purchase whose events the server reads as an authorization and a clearing of its amount', () => {
    const t = scriptedTransaction(day, 7)
    const json = lithicTransactionJson(t) as {
      status: string
      amounts: { settlement: { amount: number }; hold: { amount: number } }
      events: { token: string; type: string; amounts: { cardholder: { amount: number } } }[]
    }
    expect(json.status).toBe('SETTLED')
    expect(json.amounts.settlement.amount).toBe(t.cents)
    expect(json.amounts.hold.amount).toBe(0)
    expect(json.events.map((e) => [e.token, e.type, e.amounts.cardholder.amount])).toEqual([
      [t.authorizationEventToken, 'AUTHORIZATION', t.cents],
      [t.clearingEventToken, 'CLEARING', t.cents],
    ])
  })
})

describe('the fake Lithic API', () => {
  let fake: FakeLithicApi
  const other: ScriptedDay = { day: '2026-12-03', transactions: 150, cards: 100 }
  beforeAll(async () => {
    fake = await startFakeLithicApi('key', [day, other])
  })
  afterAll(async () => {
    await fake.stop()
  })

  it("pages one day's transactions as the SDK's cursor pages ask (starting_after the last), each once, and none of the other day", async () => {
    const tokens: string[] = []
    let after: string | undefined
    let pages = 0
    for (;;) {
      const query = new URLSearchParams({
        begin: '2026-12-04T00:00:00.000Z',
        end: '2026-12-05T00:00:00.000Z',
        page_size: '100',
        ...(after ? { starting_after: after } : {}),
      })
      const res = await fetch(`${fake.url}/v1/transactions?${query}`, { headers: { authorization: 'key' } })
      const page = (await res.json()) as { data: { token: string }[]; has_more: boolean }
      pages++
      tokens.push(...page.data.map((t) => t.token))
      if (!page.has_more) break
      after = page.data.at(-1)?.token
    }
    expect(pages).toBe(24)
    expect(fake.pages()).toBe(24)
    expect(tokens).toHaveLength(day.transactions)
    expect(new Set(tokens).size).toBe(day.transactions)
    expect(tokens[0]).toBe(scriptedTransaction(day, 0).token)
    expect(tokens.at(-1)).toBe(scriptedTransaction(day, day.transactions - 1).token)
  })

  it('refuses a missing API key, a page size above 100 and an unknown cursor as Lithic does', async () => {
    const list = `${fake.url}/v1/transactions`
    expect((await fetch(list)).status).toBe(401)
    const key = { headers: { authorization: 'key' } }
    expect((await fetch(`${list}?page_size=101`, key)).status).toBe(400)
    expect((await fetch(`${list}?starting_after=nope`, key)).status).toBe(400)
    expect((await fetch(`${fake.url}/v1/cards`, key)).status).toBe(404)
    const backwards = (await (
      await fetch(`${list}?page_size=2&ending_before=${scriptedTransaction(day, 0).token}`, key)
    ).json()) as { data: { token: string }[]; has_more: boolean }
    // Before the day's first: the other (earlier) day's last two.
    expect(backwards.data.map((t) => t.token)).toEqual([
      scriptedTransaction(other, 148).token,
      scriptedTransaction(other, 149).token,
    ])
    expect(backwards.has_more).toBe(true)
  })
})
