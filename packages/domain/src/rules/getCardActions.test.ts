import { describe, expect, test } from 'vitest'
import { CARD_STATUSES, type CardFeature, type CardStatus, type UserState } from '../constants/cardStatus'
import { PRODUCT_ID_CLASSIC, PRODUCT_ID_NFT_OTP_ONLY } from '../constants/products'
import { type CardActions, getCardActions } from './getCardActions'

type Overrides = {
  expired?: boolean
  topupDisabled?: boolean
  supported?: CardFeature[]
  productId?: string
  userState?: UserState
  redemptionEnable?: boolean
}

const actions = (status: CardStatus, o: Overrides = {}): CardActions =>
  getCardActions({
    card: {
      status,
      expired: o.expired ?? false,
      topupDisabled: o.topupDisabled ?? false,
      supported: o.supported ?? ['lock', 'full-transaction'],
      productId: o.productId ?? PRODUCT_ID_CLASSIC,
    },
    userState: o.userState ?? 'normal',
    redemptionEnable: o.redemptionEnable ?? true,
    otpOnlyProductIds: [PRODUCT_ID_NFT_OTP_ONLY],
  })

// Expected flags of an unexpired card, normal user, lock and full-transaction supported, redemption enabled.
const expected: Record<CardStatus, Omit<CardActions, 'otpOnly'>> = {
  new: {
    lockToggle: null,
    topup: true,
    topupWithReward: false,
    activate: false,
    otp: false,
    checkCardImage: false,
    waitingConfirm: false,
    statement: false,
    loadTransactions: false,
    unsettledTab: false,
  },
  pending: {
    lockToggle: null,
    topup: false,
    topupWithReward: false,
    activate: false,
    otp: false,
    checkCardImage: false,
    waitingConfirm: true,
    statement: false,
    loadTransactions: false,
    unsettledTab: false,
  },
  application_required: {
    lockToggle: null,
    topup: false,
    topupWithReward: false,
    activate: true,
    otp: false,
    checkCardImage: false,
    waitingConfirm: false,
    statement: false,
    loadTransactions: false,
    unsettledTab: false,
  },
  application_processing: {
    lockToggle: null,
    topup: false,
    topupWithReward: false,
    activate: false,
    otp: false,
    checkCardImage: false,
    waitingConfirm: false,
    statement: false,
    loadTransactions: false,
    unsettledTab: false,
  },
  waiting_to_get: {
    lockToggle: null,
    topup: false,
    topupWithReward: false,
    activate: false,
    otp: false,
    checkCardImage: true,
    waitingConfirm: false,
    statement: true,
    loadTransactions: true,
    unsettledTab: false,
  },
  active: {
    lockToggle: { action: 'lock', enabled: true },
    topup: true,
    topupWithReward: true,
    activate: false,
    otp: true,
    checkCardImage: false,
    waitingConfirm: false,
    statement: true,
    loadTransactions: true,
    unsettledTab: false,
  },
  locked: {
    lockToggle: { action: 'unlock', enabled: true },
    topup: true,
    topupWithReward: true,
    activate: false,
    otp: false,
    checkCardImage: false,
    waitingConfirm: false,
    statement: true,
    loadTransactions: true,
    unsettledTab: false,
  },
  suspended: {
    lockToggle: null,
    topup: false,
    topupWithReward: false,
    activate: false,
    otp: false,
    checkCardImage: false,
    waitingConfirm: false,
    statement: true,
    loadTransactions: true,
    unsettledTab: false,
  },
}

describe('getCardActions per status', () => {
  test.each(CARD_STATUSES)('%s, not expired', (status) => {
    expect(actions(status)).toEqual({ ...expected[status], otpOnly: false })
  })

  test.each(CARD_STATUSES)('%s, expired: no top-up, lock, OTP, activate or check', (status) => {
    const result = actions(status, { expired: true })
    expect(result.lockToggle).toBeNull()
    expect(result.topup).toBe(false)
    expect(result.topupWithReward).toBe(false)
    expect(result.otp).toBe(false)
    expect(result.activate).toBe(false)
    expect(result.checkCardImage).toBe(false)
    expect(result.waitingConfirm).toBe(false)
    // Statement and lists depend only on the status.
    expect(result.statement).toBe(expected[status].statement)
    expect(result.loadTransactions).toBe(expected[status].loadTransactions)
  })
})

describe('getCardActions flags', () => {
  test('lock toggle needs "lock" in supported', () => {
    expect(actions('active', { supported: ['full-transaction'] }).lockToggle).toBeNull()
    expect(actions('locked', { supported: [] }).lockToggle).toBeNull()
  })

  test('blocked users may lock but not unlock, and lose top-up, reward top-up and OTP', () => {
    expect(actions('active', { userState: 'blocked' })).toMatchObject({
      lockToggle: { action: 'lock', enabled: true },
      topup: false,
      topupWithReward: false,
      otp: false,
    })
    expect(actions('locked', { userState: 'blocked' }).lockToggle).toEqual({
      action: 'unlock',
      enabled: false,
    })
  })

  test('blacklisted users lose top-up only', () => {
    expect(actions('active', { userState: 'blacklist' })).toMatchObject({
      lockToggle: { action: 'lock', enabled: true },
      topup: false,
      topupWithReward: true,
      otp: true,
    })
    expect(actions('locked', { userState: 'blacklist' }).lockToggle).toEqual({
      action: 'unlock',
      enabled: true,
    })
  })

  test('topupDisabled disables top-up and reward top-up', () => {
    expect(actions('active', { topupDisabled: true })).toMatchObject({ topup: false, topupWithReward: false })
    expect(actions('new', { topupDisabled: true }).topup).toBe(false)
  })

  test('reward top-up needs redemptionEnable', () => {
    expect(actions('active', { redemptionEnable: false }).topupWithReward).toBe(false)
  })

  test('unsettled tab when full transactions are unsupported', () => {
    expect(actions('active', { supported: ['lock'] }).unsettledTab).toBe(true)
    expect(actions('new', { supported: ['lock'] }).unsettledTab).toBe(false)
  })

  test('OTP-only products are flagged', () => {
    expect(actions('active', { productId: PRODUCT_ID_NFT_OTP_ONLY }).otpOnly).toBe(true)
  })
})
