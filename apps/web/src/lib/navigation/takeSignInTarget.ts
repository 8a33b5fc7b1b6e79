import { SIGN_IN_TARGET_KEY } from './signInTarget'

/** An address bar's worth: anything longer is not a page of this app. */
const MAX_LENGTH = 2048
/** Any origin serves to parse against: only the path, query and hash of the result are kept. */
const BASE = 'https://app.invalid'

/**
 * The value as a path of this app (path, query and hash), or null when it is not one: it must start with a
 * single `/` (`//host` and `/\host` are other sites to a browser), hold no control characters, spaces or
 * backslashes, stay on this origin once parsed, and not be a server route (`/api/...`). A value planted in
 * storage can then never send anyone to another site or run a script URL.
 */
export function safeInAppPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null
  if (value[0] !== '/' || value[1] === '/') return null
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return null
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE) return null
  // `/api` and anything under it, by its first path segment.
  if (url.pathname.split('/')[1] === 'api') return null
  return `${url.pathname}${url.search}${url.hash}`
}

/** The kept target, once (it is removed as it is read), if it is a path of this app; else null. */
export function takeSignInTarget(): string | null {
  try {
    const value = sessionStorage.getItem(SIGN_IN_TARGET_KEY)
    sessionStorage.removeItem(SIGN_IN_TARGET_KEY)
    return safeInAppPath(value)
  } catch {
    return null
  }
}
