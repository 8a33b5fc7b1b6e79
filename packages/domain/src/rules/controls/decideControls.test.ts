import { describe, expect, it } from 'vitest'
import { DEFAULT_CARD_CONTROLS } from '../../schemas/controls'
import { type ControlledAuthorization, type ControlsState, decideControls } from './decideControls'
import { DEFAULT_PROGRAM_POLICY } from './programPolicy'

const USD = 1_000_000n

// A grocery purchase online in Germany, on a card with no controls under the default policy.
const purchase: ControlledAuthorization = {
  amountMicro: 10n * USD,
  cashMicro: 0n,
  mcc: '5411',
  channel: 'card_not_present',
  country: 'DEU',
  acceptorId: 'ACQ-000123',
  avs: 'not_checked',
}
const open: ControlsState = {
  controls: DEFAULT_CARD_CONTROLS,
  policy: DEFAULT_PROGRAM_POLICY,
  velocity: { dayAmountMicro: 0n, dayCount: 0, monthAmountMicro: 0n },
  lock: { lockedAcceptorId: null, singleUseSpent: false },
}
const approved = { approved: true, lockToAcceptorId: null, spendsSingleUse: false }

type Controls = ControlsState['controls']
const withControls = (controls: Partial<Controls>): ControlsState => ({
  ...open,
  controls: { ...open.controls, ...controls },
})
const withLimits = (limits: Partial<Controls['limits']>): ControlsState =>
  withControls({ limits: { ...open.controls.limits, ...limits } })

