import { describe, expect, it } from 'vitest'
import {
  CardChallengeResponse,
  CardRevealBody,
  CardViewResponse,
  ChallengeAnswerBody,
  ChallengeParams,
} from './issuer'
import { requestSamples, responseSamples } from './samples.fixture'

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

  it('the card view is one http(s) embed frame per field with its expiry, or the sandbox image', () => {
    expect(CardViewResponse.parse({ kind: 'image' })).toEqual({ kind: 'image' })
    const embed = responseSamples.CardViewResponse
    expect(CardViewResponse.parse(embed)).toEqual(embed)
    for (const bad of [
      { ...embed, frames: { ...embed.frames, pan: 'javascript:alert(1)' } },
      { kind: 'embed', frames: embed.frames },
      { kind: 'embed', url: embed.frames.pan, expiresAt: embed.expiresAt },
      { kind: 'pan', pan: '4111111111111111' },
    ]) {
      expect(CardViewResponse.safeParse(bad).success, JSON.stringify(bad)).toBe(false)
    }
  })

  it('a reveal takes a message and a hex signature, nothing else', () => {
    const body = requestSamples.CardRevealBody
    expect(CardRevealBody.parse(body)).toEqual(body)
    for (const bad of [
      { message: body.message },
      { ...body, signature: 'abc' },
      { ...body, signature: '0xabc' },
      { ...body, message: '' },
      { ...body, message: 'x'.repeat(4_001) },
      { ...body, cardId: 'x' },
    ]) {
      expect(CardRevealBody.safeParse(bad).success, JSON.stringify(bad).slice(0, 80)).toBe(false)
    }
  })
})
