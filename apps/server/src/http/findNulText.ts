/**
 * Where a parsed JSON value holds a NUL character (U+0000) in a string or a key, as a path (`device.imei`), or
 * null when it holds none. PostgreSQL refuses NUL in text and in jsonb, so such a value must be refused as bad
 * input before any of it reaches the database (else the insert fails as a 500, and a webhook is retried forever).
 */
export function findNulText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '(root)' : null
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findNulText(item, `${path}${path ? '.' : ''}${index}`)
      if (found !== null) return found
    }
    return null
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const here = `${path}${path ? '.' : ''}${key}`
      if (key.includes('\u0000')) return here
      const found = findNulText(item, here)
      if (found !== null) return found
    }
  }
  return null
}

/** A JSON text that may hold a NUL: only one with the escape `\u0000` can (JSON refuses the raw character). */
export function mayHoldNul(jsonText: string): boolean {
  return jsonText.includes('\\u0000')
}
