import { describe, expect, it } from 'vitest'
import { AuthBody, AuthResponse, Nonce, PayerHeader, SignatureHeader } from './auth'
import { ConfigResponse, HealthResponse, LogoUri, Token } from './public'
import { responseSamples } from './samples.fixture'
import {
  ActivateBody,
  InvitationCheckQuery,
  MembershipResponse,
  UserInvitationResponse,
  UserStateResponse,
} from './user'

describe('sign-in', () => {
  it('nonces are 16-64 alphanumerics', () => {
    expect(Nonce.safeParse('k3J9aQ2mX7pL0vB8').success).toBe(true)
    expect(Nonce.safeParse('short1').success).toBe(false)
    expect(Nonce.safeParse('k3J9aQ2mX7pL0vB8-').success).toBe(false)
  })

  it('auth body is a bounded message, nothing else', () => {
    expect(AuthBody.safeParse({ message: 'x'.repeat(4_096) }).success).toBe(true)
    expect(AuthBody.safeParse({ message: 'x'.repeat(4_097) }).success).toBe(false)
    expect(AuthBody.safeParse({ message: 'm', signature: '0x00' }).success).toBe(false)
    expect(AuthResponse.safeParse(responseSamples.AuthResponse).success).toBe(true)
  })

  it('headers: payer of any case, signatures of 1 to 6000 bytes', () => {
    expect(PayerHeader.parse('0x70997970c51812dc3a010c7d01b50e0d17dc79c8')).toBe(
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    )
    expect(SignatureHeader.safeParse(`0x${'11'.repeat(65)}`).success).toBe(true)
    expect(SignatureHeader.safeParse('0x').success).toBe(false)
    expect(SignatureHeader.safeParse(`0x${'11'.repeat(6_001)}`).success).toBe(false)
  })
})

describe('public', () => {
  it('health and config samples parse', () => {
    expect(HealthResponse.parse(responseSamples.HealthResponse)).toEqual(responseSamples.HealthResponse)
    expect(HealthResponse.safeParse({ status: 'ok', db: 'ok', chains: { mainnet: 'ok' } }).success).toBe(
      false,
    )
    expect(ConfigResponse.parse(responseSamples.ConfigResponse)).toEqual(responseSamples.ConfigResponse)
  })

  it('tokens: the test-chain USDC max from SPEC, decimals bounded, max in base units', () => {
    const token = responseSamples.ConfigResponse.chains[0]!.tokens[0]!
    expect(Token.parse(token).max).toBe('44065032241459550')
    expect(Token.safeParse({ ...token, max: 44065032241459550 }).success).toBe(false)
    expect(Token.safeParse({ ...token, decimals: 37 }).success).toBe(false)
  })

  it('logo URIs: empty, http(s), ipfs, site paths, image data URIs; never javascript:', () => {
    for (const good of [
      '',
      'https://x.example/a.png',
      'ipfs://QmHash',
      '/tokens/usdt.svg',
      'data:image/png;base64,AAAA',
    ]) {
      expect(LogoUri.safeParse(good).success, good).toBe(true)
    }
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html;base64,AAAA',
      '//evil.example/x.png',
      'tokens/x.svg',
    ]) {
      expect(LogoUri.safeParse(bad).success, bad).toBe(false)
    }
  })
})

describe('user', () => {
  it('user state includes the empty state and nothing unknown', () => {
    expect(UserStateResponse.parse({ state: 'blocked' })).toEqual({ state: 'blocked' })
    expect(UserStateResponse.safeParse({ state: 'banned' }).success).toBe(false)
  })

  it('invitation code input is trimmed and bounded, format left to the service (invalid_code)', () => {
    expect(InvitationCheckQuery.parse({ code: '  welcome ' })).toEqual({ code: 'welcome' })
    expect(ActivateBody.parse({ code: 'bad code!' })).toEqual({ code: 'bad code!' })
    // A code that is too long reaches the service, which answers code_too_long, not a schema message.
    expect(ActivateBody.safeParse({ code: 'x'.repeat(129) }).success).toBe(true)
    expect(ActivateBody.safeParse({ code: 'x'.repeat(2_049) }).success).toBe(false)
    expect(ActivateBody.safeParse({ code: 123 }).success).toBe(false)
    expect(ActivateBody.safeParse({ code: 'WELCOME', referrer: 'x' }).success).toBe(false)
  })

  it('invitation and membership answers', () => {
    const invitation = responseSamples.UserInvitationResponse
    expect(UserInvitationResponse.parse(invitation)).toEqual(invitation)
    expect(UserInvitationResponse.safeParse({ ...invitation, availableCount: -2 }).success).toBe(false)
    expect(UserInvitationResponse.safeParse({ ...invitation, rewardBalance: 25 }).success).toBe(false)
    const membership = responseSamples.MembershipResponse
    expect(MembershipResponse.parse({ ...membership, nextInfo: null }).nextInfo).toBeNull()
    expect(MembershipResponse.safeParse({ ...membership, rebate: 0.002 }).success).toBe(false)
    expect(
      MembershipResponse.safeParse({ ...membership, nextInfo: { ...membership.nextInfo, percent: 101 } })
        .success,
    ).toBe(false)
  })
})
