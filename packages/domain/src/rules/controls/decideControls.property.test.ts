import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { type CardControls, ControlDeclineReason } from '../../schemas/controls'
import {
  type AuthorizationChannel,
  type ControlledAuthorization,
  type ControlsDecline,
  decideControls,
} from './decideControls'
import type { ProgramPolicy } from './programPolicy'
import { velocityWindowOf } from './velocityWindow'

// Merchant codes with the category each belongs to, written out here rather than asked of categoryOfMcc, so the
// property checks the decision against an independent reading of the category list. Range edges included.
const MCCS: [string, string | null][] = [
  ['5411', null],
  ['5812', null],
  ['7995', 'gambling'],
  ['7800', 'gambling'],
  ['9406', 'gambling'],
  ['4829', 'money_transfer_crypto'],
  ['6051', 'money_transfer_crypto'],
  ['6540', 'money_transfer_crypto'],
  ['6211', 'securities'],
  ['5967', 'adult'],
  ['6011', 'cash_withdrawal'],
  ['3000', 'travel'],
  ['3999', 'travel'],
  ['4000', null],
  ['2999', null],
  ['4511', 'travel'],
  ['5815', 'subscriptions'],
  ['5968', 'subscriptions'],
  ['5921', 'alcohol_tobacco'],
  ['5542', 'fuel'],
]
const CATEGORY_OF = new Map(MCCS)
const CATEGORIES = [
  'gambling',
  'adult',
  'money_transfer_crypto',
  'securities',
  'cash_withdrawal',
  'travel',
  'subscriptions',
  'alcohol_tobacco',
  'fuel',
] as const
const COUNTRIES = ['USA', 'DEU', 'FRA', 'JPN'] as const
const ACCEPTORS = ['ACQ-1', 'ACQ-2', 'ACQ-3'] as const
const CENT = 10_000n

const cents = (min: number, max: number) => fc.integer({ min, max }).map((c) => BigInt(c) * CENT)
const usdText = (micro: bigint) =>
  `${micro / 1_000_000n}.${String((micro % 1_000_000n) / CENT).padStart(2, '0')}`

const policyArb: fc.Arbitrary<ProgramPolicy> = fc
  .record({
    // Lenient as often as strict, so streams get past the program to the velocity and the owner's controls.
    blockedMccs: fc.subarray(
      MCCS.map(([mcc]) => mcc),
      { maxLength: 4 },
    ),
    cashAllowed: fc.boolean(),
    dailyAmountMicro: cents(1, 15_000),
    dailyCount: fc.integer({ min: 1, max: 6 }),
    monthlyFactor: fc.constantFrom(1, 1, 2, 3),
    avs: fc.constantFrom('off', 'off', 'decline_mismatch', 'decline_partial' as const),
  })
  .map(({ monthlyFactor, ...p }) => ({
    ...p,
    monthlyAmountMicro: p.dailyAmountMicro * BigInt(monthlyFactor),
  }))

const limitArb = fc.option(cents(1, 15_000).map(usdText), { nil: null })
const controlsArb: fc.Arbitrary<CardControls> = fc.record({
  limits: fc.record({ perPurchase: limitArb, daily: limitArb, monthly: limitArb }),
  blockedCategories: fc.subarray([...CATEGORIES]),
  channels: fc.record({ online: fc.boolean(), inStore: fc.boolean(), atm: fc.boolean() }),
  countries: fc.option(fc.subarray([...COUNTRIES], { minLength: 1 }), { nil: null }),
  merchantLock: fc.constantFrom('off', 'first_merchant', 'single_use' as const),
})

