import { describe, expect, it } from 'vitest'
import { DEFAULT_PROGRAM_POLICY, ProgramPolicy, parseProgramPolicyEnv } from './programPolicy'

describe('parseProgramPolicyEnv', () => {
  it('defaults: the cash-out and gambling codes blocked, no cash, 2,500.00 and 50 a day, 10,000.00 a month', () => {
    const result = parseProgramPolicyEnv({})
    expect(result).toEqual({
      ok: true,
      policy: {
        blockedMccs: ['4829', '6051', '6211', '7800', '7801', '7802', '7995', '9406'],
        cashAllowed: false,
        dailyAmountMicro: 2_500_000_000n,
        dailyCount: 50,
        monthlyAmountMicro: 10_000_000_000n,
        avs: 'decline_mismatch',
      },
    })
    expect(ProgramPolicy.parse(DEFAULT_PROGRAM_POLICY)).toEqual(DEFAULT_PROGRAM_POLICY)
  })

  it('treats an empty variable as unset', () => {
    const empty = parseProgramPolicyEnv({
      RISK_BLOCKED_MCCS: '',
      RISK_CASH: ' ',
      RISK_DAILY_AMOUNT: '',
      RISK_DAILY_COUNT: '',
      RISK_MONTHLY_AMOUNT: '',
      RISK_AVS: '',
    })
    expect(empty).toEqual({ ok: true, policy: DEFAULT_PROGRAM_POLICY })
  })

  it('reads every variable', () => {
    const result = parseProgramPolicyEnv({
      RISK_BLOCKED_MCCS: ' 7995, 6051 ,7995',
      RISK_CASH: 'on',
      RISK_DAILY_AMOUNT: '15',
      RISK_DAILY_COUNT: '3',
      RISK_MONTHLY_AMOUNT: '100.5',
      RISK_AVS: 'decline_partial',
    })
    expect(result).toEqual({
      ok: true,
      policy: {
        blockedMccs: ['7995', '6051'],
        cashAllowed: true,
        dailyAmountMicro: 15_000_000n,
        dailyCount: 3,
        monthlyAmountMicro: 100_500_000n,
        avs: 'decline_partial',
      },
    })
    expect(
      parseProgramPolicyEnv({ RISK_BLOCKED_MCCS: 'none', RISK_CASH: 'off', RISK_AVS: 'off' }),
    ).toMatchObject({
      ok: true,
      policy: { blockedMccs: [], cashAllowed: false, avs: 'off' },
    })
  })

  it('lists every mistake with its variable', () => {
    const result = parseProgramPolicyEnv({
      RISK_BLOCKED_MCCS: '7995,799,casino',
      RISK_CASH: 'yes',
      RISK_DAILY_AMOUNT: '2500.001',
      RISK_DAILY_COUNT: '0',
      RISK_MONTHLY_AMOUNT: '-5',
      RISK_AVS: 'strict',
    })
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.errors.map((e) => e.variable)).toEqual([
      'RISK_BLOCKED_MCCS',
      'RISK_CASH',
      'RISK_DAILY_AMOUNT',
      'RISK_MONTHLY_AMOUNT',
      'RISK_DAILY_COUNT',
      'RISK_AVS',
    ])
    expect(result.errors[0]!.message).toBe(
      'must be 4-digit merchant category codes separated by commas, or none (not "799", "casino")',
    )
    expect(result.errors[1]!.message).toBe('must be on or off (not "yes")')
    expect(result.errors[2]!.message).toContain('at most 2 decimals')
    expect(result.errors[4]!.message).toBe('must be a whole number from 1 (not "0")')
    expect(result.errors[5]!.message).toBe(
      'must be one of off, decline_mismatch, decline_partial (not "strict")',
    )
  })

  it('refuses zero amounts, counts that are not whole, and a month below a day', () => {
    for (const env of [
      { RISK_DAILY_AMOUNT: '0' },
      { RISK_DAILY_AMOUNT: '0.00' },
      { RISK_MONTHLY_AMOUNT: '1e4' },
      { RISK_DAILY_COUNT: '2.5' },
      { RISK_DAILY_COUNT: '050' },
      { RISK_DAILY_AMOUNT: '20000.00' },
      { RISK_DAILY_AMOUNT: '100.00', RISK_MONTHLY_AMOUNT: '99.99' },
    ]) {
      expect(parseProgramPolicyEnv(env).ok, JSON.stringify(env)).toBe(false)
    }
    expect(parseProgramPolicyEnv({ RISK_DAILY_AMOUNT: '100.00', RISK_MONTHLY_AMOUNT: '99.99' })).toEqual({
      ok: false,
      errors: [{ variable: 'RISK_MONTHLY_AMOUNT', message: 'must not be below RISK_DAILY_AMOUNT' }],
    })
    expect(parseProgramPolicyEnv({ RISK_DAILY_AMOUNT: '100.00', RISK_MONTHLY_AMOUNT: '100' }).ok).toBe(true)
  })
})
