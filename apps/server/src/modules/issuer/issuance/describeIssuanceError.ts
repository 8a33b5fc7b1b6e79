const MAX_LENGTH = 500

/**
 * The cause of a failed issuance as one line for logs and the card row: each error of the cause chain (the
 * gateway's, the SDK's with the issuer's HTTP status and its answer, the network's code), at most 500
 * characters. Nothing of the request is in it (the SDK's errors carry no API key; no card number exists yet).
 */
export function describeIssuanceError(error: unknown): string {
  const parts: string[] = []
  let current: unknown = error
  for (let depth = 0; depth < 4 && current; depth++) {
    if (current instanceof Error) {
      const e = current as Error & { shortMessage?: string; code?: unknown; status?: unknown }
      const message = (e.shortMessage ?? e.message).replaceAll(/\s+/g, ' ').trim()
      const code = typeof e.code === 'string' ? ` [${e.code}]` : ''
      parts.push(`${e.name}: ${message}${code}`)
      current = e.cause
    } else {
      parts.push(String(current))
      current = undefined
    }
  }
  const text = parts.join(' <- ')
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text
}
