import { describe, expect, it } from 'vitest'
import {
  decideWalletStepUp,
  type WalletDecisioningInfo,
  type WalletStepUpRequest,
  walletRecommendationOf,
} from './decideWalletStepUp'

const info = (
  recommendedDecision: string | null,
  accountScore: string | null = '5',
  deviceScore: string | null = '5',
): WalletDecisioningInfo => ({ recommendedDecision, accountScore, deviceScore })

const usable = { status: 'active', expired: false, ownerAllowed: true } as const
const contact = { phoneE164: '+15555550123', email: 'ann@example.com', emailVerified: true }
const request = (over: Partial<WalletStepUpRequest> = {}): WalletStepUpRequest => ({
  card: usable,
  info: info('APPROVE'),
  pushFromOurApp: true,
  contact,
  ...over,
})

describe('walletRecommendationOf', () => {
  it('reads the decision words Lithic and the networks use', () => {
    for (const word of ['APPROVE', 'APPROVED', 'green', ' Green '])
      expect(walletRecommendationOf(info(word))).toBe('green')
    for (const word of ['DECLINE', 'DECLINED', 'RED']) expect(walletRecommendationOf(info(word))).toBe('red')
    for (const word of ['REQUIRE_ADDITIONAL_AUTHENTICATION', 'YELLOW', 'Decision1', '', null])
      expect(walletRecommendationOf(info(word))).toBe('yellow')
    expect(walletRecommendationOf(null)).toBe('yellow')
  })

  it('a score of 1 is red whatever the word; 2 is never green; 3 and unknown scores keep the word', () => {
    expect(walletRecommendationOf(info('APPROVE', '1', '5'))).toBe('red')
    expect(walletRecommendationOf(info('REQUIRE_ADDITIONAL_AUTHENTICATION', '5', '1'))).toBe('red')
    expect(walletRecommendationOf(info('APPROVE', '2', '5'))).toBe('yellow')
    expect(walletRecommendationOf(info('APPROVE', '5', '2'))).toBe('yellow')
    expect(walletRecommendationOf(info('APPROVE', '3', '3'))).toBe('green')
    expect(walletRecommendationOf(info('APPROVE', null, null))).toBe('green')
    expect(walletRecommendationOf(info('APPROVE', 'high', '5'))).toBe('green')
  })
})

describe('decideWalletStepUp', () => {
  it('approves only a green push from our own app', () => {
    expect(decideWalletStepUp(request())).toEqual({ decision: 'APPROVE', recommendation: 'green' })
    expect(decideWalletStepUp(request({ pushFromOurApp: false }))).toEqual({
      decision: 'AUTHENTICATE',
      recommendation: 'green',
      phoneE164: contact.phoneE164,
      email: contact.email,
    })
  })

  it('asks the person on yellow, even for our own push', () => {
    expect(decideWalletStepUp(request({ info: info('REQUIRE_ADDITIONAL_AUTHENTICATION') }))).toMatchObject({
      decision: 'AUTHENTICATE',
      recommendation: 'yellow',
      phoneE164: '+15555550123',
    })
    expect(decideWalletStepUp(request({ info: null }))).toMatchObject({ decision: 'AUTHENTICATE' })
  })

  it('declines red, even for our own push with a contact', () => {
    expect(decideWalletStepUp(request({ info: info('DECLINE') }))).toEqual({
      decision: 'DECLINE',
      recommendation: 'red',
      reason: 'wallet_red',
    })
    expect(decideWalletStepUp(request({ info: info('APPROVE', '1') }))).toMatchObject({
      reason: 'wallet_red',
    })
  })

  it('declines a card that may not be used before anything else', () => {
    for (const card of [
      { ...usable, status: 'locked' as const },
      { ...usable, expired: true },
      { ...usable, ownerAllowed: false },
    ])
      expect(decideWalletStepUp(request({ card }))).toMatchObject({
        decision: 'DECLINE',
        reason: 'card_unusable',
      })
  })

  it('declines a step-up it cannot offer: no contact, an unverified e-mail, a phone not in E.164', () => {
    const yellow = info('REQUIRE_ADDITIONAL_AUTHENTICATION')
    for (const c of [
      null,
      { ...contact, emailVerified: false },
      { ...contact, phoneE164: '5555550123' },
      { ...contact, phoneE164: '+1-555-555' },
    ])
      expect(decideWalletStepUp(request({ info: yellow, contact: c }))).toMatchObject({
        decision: 'DECLINE',
        reason: 'no_verified_contact',
      })
    // A green push from our app needs no step-up, so no contact either.
    expect(decideWalletStepUp(request({ contact: null }))).toMatchObject({ decision: 'APPROVE' })
  })
})