describe('decideControls: the program', () => {
  it('approves an ordinary purchase', () => {
    expect(decideControls(purchase, open)).toEqual(approved)
  })

  it('declines a blocked merchant code, and only that code', () => {
    for (const mcc of ['4829', '6051', '6211', '7800', '7801', '7802', '7995', '9406']) {
      expect(decideControls({ ...purchase, mcc }, open)).toEqual({
        approved: false,
        reason: 'program_policy',
        rule: 'blocked_mcc',
        mcc,
      })
    }
    expect(decideControls({ ...purchase, mcc: '7994' }, open)).toEqual(approved)
    const none = { ...open, policy: { ...open.policy, blockedMccs: [] } }
    expect(decideControls({ ...purchase, mcc: '7995' }, none)).toEqual(approved)
  })

  it('declines cash while the program takes none: any cash amount, and any ATM request', () => {
    const cash = { approved: false, reason: 'program_policy', rule: 'cash' }
    expect(decideControls({ ...purchase, channel: 'atm', cashMicro: 0n }, open)).toEqual(cash)
    expect(decideControls({ ...purchase, channel: 'atm', cashMicro: 10n * USD }, open)).toEqual(cash)
    expect(decideControls({ ...purchase, channel: 'card_present', cashMicro: 1n }, open)).toEqual(cash)
    const cashOn = { ...open, policy: { ...open.policy, cashAllowed: true } }
    expect(decideControls({ ...purchase, channel: 'atm', cashMicro: 10n * USD }, cashOn)).toEqual(approved)
    expect(decideControls({ ...purchase, channel: 'card_present', cashMicro: 1n }, cashOn)).toEqual(approved)
  })

  it('declines a card-not-present purchase whose address failed verification, as the policy says', () => {
    const avs = (
      policy: 'off' | 'decline_mismatch' | 'decline_partial',
      result: ControlledAuthorization['avs'],
    ) =>
      decideControls({ ...purchase, avs: result }, { ...open, policy: { ...open.policy, avs: policy } })
        .approved
    expect([avs('off', 'mismatch'), avs('off', 'partial')]).toEqual([true, true])
    expect([avs('decline_mismatch', 'mismatch'), avs('decline_mismatch', 'partial')]).toEqual([false, true])
    expect([avs('decline_partial', 'mismatch'), avs('decline_partial', 'partial')]).toEqual([false, false])
    for (const policy of ['off', 'decline_mismatch', 'decline_partial'] as const) {
      expect(avs(policy, 'match')).toBe(true)
      expect(avs(policy, 'not_checked')).toBe(true)
    }
    expect(decideControls({ ...purchase, avs: 'mismatch' }, open)).toEqual({
      approved: false,
      reason: 'program_policy',
      rule: 'avs',
      avs: 'mismatch',
    })
    // At a terminal the card itself was read: the address is no evidence either way.
    expect(decideControls({ ...purchase, channel: 'card_present', avs: 'mismatch' }, open)).toEqual(approved)
  })

  it('approves the 50th purchase of the day and declines the 51st', () => {
    const after = (dayCount: number) => ({ ...open, velocity: { ...open.velocity, dayCount } })
    expect(decideControls(purchase, after(49))).toEqual(approved)
    expect(decideControls(purchase, after(50))).toEqual({
      approved: false,
      reason: 'program_policy',
      rule: 'daily_count',
      limit: 50,
    })
  })

  it("holds the program's daily and monthly amounts at exactly the amount", () => {
    const day = {
      ...open,
      velocity: { ...open.velocity, dayAmountMicro: 2_490n * USD, monthAmountMicro: 2_490n * USD },
    }
    expect(decideControls({ ...purchase, amountMicro: 10n * USD }, day)).toEqual(approved)
    expect(decideControls({ ...purchase, amountMicro: 10n * USD + 1n }, day)).toEqual({
      approved: false,
      reason: 'program_policy',
      rule: 'daily_amount',
      limitMicro: 2_500n * USD,
    })
    const month = { ...open, velocity: { ...open.velocity, monthAmountMicro: 9_990n * USD } }
    expect(decideControls({ ...purchase, amountMicro: 10n * USD }, month)).toEqual(approved)
    expect(decideControls({ ...purchase, amountMicro: 10n * USD + 1n }, month)).toEqual({
      approved: false,
      reason: 'program_policy',
      rule: 'monthly_amount',
      limitMicro: 10_000n * USD,
    })
  })

  it("decides the program's rules before the owner's", () => {
    const blockedAll = withControls({
      blockedCategories: ['gambling'],
      channels: { online: false, inStore: false, atm: false },
    })
    expect(decideControls({ ...purchase, mcc: '7995' }, blockedAll)).toMatchObject({
      reason: 'program_policy',
    })
    expect(decideControls({ ...purchase, mcc: '7996' }, blockedAll)).toMatchObject({ reason: 'channel_off' })
  })
})

