import { SESSION_USER_AGENT_MAX_LENGTH } from '@chaincard/domain'

/** Browsers in the order they must be tried: most send "Chrome" and "Safari" besides their own token. */
const browsers: readonly [RegExp, string][] = [
  [/MetaMaskMobile/, 'MetaMask'],
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]

const systems: readonly [RegExp, string][] = [
  [/\biPhone|\biPad|\biPod/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

/** Only the start of a header is read: every token above appears there, and the regexes stay cheap. */
const readLength = 512

/**
 * A short, fixed-vocabulary description of the browser that signed in ("Chrome on macOS", "Safari on iOS")
 * for the owner's list of sessions; null when neither the browser nor the system is recognised. The raw
 * header is never stored: it is a fingerprint, and anything the client sends would be echoed back.
 */
export function describeUserAgent(header: string | string[] | undefined): string | null {
  if (typeof header !== 'string' || header === '') return null
  const ua = header.slice(0, readLength)
  const browser = browsers.find(([pattern]) => pattern.test(ua))?.[1]
  const system = systems.find(([pattern]) => pattern.test(ua))?.[1]
  const description = browser && system ? `${browser} on ${system}` : (browser ?? system ?? null)
  return description === null ? null : description.slice(0, SESSION_USER_AGENT_MAX_LENGTH)
}
