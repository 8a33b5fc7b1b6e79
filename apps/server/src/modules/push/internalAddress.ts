import { BlockList, isIP } from 'node:net'

/** Networks no push service is in: loopback, private, link-local, shared (CGNAT), unspecified, and IPv6's. */
const INTERNAL = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv4')
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const) {
  INTERNAL.addSubnet(network, prefix, 'ipv6')
}

/** True for an address in a network no push service is in (an IPv4-mapped IPv6 address as its IPv4). */
export function isInternalAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  if (mapped) return INTERNAL.check(mapped[1]!, 'ipv4')
  return INTERNAL.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')
}

/** `localhost`, `*.localhost`, an IPv4 or IPv6 literal, or a name without a dot. */
export function isLocalOrAddress(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '')
  if (host === 'localhost' || host.endsWith('.localhost')) return true
  if (host.startsWith('[') || isIP(host) !== 0) return true
  return !host.includes('.')
}