// Requests minutes to a day and a half apart from shortly before a month's last midnight, so streams cross
// UTC days and months.
const requestArb = fc
  .record({
    gapMs: fc.oneof(
      { arbitrary: fc.integer({ min: 0, max: 3_600_000 }), weight: 2 },
      { arbitrary: fc.integer({ min: 0, max: 36 * 3_600_000 }), weight: 1 },
    ),
    amountMicro: fc.oneof(cents(0, 6_000), fc.bigInt({ min: 0n, max: 60_000_000n }), fc.constant(0n)),
    cash: fc.constantFrom('none', 'some', 'all'),
    mcc: fc.constantFrom(...MCCS.map(([mcc]) => mcc)),
    channel: fc.constantFrom<AuthorizationChannel>('card_present', 'card_not_present', 'atm'),
    country: fc.constantFrom<string | null>(...COUNTRIES, 'GBR', null),
    acceptorId: fc.constantFrom<string | null>(...ACCEPTORS, null),
    avs: fc.constantFrom('match', 'partial', 'mismatch', 'not_checked' as const),
  })
  .map(({ gapMs, cash, ...r }) => ({
    gapMs,
    request: {
      ...r,
      cashMicro: cash === 'none' ? 0n : cash === 'all' ? r.amountMicro : r.amountMicro / 2n + 1n,
    } satisfies ControlledAuthorization,
  }))

const startArb = fc.integer({ min: 0, max: 3 * 86_400_000 }).map((ms) => Date.UTC(2026, 0, 31, 20) + ms)

type Approval = { at: number; request: ControlledAuthorization }

/** The card's approvals in the same UTC day (`yyyy-mm-dd`) or month (`yyyy-mm`) as `at`, read off the ISO text. */
function spent(approvals: Approval[], at: number, prefix: 10 | 7) {
  const key = new Date(at).toISOString().slice(0, prefix)
  const same = approvals.filter((a) => new Date(a.at).toISOString().slice(0, prefix) === key)
  return { count: same.length, amount: same.reduce((sum, a) => sum + a.request.amountMicro, 0n) }
}

const CHANNEL_SWITCH = { card_present: 'inStore', card_not_present: 'online', atm: 'atm' } as const
const micro = (limit: string) => BigInt(limit.replace('.', '')) * CENT

/** Every rule the request breaks given what was approved before it, each read independently of decideControls. */
function brokenRules(
  r: ControlledAuthorization,
  at: number,
  p: ProgramPolicy,
  c: CardControls,
  before: Approval[],
) {
  const day = spent(before, at, 10)
  const month = spent(before, at, 7)
  const category = CATEGORY_OF.get(r.mcc) ?? null
  const program = {
    blocked_mcc: p.blockedMccs.includes(r.mcc),
    cash: !p.cashAllowed && (r.cashMicro > 0n || r.channel === 'atm'),
    avs:
      r.channel === 'card_not_present' &&
      ((r.avs === 'mismatch' && p.avs !== 'off') || (r.avs === 'partial' && p.avs === 'decline_partial')),
    daily_count: day.count + 1 > p.dailyCount,
    daily_amount: day.amount + r.amountMicro > p.dailyAmountMicro,
    monthly_amount: month.amount + r.amountMicro > p.monthlyAmountMicro,
  }
  const owner = {
    single_use_spent: c.merchantLock === 'single_use' && before.some((a) => a.request.amountMicro > 0n),
    merchant_locked:
      c.merchantLock === 'first_merchant' &&
      (r.acceptorId === null || before.some((a) => a.request.acceptorId !== r.acceptorId)),
    channel_off: !c.channels[CHANNEL_SWITCH[r.channel]],
    category_blocked: category !== null && (c.blockedCategories as string[]).includes(category),
    country_blocked:
      c.countries !== null && (r.country === null || !(c.countries as string[]).includes(r.country)),
    over_purchase_limit: c.limits.perPurchase !== null && r.amountMicro > micro(c.limits.perPurchase),
    over_daily_limit: c.limits.daily !== null && day.amount + r.amountMicro > micro(c.limits.daily),
    over_monthly_limit: c.limits.monthly !== null && month.amount + r.amountMicro > micro(c.limits.monthly),
  }
  return { program, owner, category }
}

