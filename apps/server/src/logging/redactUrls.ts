/**
 * An absolute URL in text: scheme, `//`, authority (maybe with `user:password@`), then maybe a path, query or
 * fragment. Stops at whitespace, quotes, a backslash (JSON escapes: `\n`, `\"`) and brackets, so a URL inside
 * a JSON-encoded log line or a multi-line error message ends where the URL does.
 */
const absoluteUrl = /\b([a-z][a-z0-9+.-]{1,15}):\/\/([^\s/?#"'`\\<>()[\]{}]*)([/?#][^\s"'`\\<>()[\]{}]*)?/gi

/** Schemes whose path is no secret: a stack frame's module (`file:///app/...`). */
const keptSchemes = new Set(['file'])

/** What a redacted path and query become. */
const redactedPath = '/[redacted]'

/**
 * Every absolute URL in `text` with its path, query and fragment replaced by `/[redacted]`, and its user
 * information (a password) by `[redacted]@`. RPC providers put their key in the path or the query
 * (`https://host/v2/<key>`, `?apikey=`), so only the scheme, host and port stay: enough to tell which
 * endpoint failed. A bare origin (`https://host`, `https://host/`) is left as it is.
 */
export function redactUrls(text: string): string {
  if (!text.includes('://')) return text
  return text.replace(absoluteUrl, (url, scheme: string, authority: string, rest: string | undefined) => {
    if (keptSchemes.has(scheme.toLowerCase())) return url
    const at = authority.lastIndexOf('@')
    const host = at === -1 ? authority : `[redacted]@${authority.slice(at + 1)}`
    const path = rest === undefined || rest === '/' ? (rest ?? '') : redactedPath
    return `${scheme}://${host}${path}`
  })
}

/**
 * A copy of `value` with `redactUrls` applied to every string in it (plain objects and arrays, as a serialized
 * error's fields are), down to `depth` levels; cycles, deeper values and other objects are left as they are
 * (the logger's last pass, `redactUrls` on each written line, covers them).
 */
export function redactUrlsDeep(value: unknown, depth = 6, seen = new WeakSet<object>()): unknown {
  if (typeof value === 'string') return redactUrls(value)
  if (typeof value !== 'object' || value === null || depth === 0 || seen.has(value)) return value
  const prototype = Object.getPrototypeOf(value)
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return value
  seen.add(value)
  if (Array.isArray(value)) return value.map((item) => redactUrlsDeep(item, depth - 1, seen))
  const out: Record<string, unknown> = {}
  for (const [key, item] of Object.entries(value)) out[key] = redactUrlsDeep(item, depth - 1, seen)
  return out
}
