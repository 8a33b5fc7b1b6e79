const units = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const

/**
 * Parses `30`, `30s`, `500ms`, `10m`, `12h`, `7d` into milliseconds. A bare number is seconds.
 * Returns undefined when the text is not a duration.
 */
export function parseDuration(text: string): number | undefined {
  const match = /^(\d+)\s*(ms|s|m|h|d)?$/.exec(text.trim())
  if (!match) return undefined
  const unit = (match[2] ?? 's') as keyof typeof units
  const value = Number.parseInt(match[1]!, 10) * units[unit]
  return Number.isSafeInteger(value) ? value : undefined
}
