import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../lib/api/ApiError'
import { SignInRejectedError } from '../../../lib/api/SignInRejectedError'
import { challengeErrorKey, isFinalChallengeError } from './challengeErrorKey'

const api = (code: string, status: number, message = code, details?: unknown) =>
  new ApiError({ code, status, message, details })

describe('challengeErrorKey', () => {
  it.each([
    [
      api('invalid_action', 409, 'invalid action: the challenge was already answered or has expired'),
      'answered_or_expired',
    ],
    [
      api('invalid_action', 409, 'invalid action: 3DS challenges are not available for this user', {
        kind: 'user_state',
      }),
      'not_allowed',
    ],
    [api('not_found', 404, 'not found: no such challenge'), 'not_found'],
    [api('upstream_unavailable', 503), 'issuer_unavailable'],
    [api('rate_limited', 429), 'rate_limited'],
    [api('unauthorized', 401), 'signed_out'],
    [new SignInRejectedError(), 'signed_out'],
    [api('network', 0), 'network'],
    [api('timeout', 0), 'timeout'],
    [api('internal', 500), 'server'],
    [api('unknown', 502, 'Bad Gateway'), 'server'],
    [new TypeError('boom'), 'server'],
  ])('%s -> %s', (error, key) => {
    expect(challengeErrorKey(error)).toBe(key)
  })

  it('only the refusals a retry cannot change are final', () => {
    expect(
      (
        [
          'answered_or_expired',
          'not_allowed',
          'not_found',
          'issuer_unavailable',
          'rate_limited',
          'signed_out',
          'network',
          'timeout',
          'server',
        ] as const
      ).filter(isFinalChallengeError),
    ).toEqual(['answered_or_expired', 'not_allowed', 'not_found'])
  })
})
