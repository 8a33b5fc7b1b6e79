import { describe, expect, it } from 'vitest'
import { parseTrustProxy } from './parseTrustProxy'

describe('parseTrustProxy', () => {
  it('trusts nothing when unset or empty', () => {
    expect(parseTrustProxy(undefined)).toEqual({ value: false })
    expect(parseTrustProxy('  ')).toEqual({ value: false })
  })

  it('reads a hop count', () => {
    expect(parseTrustProxy('2')).toEqual({ value: 2 })
    expect(parseTrustProxy('0')).toEqual({ problem: expect.stringMatching(/hop count must be 1 to 32/) })
    expect(parseTrustProxy('33')).toEqual({ problem: expect.stringMatching(/hop count must be 1 to 32/) })
  })

  it('reads a list of addresses, CIDR ranges and named ranges', () => {
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.7,::1 ,fd00::/8,loopback')).toEqual({
      value: ['10.0.0.0/8', '192.168.1.7', '::1', 'fd00::/8', 'loopback'],
    })
  })

  it.each([
    'true',
    '*',
    '10.0.0.0/33',
    '::/129',
    '10.0.0.0/8/1',
    '10.0.0',
    'proxy.internal',
    '10.0.0.1,',
    '10.0.0.0/-1',
  ])('refuses %j, naming it', (text) => {
    const parsed = parseTrustProxy(text)
    expect(parsed).toEqual({
      problem: expect.stringMatching(/^must be a hop count or a comma-separated list/),
    })
  })
})
