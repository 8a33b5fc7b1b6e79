import { isIPv6 } from 'node:net'

/**
 * The /48 an IPv6 address belongs to, as `2001:db8:1::/48` (lowercase, the first three groups without leading
 * zeros): the usual allocation of one site, so the unit a coarser rate-limit budget counts (a /64 per client is
 * what @fastify/rate-limit counts, and one site has 65,536 of them). `undefined` for an IPv4 address, an
 * IPv4-mapped IPv6 one (`::ffff:192.0.2.1`) and anything else that is not IPv6.
 */
export function ipv6Prefix48(ip: string): string | undefined {
  const address = ip.split('%')[0]!.toLowerCase()
  if (!isIPv6(address)) return undefined
  const groups = expandIpv6(address)
  // ::ffff:a.b.c.d (IPv4-mapped): an IPv4 client.
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) return undefined
  return `${groups
    .slice(0, 3)
    .map((group) => group.toString(16))
    .join(':')}::/48`
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 part as two groups). */
function expandIpv6(address: string): number[] {
  let text = address
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text)
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number]
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`
  }
  const [head, tail] = text.split('::') as [string, string | undefined]
  const parse = (part: string) =>
    part === '' ? [] : part.split(':').map((group) => Number.parseInt(group, 16))
  const front = parse(head)
  if (tail === undefined) return front
  const back = parse(tail)
  return [...front, ...new Array<number>(8 - front.length - back.length).fill(0), ...back]
}
