/** Longest description kept for a session (the schema's SESSION_USER_AGENT_MAX_LENGTH is the same 64). */
const MAX_LENGTH = 64

/**
 * What a browser says about itself: the `User-Agent` header and, from Chromium browsers over HTTPS, the
 * User-Agent Client Hints `Sec-CH-UA` (brands) and `Sec-CH-UA-Platform` (the system), which stay exact where
 * Chromium's reduced User-Agent does not (Android versions, some desktop systems).
 */
export type UserAgentHeaders = {
  userAgent?: string | readonly string[] | undefined
  brands?: string | readonly string[] | undefined
  platform?: string | readonly string[] | undefined
}

/** Browsers in the order they must be tried: most send "Chrome" and "Safari" besides their own token. */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/MetaMaskMobile/, 'MetaMask'],
  [/\bTrust\/|TrustWallet/, 'Trust Wallet'],
  [/CoinbaseWallet|CoinbaseBrowser/, 'Coinbase Wallet'],
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b|\bOPT\//, 'Opera'],
  [/\bVivaldi\//, 'Vivaldi'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  // Chrome itself, its headless build (automation, the e2e suite), Chromium, and Chrome on iOS.
  [/(?:\b|Headless)Chrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]

/** Systems in the order they must be tried: Android and ChromeOS both also say "Linux". */
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\bWindows Phone\b/, 'Windows Phone'],
  [/\biPhone|\biPad|\biPod/, 'iOS'],
  [/\bHarmonyOS\b|\bOpenHarmony\b/, 'HarmonyOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b|\bX11\b/, 'Linux'],
]

/** Sec-CH-UA-Platform values (the spec's list) and how they read. */
const HINT_PLATFORMS: Readonly<Record<string, string>> = {
  android: 'Android',
  'chrome os': 'ChromeOS',
  'chromium os': 'ChromeOS',
  ios: 'iOS',
  linux: 'Linux',
  macos: 'macOS',
  windows: 'Windows',
}

/** Sec-CH-UA brands that name a browser of their own ("Chromium" and GREASE brands name none). */
const HINT_BRANDS: readonly (readonly [RegExp, string])[] = [
  [/^Microsoft Edge$/i, 'Edge'],
  [/^Opera(?: GX)?$/i, 'Opera'],
  [/^Brave$/i, 'Brave'],
  [/^Vivaldi$/i, 'Vivaldi'],
  [/^YaBrowser$/i, 'Yandex Browser'],
  [/^Samsung Internet$/i, 'Samsung Internet'],
  [/^Google Chrome$/i, 'Chrome'],
]

/** Only the start of a header is read: every token above appears there, and the patterns stay cheap. */
const READ_LENGTH = 512

const one = (value: string | readonly string[] | undefined): string | undefined =>
  typeof value === 'string' && value !== '' ? value.slice(0, READ_LENGTH) : undefined

function platformFromHint(hint: string | undefined): string | undefined {
  if (!hint) return undefined
  const name = hint.trim().replace(/^"|"$/g, '').toLowerCase()
  return HINT_PLATFORMS[name]
}

function browserFromBrands(hint: string | undefined): string | undefined {
  if (!hint) return undefined
  const brands = [...hint.matchAll(/"([^"]{1,64})"\s*;\s*v\s*=/g)].map((match) => match[1] ?? '')
  for (const [pattern, name] of HINT_BRANDS) if (brands.some((brand) => pattern.test(brand))) return name
  return undefined
}

/**
 * A short, fixed-vocabulary description of the browser that signed in ("Chrome on macOS", "Safari on iOS",
 * "Chrome on Android") for the owner's list of sessions; null when neither the browser nor the system is
 * recognised. Client hints win over the User-Agent where they are sent (a reduced Android User-Agent names no
 * version, a spoofed desktop one no system); a system seen only as "Linux" in the User-Agent is looked for as
 * Android, HarmonyOS and ChromeOS first. The raw headers are never echoed: only names from the lists above.
 */
export function describeUserAgent(headers: UserAgentHeaders): string | null {
  const ua = one(headers.userAgent)
  const browser = browserFromBrands(one(headers.brands)) ?? (ua && BROWSERS.find(([p]) => p.test(ua))?.[1])
  const system = platformFromHint(one(headers.platform)) ?? (ua && SYSTEMS.find(([p]) => p.test(ua))?.[1])
  const description = browser && system ? `${browser} on ${system}` : browser || system || null
  return description === null ? null : description.slice(0, MAX_LENGTH)
}
