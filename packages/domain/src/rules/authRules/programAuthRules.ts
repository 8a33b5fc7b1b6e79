import type { ProgramPolicy } from '../controls/programPolicy'

/** Every rule we keep at the issuer starts with this, so a sync never touches rules someone else made. */
export const AUTH_RULE_PREFIX = 'chaincard: '

/** A rule the program policy wants at the issuer (Lithic Auth Rules v2), as its API takes it. */
export type DesiredAuthRule = {
  name: string
  type: 'CONDITIONAL_ACTION' | 'VELOCITY_LIMIT'
  /** The event stream it runs in (CONDITIONAL_ACTION needs it; velocity limits are authorizations only). */
  eventStream: 'AUTHORIZATION'
  parameters: Record<string, unknown>
}

/** A rule as the issuer lists it: its token, name, state and active parameters. */
export type ExistingAuthRule = {
  token: string
  name: string | null
  state: 'ACTIVE' | 'INACTIVE' | string
  parameters: Record<string, unknown> | null
}

export type AuthRulesPlan = {
  create: DesiredAuthRule[]
  update: { token: string; rule: DesiredAuthRule }[]
  /** Ours, still active, no longer wanted (e.g. cash allowed now): turned off, never deleted (its history stays). */
  deactivate: { token: string; name: string }[]
  unchanged: string[]
}

const MICRO_PER_CENT = 10_000n

/** Micro-USD as the whole cents Lithic's limits take (the policy's amounts have at most 2 decimals). */
function cents(micro: bigint): number {
  return Number(micro / MICRO_PER_CENT)
}

/**
 * The program policy as Lithic Auth Rules v2 at program level, so the network declines what the policy forbids
 * even when our responder is not reached: the blocked merchant codes and, unless cash is allowed, any
 * authorization with a cash amount (an ATM, cash back), as CONDITIONAL_ACTION declines; a card's spend per day
 * (amount and count) and per month as VELOCITY_LIMITs. Lithic counts its fixed days and months in Eastern Time,
 * ours in UTC: the network's rule is the backstop, ours decides first.
 */
export function programAuthRules(policy: ProgramPolicy): DesiredAuthRule[] {
  const rules: DesiredAuthRule[] = []
  if (policy.blockedMccs.length > 0) {
    rules.push({
      name: `${AUTH_RULE_PREFIX}blocked merchant categories`,
      type: 'CONDITIONAL_ACTION',
      eventStream: 'AUTHORIZATION',
      parameters: {
        action: 'DECLINE',
        conditions: [{ attribute: 'MCC', operation: 'IS_ONE_OF', value: [...policy.blockedMccs].sort() }],
      },
    })
  }
  if (!policy.cashAllowed) {
    rules.push({
      name: `${AUTH_RULE_PREFIX}no cash`,
      type: 'CONDITIONAL_ACTION',
      eventStream: 'AUTHORIZATION',
      parameters: {
        action: 'DECLINE',
        conditions: [{ attribute: 'CASH_AMOUNT', operation: 'IS_GREATER_THAN', value: 0 }],
      },
    })
  }
  rules.push(
    {
      name: `${AUTH_RULE_PREFIX}daily spend per card`,
      type: 'VELOCITY_LIMIT',
      eventStream: 'AUTHORIZATION',
      parameters: {
        scope: 'CARD',
        period: { type: 'DAY' },
        limit_amount: cents(policy.dailyAmountMicro),
        limit_count: policy.dailyCount,
      },
    },
    {
      name: `${AUTH_RULE_PREFIX}monthly spend per card`,
      type: 'VELOCITY_LIMIT',
      eventStream: 'AUTHORIZATION',
      parameters: {
        scope: 'CARD',
        period: { type: 'MONTH' },
        limit_amount: cents(policy.monthlyAmountMicro),
        limit_count: null,
      },
    },
  )
  return rules
}

/** Deep equality of JSON values (key order aside). */
function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]))
    )
  }
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const left = a as Record<string, unknown>
    const right = b as Record<string, unknown>
    const keys = new Set([...Object.keys(left), ...Object.keys(right)])
    return [...keys].every((key) => sameJson(left[key] ?? null, right[key] ?? null))
  }
  return (a ?? null) === (b ?? null)
}

/**
 * The issuer's rule already says what we want: active, and every parameter we set equal (the issuer may add
 * defaults of its own, such as empty filters, which we do not set and do not compare).
 */
function matches(existing: ExistingAuthRule, rule: DesiredAuthRule): boolean {
  if (existing.state !== 'ACTIVE' || !existing.parameters) return false
  return Object.entries(rule.parameters).every(([key, value]) => sameJson(existing.parameters?.[key], value))
}

/**
 * What a sync does: each wanted rule is created when no rule of ours has its name, updated when ours says
 * something else (or is inactive), left alone when it matches; a rule of ours no longer wanted and still active
 * is deactivated. Rules not named with our prefix are never touched. Run again on the result, it plans nothing.
 */
export function planAuthRulesSync(wanted: DesiredAuthRule[], existing: ExistingAuthRule[]): AuthRulesPlan {
  const plan: AuthRulesPlan = { create: [], update: [], deactivate: [], unchanged: [] }
  const ours = existing.filter((rule) => rule.name?.startsWith(AUTH_RULE_PREFIX))
  for (const rule of wanted) {
    const found = ours.find((r) => r.name === rule.name)
    if (!found) plan.create.push(rule)
    else if (matches(found, rule)) plan.unchanged.push(rule.name)
    else plan.update.push({ token: found.token, rule })
  }
  for (const rule of ours) {
    if (wanted.some((w) => w.name === rule.name) || rule.state !== 'ACTIVE') continue
    plan.deactivate.push({ token: rule.token, name: rule.name ?? '' })
  }
  return plan
}
