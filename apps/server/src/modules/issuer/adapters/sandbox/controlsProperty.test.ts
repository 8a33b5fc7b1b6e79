import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CardsKit, createCardsKit, USD } from '../../../cards/test/cardsKit'

// Property at the server: random owner's controls and random streams of purchases through the sandbox
// simulator, decided by the real decision on the real database. No approval breaks a control, the program's
// policy or the balance; every decline names a rule the purchase breaks. The rules are read here independently
// of the domain (merchant codes with their categories written out, amounts in cents).
const POLICY = {
  blockedMccs: ['7995', '6051'],
  cashAllowed: false,
  dailyAmountMicro: 60n * USD,
  dailyCount: 5,
  monthlyAmountMicro: 80n * USD,
  avs: 'decline_mismatch' as const,
}
const BALANCE_CENTS = 7_000

let kit: CardsKit
let accounts = 80
beforeAll(async () => {
  kit = await createCardsKit({ config: { role: 'api', programPolicy: POLICY } })
}, 120_000)
afterAll(async () => {
  await kit?.close()
})

const MCC_CATEGORY: Record<string, string | null> = {
  '5411': null,
  '5812': null,
  '7995': 'gambling',
  '6051': 'money_transfer_crypto',
  '4511': 'travel',
  '5815': 'subscriptions',
  '5542': 'fuel',
}
const CATEGORIES = ['gambling', 'money_transfer_crypto', 'travel', 'subscriptions', 'fuel']
const CHANNEL_SWITCH = { in_store: 'inStore', online: 'online', atm: 'atm' } as const

const cents = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`
const limitArb = fc.option(fc.integer({ min: 1, max: 5_000 }), { nil: null })
const controlsArb = fc.record({
  limits: fc.record({ perPurchase: limitArb, daily: limitArb, monthly: limitArb }),
  blockedCategories: fc.subarray(CATEGORIES),
  channels: fc.record({ online: fc.boolean(), inStore: fc.boolean(), atm: fc.boolean() }),
  countries: fc.option(fc.subarray(['USA', 'DEU', 'FRA'], { minLength: 1 }), { nil: null }),
  merchantLock: fc.constantFrom('off', 'off', 'first_merchant', 'single_use'),
})
const purchaseArb = fc.record({
  cents: fc.integer({ min: 1, max: 3_000 }),
  mcc: fc.constantFrom(...Object.keys(MCC_CATEGORY)),
  channel: fc.constantFrom('in_store', 'in_store', 'online', 'atm'),
  country: fc.constantFrom('USA', 'DEU', 'GBR'),
  merchant: fc.constantFrom('A', 'B'),
  cashCents: fc.constantFrom(0, 0, 0, 100),
  avs: fc.constantFrom('match', 'match', 'mismatch'),
})

type Controls = typeof controlsArb extends fc.Arbitrary<infer T> ? T : never
type Purchase = typeof purchaseArb extends fc.Arbitrary<infer T> ? T : never

/** Every rule the purchase breaks given the approved purchases before it (all in one UTC day and month). */
function broken(p: Purchase, c: Controls, approved: Purchase[]) {
  const spent = approved.reduce((sum, a) => sum + a.cents, 0)
  const micro = (n: number) => BigInt(n) * 10_000n
  const program =
    POLICY.blockedMccs.includes(p.mcc) ||
    p.channel === 'atm' ||
    p.cashCents > 0 ||
    (p.channel === 'online' && p.avs === 'mismatch') ||
    approved.length + 1 > POLICY.dailyCount ||
    micro(spent + p.cents) > POLICY.dailyAmountMicro ||
    micro(spent + p.cents) > POLICY.monthlyAmountMicro
  const category = MCC_CATEGORY[p.mcc] ?? null
  const owner: Record<string, boolean> = {
    single_use_spent: c.merchantLock === 'single_use' && approved.length > 0,
    merchant_locked: c.merchantLock === 'first_merchant' && approved.some((a) => a.merchant !== p.merchant),
    channel_off: !c.channels[CHANNEL_SWITCH[p.channel as keyof typeof CHANNEL_SWITCH]],
    category_blocked: category !== null && c.blockedCategories.includes(category),
    country_blocked: c.countries !== null && !c.countries.includes(p.country),
    over_purchase_limit: c.limits.perPurchase !== null && p.cents > c.limits.perPurchase,
    over_daily_limit: c.limits.daily !== null && spent + p.cents > c.limits.daily,
    over_monthly_limit: c.limits.monthly !== null && spent + p.cents > c.limits.monthly,
  }
  return { program, owner, balance: spent + p.cents > BALANCE_CENTS }
}

describe('the decision on random controls and random purchase streams (sandbox issuer, real database)', () => {
  it('approves nothing that breaks a rule, and every decline names a rule the purchase breaks', async () => {
    const reasons = new Set<string>()
    await fc.assert(
      fc.asyncProperty(
        controlsArb,
        fc.array(purchaseArb, { minLength: 1, maxLength: 8 }),
        async (c, stream) => {
          const user = await kit.activeUser(++accounts)
          const { id } = await kit.activeCard(user, BigInt(BALANCE_CENTS) * 10_000n)
          const body = {
            ...c,
            limits: {
              perPurchase: c.limits.perPurchase === null ? null : cents(c.limits.perPurchase),
              daily: c.limits.daily === null ? null : cents(c.limits.daily),
              monthly: c.limits.monthly === null ? null : cents(c.limits.monthly),
            },
          }
          const put = await user.api.put(`/card/${id}/controls`, body)
          expect(put.statusCode, put.body).toBe(200)
          const approved: Purchase[] = []
          for (const p of stream) {
            const res = await user.api.post(`/sandbox/cards/${id}/authorizations`, {
              amount: cents(p.cents),
              merchantName: p.merchant,
              acceptorId: `ACQ-${p.merchant}`,
              mcc: p.mcc,
              channel: p.channel,
              country: p.country,
              avs: p.avs,
              ...(p.cashCents > 0 && p.channel !== 'atm'
                ? { cashAmount: cents(Math.min(p.cashCents, p.cents)) }
                : {}),
            })
            expect(res.statusCode, res.body).toBe(200)
            const answer = res.json<{ status: string; declineReason?: string }>()
            const rules = broken(p, c, approved)
            if (answer.status === 'approved') {
              expect(rules.program, JSON.stringify({ p, c })).toBe(false)
              expect(
                Object.entries(rules.owner).filter(([, b]) => b),
                JSON.stringify({ p, c }),
              ).toEqual([])
              expect(rules.balance).toBe(false)
              approved.push(p)
            } else {
              const reason = answer.declineReason!
              reasons.add(reason)
              if (reason === 'program_policy') expect(rules.program, JSON.stringify({ p, c })).toBe(true)
              else if (reason === 'insufficient_balance') expect(rules.balance).toBe(true)
              else expect(rules.owner[reason], JSON.stringify({ reason, p, c })).toBe(true)
            }
          }
        },
      ),
      { numRuns: 25, seed: 40 },
    )
    // The streams reached the program's policy and the owner's controls.
    expect(reasons.has('program_policy')).toBe(true)
    expect(
      [...reasons].filter((r) => r !== 'program_policy' && r !== 'insufficient_balance').length,
    ).toBeGreaterThan(1)
  }, 300_000)
})
