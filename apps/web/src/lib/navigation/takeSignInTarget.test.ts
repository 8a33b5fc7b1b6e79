import { afterEach, describe, expect, it } from 'vitest'
import { keepSignInTarget, SIGN_IN_TARGET_KEY } from './signInTarget'
import { safeInAppPath, takeSignInTarget } from './takeSignInTarget'

afterEach(() => sessionStorage.clear())

describe('safeInAppPath: only a path of this app', () => {
  it.each([
    ['/card/c1', '/card/c1'],
    ['/de/card/c1?tab=history#top', '/de/card/c1?tab=history#top'],
    ['/profile', '/profile'],
    ['/card/c1/../../profile', '/profile'],
    ['/apiary', '/apiary'],
  ])('keeps %s', (value, kept) => {
    expect(safeInAppPath(value)).toBe(kept)
  })

  it.each([
    '//evil.com',
    '//evil.com/card/c1',
    '/\\evil.com',
    '/\\/evil.com',
    'https://evil.com',
    'https://evil.com/card/c1',
    'http:/evil.com',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' /card/c1',
    '/\t/evil.com',
    '/\n/evil.com',
    'card/c1',
    '',
    '/api/card/c1',
    '/api',
    '/api?next=/card',
    '/card/../api/card',
    `/${'a'.repeat(2100)}`,
    null,
    42,
  ])('refuses %j', (value) => {
    expect(safeInAppPath(value)).toBeNull()
  })
})

describe('the kept target across sign-in', () => {
  it('is kept, taken once, then gone', () => {
    keepSignInTarget('/de/card/c1?tab=history')
    expect(takeSignInTarget()).toBe('/de/card/c1?tab=history')
    expect(takeSignInTarget()).toBeNull()
  })

  it('is forgotten when kept without one (signing out)', () => {
    keepSignInTarget('/profile')
    keepSignInTarget()
    expect(takeSignInTarget()).toBeNull()
  })

  it.each(['//evil.com', 'https://evil.com', 'javascript:alert(1)'])(
    'a planted %s is never handed out, and is removed',
    (planted) => {
      sessionStorage.setItem(SIGN_IN_TARGET_KEY, planted)
      expect(takeSignInTarget()).toBeNull()
      expect(sessionStorage.getItem(SIGN_IN_TARGET_KEY)).toBeNull()
    },
  )
})
