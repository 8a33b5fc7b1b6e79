/** Where a signed-out visit to a login-required page is kept until sign-in (this tab only). */
const STORAGE_KEY = 'chaincard.signInTarget'
/** An address bar's worth: anything longer is not a page of this app. */
const MAX_LENGTH = 2048
/** Any origin serves to parse against: only the path, query and hash of the result are kept. */
const BASE = 'https://app.invalid'

/**
 * The value as a path of this app (path, query and hash), or null when it is not one: it must start with a
 * single `/` (`//host` and `/\host` are other sites to a browser), hold no control characters or spaces, stay on
 * this origin once parsed, and not be a server route (`/api/...`). Whatever navigates to a kept target runs it
 * through here first, so a value planted in storage can never send anyone to another site or a script URL.
 */
export function safeInAppPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_LENGTH) return null
  if (value[0] !== '/' || value[1] === '/' || value[1] === '\\') return null
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses.
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return null
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE) return null
  if (url.pathname === '/api' || url.pathname.startsWith('/api/')) return null
  return `${url.pathname}${url.search}${url.hash}`
}

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    // Storage refused (a privacy setting): sign-in then lands where it always did.
    return null
  }
}

/** Keeps `target` (a login-required page the person asked for while signed out) for after sign-in. */
export function keepSignInTarget(target: string): void {
  const path = safeInAppPath(target)
  if (path === null) return
  try {
    storage()?.setItem(STORAGE_KEY, path)
  } catch {
    // A full or refused storage only loses the target.
  }
}

/** The kept target, once: it is removed as it is read, and anything that is not a path of this app is dropped. */
export function takeSignInTarget(): string | null {
  const store = storage()
  if (!store) return null
  let value: string | null = null
  try {
    value = store.getItem(STORAGE_KEY)
    store.removeItem(STORAGE_KEY)
  } catch {
    return null
  }
  return safeInAppPath(value)
}

/** Signing out forgets it: the next person at this browser is not taken to someone else's page. */
export function forgetSignInTarget(): void {
  try {
    storage()?.removeItem(STORAGE_KEY)
  } catch {
    // Nothing kept, nothing to forget.
  }
}
