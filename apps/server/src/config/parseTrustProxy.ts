import { isIP } from 'node:net'

/**
 * Which peers' `X-Forwarded-For` the server believes (Fastify's `trustProxy`): `false` trusts nobody, so the
 * client address is the socket's peer; a number trusts that many proxy hops in front of the server; a list
 * trusts peers whose address is one of these IPs or CIDR ranges (or proxy-addr's names `loopback`,
 * `linklocal`, `uniquelocal`).
 */
export type TrustProxy = false | number | readonly string[]

const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isAddressOrRange(entry: string): boolean {
  if (namedRanges.has(entry)) return true
  const [address = '', prefix, ...rest] = entry.split('/')
  if (rest.length > 0) return false
  const family = isIP(address)
  if (family === 0) return false
  if (prefix === undefined) return true
  if (!/^\d{1,3}$/.test(prefix)) return false
  return Number(prefix) <= (family === 4 ? 32 : 128)
}

export type ParseTrustProxyReturnType = { value: TrustProxy } | { problem: string }

/**
 * Parses TRUST_PROXY: `none` or empty (trust nothing), a hop count, or a comma-separated list of IPs / CIDRs.
 * Production requires it set (loadConfig): `none` says on purpose that no proxy is in front.
 */
export function parseTrustProxy(text: string | undefined): ParseTrustProxyReturnType {
  const trimmed = text?.trim() ?? ''
  if (trimmed === '' || trimmed === 'none') return { value: false }
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed)
    if (hops < 1 || hops > 32)
      return { problem: 'a hop count must be 1 to 32 (leave it empty to trust nothing)' }
    return { value: hops }
  }
  const entries = trimmed.split(',').map((e) => e.trim())
  const bad = entries.filter((e) => !isAddressOrRange(e))
  if (bad.length > 0) {
    return {
      problem: `must be a hop count or a comma-separated list of IP addresses or CIDR ranges (not ${bad
        .map((b) => JSON.stringify(b))
        .join(', ')})`,
    }
  }
  return { value: entries }
}
