import { describe, expect, it } from 'vitest'
import { describeUserAgent } from './describeUserAgent'

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on macOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on Windows',
    ],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox on Linux'],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      'Chrome on iOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 MetaMaskMobile',
      'MetaMask on Android',
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome on ChromeOS',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) SomethingNew/1.0', 'Windows'],
  ])('%s -> %s', (header, expected) => {
    expect(describeUserAgent(header)).toBe(expected)
  })

  it('is null for what it does not know, and never echoes the header', () => {
    expect(describeUserAgent(undefined)).toBeNull()
    expect(describeUserAgent('')).toBeNull()
    expect(describeUserAgent('lightMyRequest')).toBeNull()
    expect(describeUserAgent('curl/8.5.0')).toBeNull()
    expect(describeUserAgent(['Chrome/1', 'Firefox/2'])).toBeNull()
    expect(describeUserAgent(`<script>${'x'.repeat(5_000)}Chrome/1`)).toBeNull()
  })
})