/** The decline's details agree with the rule it names, and the rule is one the request breaks. */
function expectDeclineIsTrue(
  d: ControlsDecline,
  broken: ReturnType<typeof brokenRules>,
  r: ControlledAuthorization,
  p: ProgramPolicy,
  c: CardControls,
) {
  const { program, owner } = broken
  if (d.reason === 'program_policy') {
    expect(program[d.rule]).toBe(true)
    if (d.rule === 'blocked_mcc') expect(d.mcc).toBe(r.mcc)
    if (d.rule === 'daily_count') expect(d.limit).toBe(p.dailyCount)
    if (d.rule === 'daily_amount') expect(d.limitMicro).toBe(p.dailyAmountMicro)
    if (d.rule === 'monthly_amount') expect(d.limitMicro).toBe(p.monthlyAmountMicro)
    return
  }
  // The owner's controls are decided after the program's: an owner's reason means the program let it pass.
  expect(Object.values(program)).not.toContain(true)
  expect(owner[d.reason]).toBe(true)
  if (d.reason === 'category_blocked') expect(d.category).toBe(broken.category)
  if (d.reason === 'channel_off') expect(d.control).toBe(CHANNEL_SWITCH[r.channel])
  if (d.reason === 'country_blocked') expect(d.country).toBe(r.country)
  if (d.reason === 'over_purchase_limit') expect(d.limitMicro).toBe(micro(c.limits.perPurchase!))
  if (d.reason === 'over_daily_limit') expect(d.limitMicro).toBe(micro(c.limits.daily!))
  if (d.reason === 'over_monthly_limit') expect(d.limitMicro).toBe(micro(c.limits.monthly!))
}

describe('decideControls on random streams of authorizations', () => {
  // What the streams reached, so a generator that stopped reaching a rule fails rather than passes vacuously.
  const reached = new Set<string>()

  it('never approves what breaks a control or the policy, and every decline names a rule the request breaks', () => {
    fc.assert(
      fc.property(
        policyArb,
        controlsArb,
        startArb,
        fc.array(requestArb, { minLength: 1, maxLength: 40, size: 'medium' }),
        (policy, controls, start, stream) => {
          const approvals: Approval[] = []
          let lockedAcceptorId: string | null = null
          let singleUseSpent = false
          let at = start
          for (const { gapMs, request } of stream) {
            at += gapMs
            // What the server reads: the card's approvals inside the request's windows.
            const w = velocityWindowOf(new Date(at))
            const inWindow = (from: Date, to: Date) =>
              approvals.filter((a) => a.at >= from.getTime() && a.at < to.getTime())
            const day = inWindow(w.dayStart, w.dayEnd)
            const velocity = {
              dayAmountMicro: day.reduce((s, a) => s + a.request.amountMicro, 0n),
              dayCount: day.length,
              monthAmountMicro: inWindow(w.monthStart, w.monthEnd).reduce(
                (s, a) => s + a.request.amountMicro,
                0n,
              ),
            }
            const decision = decideControls(request, {
              controls,
              policy,
              velocity,
              lock: { lockedAcceptorId, singleUseSpent },
            })
            const broken = brokenRules(request, at, policy, controls, approvals)
            if (decision.approved) {
              expect(Object.entries(broken.program).filter(([, b]) => b)).toEqual([])
              expect(Object.entries(broken.owner).filter(([, b]) => b)).toEqual([])
              reached.add(
                decision.lockToAcceptorId !== null
                  ? 'locked'
                  : decision.spendsSingleUse
                    ? 'spent'
                    : 'approved',
              )
              approvals.push({ at, request })
              if (decision.lockToAcceptorId !== null) lockedAcceptorId = decision.lockToAcceptorId
              if (decision.spendsSingleUse) singleUseSpent = true
            } else {
              expectDeclineIsTrue(decision, broken, request, policy, controls)
              reached.add(decision.reason === 'program_policy' ? decision.rule : decision.reason)
            }
          }
          // Whole-stream invariants of the locks, on what was approved.
          if (controls.merchantLock === 'single_use') {
            expect(approvals.filter((a) => a.request.amountMicro > 0n).length).toBeLessThanOrEqual(1)
          }
          if (controls.merchantLock === 'first_merchant') {
            expect(new Set(approvals.map((a) => a.request.acceptorId)).size).toBeLessThanOrEqual(1)
            expect(approvals.map((a) => a.request.acceptorId)).not.toContain(null)
          }
        },
      ),
      { numRuns: 600 },
    )
    expect([...reached].sort()).toEqual(
      [
        'approved',
        'locked',
        'spent',
        'blocked_mcc',
        'cash',
        'avs',
        'daily_count',
        'daily_amount',
        'monthly_amount',
        ...ControlDeclineReason.options.filter((reason) => reason !== 'program_policy'),
      ].sort(),
    )
  })
})
