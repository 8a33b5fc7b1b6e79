import { describe, expect, it } from 'vitest'
import { DEFAULT_PROGRAM_POLICY, type ProgramPolicy } from '../controls/programPolicy'
import {
  AUTH_RULE_PREFIX,
  type DesiredAuthRule,
  type ExistingAuthRule,
  planAuthRulesSync,
  programAuthRules,
} from './programAuthRules'

/** The rules as the issuer would list them after creating them (active, with a default of its own added). */
const listed = (rules: DesiredAuthRule[]): ExistingAuthRule[] =>
  rules.map((rule, i) => ({
    token: `tok-${i}`,
    name: rule.name,
    state: 'ACTIVE',
    parameters: { ...rule.parameters, ...(rule.type === 'VELOCITY_LIMIT' ? { filters: null } : {}) },
  }))

describe('programAuthRules', () => {
  it('mirrors the default policy: blocked codes and cash declined, daily and monthly velocity per card', () => {
    const rules = programAuthRules(DEFAULT_PROGRAM_POLICY)
    expect(rules.map((r) => `${r.type} ${r.name}`)).toEqual([
      'CONDITIONAL_ACTION chaincard: blocked merchant categories',
      'CONDITIONAL_ACTION chaincard: no cash',
      'VELOCITY_LIMIT chaincard: daily spend per card',
      'VELOCITY_LIMIT chaincard: monthly spend per card',
    ])
    expect(rules[0]!.parameters).toEqual({
      action: 'DECLINE',
      conditions: [
        {
          attribute: 'MCC',
          operation: 'IS_ONE_OF',
          value: ['4829', '6051', '6211', '7800', '7801', '7802', '7995', '9406'],
        },
      ],
    })
    expect(rules[1]!.parameters).toEqual({
      action: 'DECLINE',
      conditions: [{ attribute: 'CASH_AMOUNT', operation: 'IS_GREATER_THAN', value: 0 }],
    })
    // 2,500.00 USD a day in 50 purchases, 10,000.00 a month: Lithic takes cents.
    expect(rules[2]!.parameters).toEqual({
      scope: 'CARD',
      period: { type: 'DAY' },
      limit_amount: 250_000,
      limit_count: 50,
    })
    expect(rules[3]!.parameters).toMatchObject({ period: { type: 'MONTH' }, limit_amount: 1_000_000 })
  })

  it('wants no MCC rule for no blocked code and no cash rule when cash is allowed', () => {
    const open: ProgramPolicy = { ...DEFAULT_PROGRAM_POLICY, blockedMccs: [], cashAllowed: true }
    expect(programAuthRules(open).map((r) => r.name)).toEqual([
      `${AUTH_RULE_PREFIX}daily spend per card`,
      `${AUTH_RULE_PREFIX}monthly spend per card`,
    ])
  })

  it('converts amounts to cents exactly, at the smallest and a large amount', () => {
    const policy = {
      ...DEFAULT_PROGRAM_POLICY,
      dailyAmountMicro: 10_000n,
      monthlyAmountMicro: 999_999_999_990_000n,
    }
    const rules = programAuthRules(policy)
    expect(rules[2]!.parameters.limit_amount).toBe(1)
    expect(rules[3]!.parameters.limit_amount).toBe(99_999_999_999)
  })
})

describe('planAuthRulesSync', () => {
  const wanted = programAuthRules(DEFAULT_PROGRAM_POLICY)
  const someoneElses: ExistingAuthRule = {
    token: 'theirs',
    name: 'fraud team: block country',
    state: 'ACTIVE',
    parameters: { action: 'DECLINE', conditions: [] },
  }

  it('creates every rule on an issuer that has none of ours, and leaves others alone', () => {
    const plan = planAuthRulesSync(wanted, [someoneElses])
    expect(plan.create).toEqual(wanted)
    expect(plan).toMatchObject({ update: [], deactivate: [], unchanged: [] })
  })

  it('is idempotent: the rules as created plan nothing', () => {
    const plan = planAuthRulesSync(wanted, [...listed(wanted), someoneElses])
    expect(plan).toEqual({ create: [], update: [], deactivate: [], unchanged: wanted.map((r) => r.name) })
  })

  it('updates a rule whose parameters changed, or that was turned off', () => {
    const existing = listed(wanted)
    existing[2]!.parameters = { ...existing[2]!.parameters, limit_count: 40 }
    existing[3]!.state = 'INACTIVE'
    const plan = planAuthRulesSync(wanted, existing)
    expect(plan.update).toEqual([
      { token: 'tok-2', rule: wanted[2] },
      { token: 'tok-3', rule: wanted[3] },
    ])
    expect(plan.create).toEqual([])
  })

  it('a new blocked code is an update; codes in another order are not', () => {
    const existing = listed(wanted)
    const more = programAuthRules({ ...DEFAULT_PROGRAM_POLICY, blockedMccs: ['6051', '4829', '5967'] })
    expect(planAuthRulesSync(more, existing).update.map((u) => u.token)).toEqual(['tok-0'])
    const shuffled = programAuthRules({
      ...DEFAULT_PROGRAM_POLICY,
      blockedMccs: [...DEFAULT_PROGRAM_POLICY.blockedMccs].reverse(),
    })
    expect(planAuthRulesSync(shuffled, existing).update).toEqual([])
  })

  it('deactivates a rule of ours no longer wanted, once', () => {
    const existing = listed(wanted)
    const cashOn = programAuthRules({ ...DEFAULT_PROGRAM_POLICY, cashAllowed: true })
    expect(planAuthRulesSync(cashOn, existing).deactivate).toEqual([
      { token: 'tok-1', name: `${AUTH_RULE_PREFIX}no cash` },
    ])
    existing[1]!.state = 'INACTIVE'
    expect(planAuthRulesSync(cashOn, existing).deactivate).toEqual([])
  })
})