describe("decideControls: the owner's controls", () => {
  it('holds the per-purchase limit at exactly the amount', () => {
    const state = withLimits({ perPurchase: '50.00' })
    expect(decideControls({ ...purchase, amountMicro: 50n * USD }, state)).toEqual(approved)
    expect(decideControls({ ...purchase, amountMicro: 50n * USD + 1n }, state)).toEqual({
      approved: false,
      reason: 'over_purchase_limit',
      limitMicro: 50n * USD,
    })
  })

  it('a daily limit of 15.00 approves 10.00 and declines the next 10.00, and holds at exactly the limit', () => {
    const state = withLimits({ daily: '15.00' })
    expect(decideControls(purchase, state)).toEqual(approved)
    const afterOne = {
      ...state,
      velocity: { dayAmountMicro: 10n * USD, dayCount: 1, monthAmountMicro: 10n * USD },
    }
    expect(decideControls(purchase, afterOne)).toEqual({
      approved: false,
      reason: 'over_daily_limit',
      limitMicro: 15n * USD,
    })
    expect(decideControls({ ...purchase, amountMicro: 5n * USD }, afterOne)).toEqual(approved)
    expect(decideControls({ ...purchase, amountMicro: 5n * USD + 1n }, afterOne)).toMatchObject({
      reason: 'over_daily_limit',
    })
  })

  it('holds the monthly limit at exactly the amount, counting the month before the day', () => {
    const state = {
      ...withLimits({ daily: '100.00', monthly: '1000.00' }),
      velocity: { dayAmountMicro: 0n, dayCount: 0, monthAmountMicro: 990n * USD },
    }
    expect(decideControls(purchase, state)).toEqual(approved)
    expect(decideControls({ ...purchase, amountMicro: 10n * USD + 1n }, state)).toEqual({
      approved: false,
      reason: 'over_monthly_limit',
      limitMicro: 1_000n * USD,
    })
  })

  it('declines where a channel is off: online, in store, ATM', () => {
    const cashOn = { ...open.policy, cashAllowed: true }
    const off = (channels: Controls['channels']) => ({ ...withControls({ channels }), policy: cashOn })
    const inStore = { ...purchase, channel: 'card_present' } as const
    const atm = { ...purchase, channel: 'atm', cashMicro: purchase.amountMicro } as const
    const noOnline = off({ online: false, inStore: true, atm: true })
    expect(decideControls(purchase, noOnline)).toEqual({
      approved: false,
      reason: 'channel_off',
      control: 'online',
    })
    expect(decideControls(inStore, noOnline)).toEqual(approved)
    expect(decideControls(atm, noOnline)).toEqual(approved)
    const noStore = off({ online: true, inStore: false, atm: true })
    expect(decideControls(inStore, noStore)).toEqual({
      approved: false,
      reason: 'channel_off',
      control: 'inStore',
    })
    expect(decideControls(purchase, noStore)).toEqual(approved)
    const noAtm = off({ online: true, inStore: true, atm: false })
    expect(decideControls(atm, noAtm)).toEqual({ approved: false, reason: 'channel_off', control: 'atm' })
    expect(decideControls(inStore, noAtm)).toEqual(approved)
  })

  it('declines a blocked category and nothing outside it', () => {
    const state = withControls({ blockedCategories: ['travel', 'subscriptions'] })
    for (const mcc of ['3000', '3999', '4511', '7011']) {
      expect(decideControls({ ...purchase, mcc }, state)).toEqual({
        approved: false,
        reason: 'category_blocked',
        category: 'travel',
      })
    }
    expect(decideControls({ ...purchase, mcc: '5968' }, state)).toMatchObject({ category: 'subscriptions' })
    for (const mcc of ['2999', '4000', '5411', '7995']) {
      expect(
        decideControls({ ...purchase, mcc }, { ...state, policy: { ...state.policy, blockedMccs: [] } }),
      ).toEqual(approved)
    }
  })

  it('declines outside the countries the owner named, and where the country is not known', () => {
    const state = withControls({ countries: ['USA', 'DEU'] })
    expect(decideControls(purchase, state)).toEqual(approved)
    expect(decideControls({ ...purchase, country: 'USA' }, state)).toEqual(approved)
    expect(decideControls({ ...purchase, country: 'FRA' }, state)).toEqual({
      approved: false,
      reason: 'country_blocked',
      country: 'FRA',
    })
    expect(decideControls({ ...purchase, country: null }, state)).toEqual({
      approved: false,
      reason: 'country_blocked',
      country: null,
    })
    expect(decideControls({ ...purchase, country: null }, open)).toEqual(approved)
  })

  it('first_merchant: approves the first merchant and asks to lock to it, then declines any other', () => {
    const unlocked = withControls({ merchantLock: 'first_merchant' })
    expect(decideControls(purchase, unlocked)).toEqual({ ...approved, lockToAcceptorId: 'ACQ-000123' })
    const locked = { ...unlocked, lock: { lockedAcceptorId: 'ACQ-000123', singleUseSpent: false } }
    expect(decideControls(purchase, locked)).toEqual(approved)
    expect(decideControls({ ...purchase, acceptorId: 'ACQ-999' }, locked)).toEqual({
      approved: false,
      reason: 'merchant_locked',
      lockedAcceptorId: 'ACQ-000123',
    })
    // Without an acceptor id the lock can be neither set nor checked.
    expect(decideControls({ ...purchase, acceptorId: null }, unlocked)).toEqual({
      approved: false,
      reason: 'merchant_locked',
      lockedAcceptorId: null,
    })
    expect(decideControls({ ...purchase, acceptorId: null }, locked)).toMatchObject({
      reason: 'merchant_locked',
    })
    // A lock left from before the owner turned it off binds nothing.
    expect(
      decideControls({ ...purchase, acceptorId: 'ACQ-999' }, { ...locked, controls: open.controls }),
    ).toEqual(approved)
  })

  it('single_use: approves the first purchase and says the card is spent, then declines the next', () => {
    const fresh = withControls({ merchantLock: 'single_use' })
    expect(decideControls(purchase, fresh)).toEqual({ ...approved, spendsSingleUse: true })
    const spent = { ...fresh, lock: { lockedAcceptorId: null, singleUseSpent: true } }
    expect(decideControls(purchase, spent)).toEqual({ approved: false, reason: 'single_use_spent' })
    expect(decideControls({ ...purchase, amountMicro: 0n }, spent)).toEqual({
      approved: false,
      reason: 'single_use_spent',
    })
  })

  it('single_use: a zero-amount account verification before the purchase leaves the card unspent', () => {
    const fresh = withControls({ merchantLock: 'single_use' })
    expect(decideControls({ ...purchase, amountMicro: 0n }, fresh)).toEqual(approved)
    expect(decideControls({ ...purchase, amountMicro: 1n }, fresh)).toEqual({
      ...approved,
      spendsSingleUse: true,
    })
  })

  it("decides the owner's controls in their fixed order", () => {
    const everything: ControlsState = {
      ...open,
      controls: {
        limits: { perPurchase: '1.00', daily: '1.00', monthly: '1.00' },
        blockedCategories: ['travel'],
        channels: { online: false, inStore: true, atm: true },
        countries: ['USA'],
        merchantLock: 'single_use',
      },
      lock: { lockedAcceptorId: null, singleUseSpent: true },
    }
    const travel = { ...purchase, mcc: '4511' }
    const order: string[] = []
    let state = everything
    const lift: ((s: ControlsState) => ControlsState)[] = [
      (s) => ({
        ...s,
        controls: { ...s.controls, merchantLock: 'first_merchant' },
        lock: { lockedAcceptorId: 'ACQ-OTHER', singleUseSpent: false },
      }),
      (s) => ({ ...s, lock: { lockedAcceptorId: 'ACQ-000123', singleUseSpent: false } }),
      (s) => ({ ...s, controls: { ...s.controls, channels: { online: true, inStore: true, atm: true } } }),
      (s) => ({ ...s, controls: { ...s.controls, blockedCategories: [] } }),
      (s) => ({ ...s, controls: { ...s.controls, countries: null } }),
      (s) => ({ ...s, controls: { ...s.controls, limits: { ...s.controls.limits, perPurchase: null } } }),
      (s) => ({ ...s, controls: { ...s.controls, limits: { ...s.controls.limits, daily: null } } }),
      (s) => ({ ...s, controls: { ...s.controls, limits: { ...s.controls.limits, monthly: null } } }),
    ]
    for (const next of lift) {
      const decision = decideControls(travel, state)
      order.push(decision.approved ? 'approved' : decision.reason)
      state = next(state)
    }
    order.push(decideControls(travel, state).approved ? 'approved' : 'declined')
    expect(order).toEqual([
      'single_use_spent',
      'merchant_locked',
      'channel_off',
      'category_blocked',
      'country_blocked',
      'over_purchase_limit',
      'over_daily_limit',
      'over_monthly_limit',
      'approved',
    ])
  })
})
