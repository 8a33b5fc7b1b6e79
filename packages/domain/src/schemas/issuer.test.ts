import { describe, expect, it } from 'vitest'
import { CardChallengeResponse, CardViewResponse, ChallengeAnswerBody, ChallengeParams } from './issuer'
import { responseSamples } from './samples.fixture'

describe('issuer schemas', () => {
  it('a challenge is a merchant, an amount in its currency and a deadline, or "OK"', () => {
    const challenge = responseSamples.CardChallengeResponse
    expect(CardChallengeResponse.parse(challenge)).toEqual(challenge)
    expect(CardChallengeResponse.parse('OK')).toBe('OK')
    for (const bad of [
      'NONE',
      { ...challenge, amount: 42 },
      { ...challenge, currency: 'usd' },
      { ...challenge, expiresAt: '2026-11-21' },
      { ...challenge, id: 'not-a-uuid' },
    ]) {
      expect(CardChallengeResponse.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })

  it('the answer is approve or decline, nothing else', () => {
    expect(ChallengeAnswerBody.parse({ answer: 'decline' })).toEqual({ answer: 'decline' })
    for (const bad of [{}, { answer: 'yes' }, { answer: 'approve', otp: '123456' }]) {
      expect(ChallengeAnswerBody.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
    expect(ChallengeParams.safeParse({ id: responseSamples.Card.id, challengeId: 'x' }).success).toBe(false)
  })

  it('the card view is an http(s) embed URL with its expiry, or the sandbox image', () => {
    expect(CardViewResponse.parse({ kind: 'image' })).toEqual({ kind: 'image' })
    const embed = responseSamples.CardViewResponse
    expect(CardViewResponse.parse(embed)).toEqual(embed)
    for (const bad of [
      { ...embed, url: 'javascript:alert(1)' },
      { kind: 'embed', url: embed.url },
      { kind: 'pan', pan: '4111111111111111' },
    ]) {
      expect(CardViewResponse.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })
})
