/** The filename of an attachment, from `filename*=UTF-8''…` or `filename="…"`; the fallback otherwise. */
export function parseContentDisposition(header: string | null, fallback = 'statement.pdf'): string {
  if (!header) return fallback
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header)
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim())
    } catch {
      // fall through to the plain form
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header)
  const name = (plain?.[1] ?? plain?.[2])?.trim()
  return name ? name : fallback
}
