import { describe, expect, it } from 'vitest'
import { ipv6Prefix48 } from './ipv6Prefix48'

describe('ipv6Prefix48', () => {
  it.each([
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1::/48'],
    ['2001:0DB8:0001:ffff::1', '2001:db8:1::/48'],
    ['2001:db8::1', '2001:db8:0::/48'],
    ['2001:db8:abcd:12::', '2001:db8:abcd::/48'],
    ['fe80::1%eth0', 'fe80:0:0::/48'],
    ['::1', '0:0:0::/48'],
    ['2001:db8:1::192.0.2.1', '2001:db8:1::/48'],
  ])('%s is in %s', (ip, prefix) => {
    expect(ipv6Prefix48(ip)).toBe(prefix)
  })

  it('two /64s of one site share a /48; another site does not', () => {
    expect(ipv6Prefix48('2001:db8:1:aaaa::1')).toBe(ipv6Prefix48('2001:db8:1:bbbb::2'))
    expect(ipv6Prefix48('2001:db8:2:aaaa::1')).not.toBe(ipv6Prefix48('2001:db8:1:aaaa::1'))
  })

  it.each(['192.0.2.1', '::ffff:192.0.2.1', 'not an address', ''])('%j has none', (ip) => {
    expect(ipv6Prefix48(ip)).toBeUndefined()
  })
})
