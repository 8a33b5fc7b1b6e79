/**
 * RFC 3986 appendix A as regular-expression sources, for EIP-4361's `domain` (authority), `uri` and
 * `resources` (URI) and `request-id` (pchar). Each constant is a non-capturing group; anchor it yourself.
 */

const hexdig = '[0-9A-Fa-f]'
const unreserved = 'A-Za-z0-9\\-._~'
const subDelims = "!$&'()*+,;="
const pctEncoded = `%${hexdig}{2}`

/** `pchar = unreserved / pct-encoded / sub-delims / ":" / "@"` */
export const pchar = `(?:[${unreserved}${subDelims}:@]|${pctEncoded})`

/** `scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )` */
export const scheme = '(?:[A-Za-z][A-Za-z0-9+\\-.]*)'

const userinfo = `(?:[${unreserved}${subDelims}:]|${pctEncoded})*`

/** `dec-octet`: 0-255 without leading zeros. */
const decOctet = '(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])'
const ipv4Address = `(?:${decOctet}\\.${decOctet}\\.${decOctet}\\.${decOctet})`

const h16 = `${hexdig}{1,4}`
const ls32 = `(?:${h16}:${h16}|${ipv4Address})`
/** The nine forms of RFC 3986's `IPv6address`. */
const ipv6Address = `(?:${[
  `(?:${h16}:){6}${ls32}`,
  `::(?:${h16}:){5}${ls32}`,
  `(?:${h16})?::(?:${h16}:){4}${ls32}`,
  `(?:(?:${h16}:){0,1}${h16})?::(?:${h16}:){3}${ls32}`,
  `(?:(?:${h16}:){0,2}${h16})?::(?:${h16}:){2}${ls32}`,
  `(?:(?:${h16}:){0,3}${h16})?::${h16}:${ls32}`,
  `(?:(?:${h16}:){0,4}${h16})?::${ls32}`,
  `(?:(?:${h16}:){0,5}${h16})?::${h16}`,
  `(?:(?:${h16}:){0,6}${h16})?::`,
].join('|')})`
const ipvFuture = `(?:v${hexdig}+\\.[${unreserved}${subDelims}:]+)`
const ipLiteral = `(?:\\[(?:${ipv6Address}|${ipvFuture})\\])`
const regName = `(?:[${unreserved}${subDelims}]|${pctEncoded})*`

/** `host = IP-literal / IPv4address / reg-name` (reg-name may be empty). */
const host = `(?:${ipLiteral}|${ipv4Address}|${regName})`
const port = '[0-9]*'

/** `authority = [ userinfo "@" ] host [ ":" port ]` */
export const authority = `(?:(?:${userinfo}@)?${host}(?::${port})?)`

const segment = `${pchar}*`
const segmentNz = `${pchar}+`
const pathAbempty = `(?:/${segment})*`
const pathAbsolute = `(?:/(?:${segmentNz}(?:/${segment})*)?)`
const pathRootless = `(?:${segmentNz}(?:/${segment})*)`
const hierPart = `(?://${authority}${pathAbempty}|${pathAbsolute}|${pathRootless}|)`
const queryOrFragment = `(?:${pchar}|[/?])*`

/** `URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]` (an absolute URI, no relative refs). */
const uri = `(?:${scheme}:${hierPart}(?:\\?${queryOrFragment})?(?:#${queryOrFragment})?)`

const uriPattern = new RegExp(`^${uri}$`)

/** True when `value` is an RFC 3986 `URI`. */
export function isRfc3986Uri(value: string): boolean {
  return uriPattern.test(value)
}
