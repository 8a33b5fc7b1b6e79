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
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari on iOS',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/133.0 Mobile/15E148 Safari/605.1.15',
      'Firefox on iOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      'Chrome on iOS',
    ],
    // Chrome's reduced Android User-Agent: "Linux" is in it, and it is not what the phone runs.
    [
      'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
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
    [
      'Mozilla/5.0 (Linux; Android 12; HarmonyOS; ALN-AL00) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Mobile Safari/537.36',
      'Chrome on HarmonyOS',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/116.0.0.0',
      'Opera on Windows',
    ],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) SomethingNew/1.0', 'Windows'],
  ])('%s -> %s', (userAgent, expected) => {
    expect(describeUserAgent({ userAgent })).toBe(expected)
  })

  it('takes the system and the browser from client hints where they are sent', () => {
    // A desktop-mode Android Chrome sends a Linux desktop User-Agent; its platform hint still says Android.
    const desktopMode =
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
    expect(describeUserAgent({ userAgent: desktopMode, platform: '"Android"' })).toBe('Chrome on Android')
    expect(describeUserAgent({ userAgent: desktopMode, platform: '"Chrome OS"' })).toBe('Chrome on ChromeOS')
    // Brave sends Chrome's User-Agent; only its brand names it.
    expect(
      describeUserAgent({
        userAgent: desktopMode,
        brands: '"Brave";v="131", "Chromium";v="131", "Not_A Brand";v="24"',
        platform: '"Linux"',
      }),
    ).toBe('Brave on Linux')
    expect(
      describeUserAgent({
        userAgent: desktopMode,
        brands: '"Chromium";v="131", "Google Chrome";v="131", "Not_A Brand";v="24"',
        platform: '"macOS"',
      }),
    ).toBe('Chrome on macOS')
    // Unknown hint values fall back to the User-Agent.
    expect(describeUserAgent({ userAgent: desktopMode, platform: '"Fuchsia"', brands: '"X";v="1"' })).toBe(
      'Chrome on Linux',
    )
  })

  it('is null for what it does not know, and never echoes a header', () => {
    expect(describeUserAgent({})).toBeNull()
    expect(describeUserAgent({ userAgent: '' })).toBeNull()
    expect(describeUserAgent({ userAgent: 'lightMyRequest' })).toBeNull()
    expect(describeUserAgent({ userAgent: 'curl/8.5.0' })).toBeNull()
    expect(describeUserAgent({ userAgent: ['Chrome/1', 'Firefox/2'] })).toBeNull()
    expect(describeUserAgent({ userAgent: `<script>${'x'.repeat(5_000)}Chrome/1` })).toBeNull()
    expect(describeUserAgent({ platform: '"<b>Windows</b>"', brands: '"<i>";v="1"' })).toBeNull()
  })
})
