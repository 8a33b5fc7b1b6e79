import { describe, expect, it } from 'vitest'
import {
  AdjustRewardsBody,
  CreateInvitationBody,
  RescanBody,
  SetUserStateBody,
  UserAddressParams,
} from './admin'
import { RedeemBody, RewardRecord } from './rewards'
import { PAYER, requestSamples } from './samples.fixture'
import { AuthorizationBody, AuthorizationResponse, CaptureBody, OtpBody } from './sandbox'

describe('rewards', () => {
  it('redeem normalises the amount so it compares with the options as strings', () => {
    expect(RedeemBody.parse({ amount: '10' })).toEqual({ amount: '10.00' })
    for (const amount of ['0', '-10', 10, '10.001']) {
      expect(RedeemBody.safeParse({ amount }).success, String(amount)).toBe(false)
    }
  })

  it('records are signed and typed', () => {
    expect(
      RewardRecord.safeParse({ at: '2026-11-21T10:00:00.000Z', type: 'redeem', amount: '-10.00' }).success,
    ).toBe(true)
    expect(
      RewardRecord.safeParse({ at: '2026-11-21T10:00:00.000Z', type: 'gift', amount: '1.00' }).success,
    ).toBe(false)
  })

  it('a referral says what it granted besides money', () => {
    const referral = {
      at: '2026-11-21T10:00:00.000Z',
      type: 'referral',
      amount: '0.00',
      grant: { freeCards: 1, invitationUses: 1 },
    }
    expect(RewardRecord.parse(referral)).toEqual(referral)
    expect(RewardRecord.safeParse({ ...referral, grant: { freeCards: -1, invitationUses: 0 } }).success).toBe(
      false,
    )
    expect(RewardRecord.safeParse({ ...referral, grant: { freeCards: 1 } }).success).toBe(false)
  })
})

describe('sandbox', () => {
  it('authorizations take a positive USD amount and a merchant', () => {
    expect(AuthorizationBody.parse({ amount: '5', merchantName: ' ACME ' })).toEqual({
      amount: '5.00',
      merchantName: 'ACME',
    })
    expect(AuthorizationBody.safeParse({ amount: '0', merchantName: 'ACME' }).success).toBe(false)
    expect(AuthorizationBody.safeParse({ amount: '5', merchantName: 'ACME', currency: 'EUR' }).success).toBe(
      false,
    )
    expect(
      AuthorizationResponse.safeParse({ id: 'a1', status: 'declined', declineReason: 'nope' }).success,
    ).toBe(false)
    expect(OtpBody.safeParse({ otp: '12345' }).success).toBe(false)
    expect(OtpBody.safeParse({ otp: 123456 }).success).toBe(false)
    expect(CaptureBody.parse({})).toEqual({})
  })
})

describe('admin', () => {
  it('invitation uses are -1 or at least 1', () => {
    expect(CreateInvitationBody.parse({})).toEqual({})
    expect(CreateInvitationBody.safeParse({ uses: 0 }).success).toBe(false)
    expect(CreateInvitationBody.safeParse({ uses: -2 }).success).toBe(false)
    expect(CreateInvitationBody.safeParse({ uses: 1.5 }).success).toBe(false)
  })

  it('user state: only the operator states, address normalised', () => {
    expect(UserAddressParams.parse(requestSamples.UserAddressParams)).toEqual({ address: PAYER })
    expect(SetUserStateBody.safeParse({ state: '' }).success).toBe(false)
  })

  it('reward adjustments are signed, non-zero, with a reason', () => {
    expect(AdjustRewardsBody.parse(requestSamples.AdjustRewardsBody).amount).toBe('-5.00')
    expect(AdjustRewardsBody.safeParse({ ...requestSamples.AdjustRewardsBody, amount: '-0' }).success).toBe(
      false,
    )
    expect(AdjustRewardsBody.safeParse({ ...requestSamples.AdjustRewardsBody, amount: -5 }).success).toBe(
      false,
    )
    expect(AdjustRewardsBody.safeParse({ ...requestSamples.AdjustRewardsBody, reason: '  ' }).success).toBe(
      false,
    )
  })

  it('rescan takes a chain and a block number', () => {
    expect(RescanBody.safeParse({ chainId: 1, fromBlock: 0 }).success).toBe(true)
    expect(RescanBody.safeParse({ chainId: 1, fromBlock: -1 }).success).toBe(false)
    expect(RescanBody.safeParse({ chainId: 1, fromBlock: '19000000' }).success).toBe(false)
  })
})
