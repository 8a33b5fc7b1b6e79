import { z } from 'zod'
import { parseUsd } from '../../money/usd'
import { isMcc } from './merchantCategories'

/**
 * Address verification for card-not-present purchases: `off`; `decline_mismatch` declines when neither the
 * street nor the postal code matched; `decline_partial` also declines when only one of them matched.
 */
export const AvsPolicy = z.enum(['off', 'decline_mismatch', 'decline_partial'])
export type AvsPolicy = z.infer<typeof AvsPolicy>

/**
 * The program's own rules, over every card and above any owner's controls: merchant codes never approved,
 * whether cash may be taken (an ATM, or cash back at a till), per-card velocity (amounts in micro-USD) and
 * address verification. A sponsor bank signs off on these, so they are configuration, not a card setting.
 */
export const ProgramPolicy = z.strictObject({
  blockedMccs: z.array(z.string().regex(/^\d{4}$/, 'must be a 4-digit merchant category code')),
  cashAllowed: z.boolean(),
  dailyAmountMicro: z.bigint().positive(),
  dailyCount: z.number().int().positive(),
  monthlyAmountMicro: z.bigint().positive(),
  avs: AvsPolicy,
})
export type ProgramPolicy = z.infer<typeof ProgramPolicy>

/**
 * Quasi-cash, money transfer, securities and gambling: the codes through which a prepaid card funded with
 * crypto is cashed out or gambled, which a sponsor bank asks to be blocked first.
 */
export const DEFAULT_BLOCKED_MCCS = ['4829', '6051', '6211', '7800', '7801', '7802', '7995', '9406'] as const
/** A day's spend a person rarely needs on a prepaid card, small enough that a stolen card loses little. */
export const DEFAULT_DAILY_AMOUNT_MICRO = 2_500_000_000n
/** Purchases per card per day: far above a person's, far below a card-testing script's. */
export const DEFAULT_DAILY_COUNT = 50
export const DEFAULT_MONTHLY_AMOUNT_MICRO = 10_000_000_000n

export const DEFAULT_PROGRAM_POLICY: ProgramPolicy = {
  blockedMccs: [...DEFAULT_BLOCKED_MCCS],
  cashAllowed: false,
  dailyAmountMicro: DEFAULT_DAILY_AMOUNT_MICRO,
  dailyCount: DEFAULT_DAILY_COUNT,
  monthlyAmountMicro: DEFAULT_MONTHLY_AMOUNT_MICRO,
  avs: 'decline_mismatch',
}

/** The environment variables of the program policy; each falls back to its default when unset or empty. */
export type ProgramPolicyEnv = {
  RISK_BLOCKED_MCCS?: string | undefined
  RISK_CASH?: string | undefined
  RISK_DAILY_AMOUNT?: string | undefined
  RISK_DAILY_COUNT?: string | undefined
  RISK_MONTHLY_AMOUNT?: string | undefined
  RISK_AVS?: string | undefined
}

export type ProgramPolicyEnvError = { variable: keyof ProgramPolicyEnv; message: string }

export type ParseProgramPolicyEnvResult =
  | { ok: true; policy: ProgramPolicy }
  | { ok: false; errors: ProgramPolicyEnvError[] }

const USD_PATTERN = /^(?:0|[1-9]\d{0,11})(?:\.\d{1,2})?$/

// An empty variable is unset: container tooling often passes `VAR=` for "not configured".
const given = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim()

function usdOf(text: string): bigint | null {
  if (!USD_PATTERN.test(text)) return null
  const micro = parseUsd(text)
  return micro > 0n ? micro : null
}

/**
 * Reads the program policy from its environment variables, collecting every mistake with the variable's name
 * and what it takes, so a start-up fails once with the whole list. `RISK_BLOCKED_MCCS=none` blocks no code.
 */
export function parseProgramPolicyEnv(env: ProgramPolicyEnv): ParseProgramPolicyEnvResult {
  const errors: ProgramPolicyEnvError[] = []
  const policy: ProgramPolicy = { ...DEFAULT_PROGRAM_POLICY, blockedMccs: [...DEFAULT_BLOCKED_MCCS] }

  const mccs = given(env.RISK_BLOCKED_MCCS)
  if (mccs !== undefined) {
    const codes = mccs.toLowerCase() === 'none' ? [] : mccs.split(',').map((code) => code.trim())
    const bad = codes.filter((code) => !isMcc(code))
    if (bad.length > 0) {
      errors.push({
        variable: 'RISK_BLOCKED_MCCS',
        message: `must be 4-digit merchant category codes separated by commas, or none (not ${bad.map((b) => JSON.stringify(b)).join(', ')})`,
      })
    } else policy.blockedMccs = [...new Set(codes)]
  }

  const cash = given(env.RISK_CASH)
  if (cash !== undefined) {
    if (cash === 'on' || cash === 'off') policy.cashAllowed = cash === 'on'
    else errors.push({ variable: 'RISK_CASH', message: `must be on or off (not "${cash}")` })
  }

  const amounts = [
    ['RISK_DAILY_AMOUNT', 'dailyAmountMicro'],
    ['RISK_MONTHLY_AMOUNT', 'monthlyAmountMicro'],
  ] as const
  for (const [variable, field] of amounts) {
    const text = given(env[variable])
    if (text === undefined) continue
    const micro = usdOf(text)
    if (micro === null) {
      errors.push({
        variable,
        message: `must be a USD amount greater than 0 with at most 2 decimals, such as 2500.00 (not "${text}")`,
      })
    } else policy[field] = micro
  }

  const count = given(env.RISK_DAILY_COUNT)
  if (count !== undefined) {
    if (/^[1-9]\d{0,8}$/.test(count)) policy.dailyCount = Number(count)
    else
      errors.push({ variable: 'RISK_DAILY_COUNT', message: `must be a whole number from 1 (not "${count}")` })
  }

  const avs = given(env.RISK_AVS)
  if (avs !== undefined) {
    const parsed = AvsPolicy.safeParse(avs)
    if (parsed.success) policy.avs = parsed.data
    else {
      errors.push({
        variable: 'RISK_AVS',
        message: `must be one of ${AvsPolicy.options.join(', ')} (not "${avs}")`,
      })
    }
  }

  // A month below a day makes the daily amount a lie: surely a typo, so refuse it rather than guess.
  if (
    !errors.some((e) => e.variable === 'RISK_DAILY_AMOUNT' || e.variable === 'RISK_MONTHLY_AMOUNT') &&
    policy.monthlyAmountMicro < policy.dailyAmountMicro
  ) {
    errors.push({ variable: 'RISK_MONTHLY_AMOUNT', message: 'must not be below RISK_DAILY_AMOUNT' })
  }

  return errors.length > 0 ? { ok: false, errors } : { ok: true, policy }
}
