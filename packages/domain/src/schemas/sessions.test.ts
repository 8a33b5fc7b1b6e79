import { describe, expect, it } from 'vitest'
import { responseSamples } from './samples.fixture'
import { SESSION_USER_AGENT_MAX_LENGTH, SessionInfo, SessionListResponse, SessionParams } from './sessions'

describe('sessions', () => {
  it('path ids are lowercase UUIDs: the cookie token (base64url) or its sha256 (hex) never parse', () => {
    expect(SessionParams.safeParse({ id: '9a3e6c1d-4f2b-4e8a-b7c5-0d1f2e3a4b5c' }).success).toBe(true)
    for (const bad of [
      '9A3E6C1D-4F2B-4E8A-B7C5-0D1F2E3A4B5C',
      'revoke-all',
      'a'.repeat(64),
      'dGhpcyBpcyBhIHNlc3Npb24gdG9rZW4gb2YgMzIgYnl0ZXM',
      '',
    ]) {
      expect(SessionParams.safeParse({ id: bad }).success, bad).toBe(false)
    }
  })

  it('a session answers its times, an optional short browser description and whether it is this one', () => {
    expect(SessionListResponse.parse(responseSamples.SessionListResponse)).toEqual(
      responseSamples.SessionListResponse,
    )
    const [first] = responseSamples.SessionListResponse.sessions
    expect(
      SessionInfo.safeParse({ ...first, userAgent: 'x'.repeat(SESSION_USER_AGENT_MAX_LENGTH + 1) }).success,
    ).toBe(false)
    expect(SessionInfo.safeParse({ ...first, current: undefined }).success).toBe(false)
    expect(SessionInfo.safeParse({ ...first, createdAt: '2026-11-21' }).success).toBe(false)
  })
})
