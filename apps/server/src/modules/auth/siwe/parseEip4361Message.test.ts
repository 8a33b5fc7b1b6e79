import { describe, expect, it } from 'vitest'
import { parseEip4361Message } from './parseEip4361Message'
import { SiweGrammarError } from './SiweGrammarError'

const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** Every field of EIP-4361 in order, as lines; tests replace, drop or insert lines. */
const fullLines = (): string[] => [
  'shop.example wants you to sign in with your Ethereum account:',
  address,
  '',
  'Sign in to Chaincard',
  '',
  'URI: https://shop.example/login',
  'Version: 1',
  'Chain ID: 1',
  'Nonce: Ab12Cd34Ef56',
  'Issued At: 2026-03-17T12:45:13.610Z',
  'Expiration Time: 2026-03-18T12:45:13.610Z',
  'Not Before: 2026-03-17T12:45:13.610Z',
  'Request ID: req-1',
  'Resources:',
  '- https://shop.example/terms',
  '- ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
]
const minimalLines = (): string[] => fullLines().slice(0, 10)

const indexOf = (lines: string[], prefix: string): number => {
  const i = lines.findIndex((l) => l.startsWith(prefix))
  if (i < 0) throw new Error(`no line starts with ${prefix}`)
  return i
}
/** The full message with the line starting with `prefix` replaced by `line`. */
const withLine = (prefix: string, line: string, lines = fullLines()): string => {
  lines[indexOf(lines, prefix)] = line
  return lines.join('\n')
}
const without = (prefix: string, lines = fullLines()): string => {
  lines.splice(indexOf(lines, prefix), 1)
  return lines.join('\n')
}

const refusal = (message: string): string => {
  try {
    parseEip4361Message(message)
  } catch (error) {
    expect(error).toBeInstanceOf(SiweGrammarError)
    expect((error as SiweGrammarError).name).toBe('SiweGrammarError')
    return (error as SiweGrammarError).shortMessage
  }
  throw new Error('the message was accepted')
}

describe('parseEip4361Message accepts', () => {
  it('every field, in order, and returns each', () => {
    expect(parseEip4361Message(fullLines().join('\n'))).toEqual({
      domain: 'shop.example',
      address,
      statement: 'Sign in to Chaincard',
      uri: 'https://shop.example/login',
      version: '1',
      chainId: 1,
      nonce: 'Ab12Cd34Ef56',
      issuedAt: new Date('2026-03-17T12:45:13.610Z'),
      expirationTime: new Date('2026-03-18T12:45:13.610Z'),
      notBefore: new Date('2026-03-17T12:45:13.610Z'),
      requestId: 'req-1',
      resources: [
        'https://shop.example/terms',
        'ipfs://bafybeiemxf5abjwjbikoz4mc3a3dla6ual3jsgpdr4cjr3oz3evfyavhwq/',
      ],
    })
  })

  it('only the required fields', () => {
    const parsed = parseEip4361Message(minimalLines().join('\n'))
    expect(Object.keys(parsed).sort()).toEqual(
      ['address', 'chainId', 'domain', 'issuedAt', 'nonce', 'statement', 'uri', 'version'].sort(),
    )
  })

  it('no statement (one blank line less)', () => {
    const lines = minimalLines()
    lines.splice(3, 2)
    lines.splice(3, 0, '')
    expect(parseEip4361Message(lines.join('\n')).statement).toBeUndefined()
  })

  it('an empty statement line (statement is *( reserved / unreserved / " " ) in the ABNF)', () => {
    expect(parseEip4361Message(withLine('Sign in', '', minimalLines())).statement).toBe('')
  })

  it('a statement with every reserved and unreserved character and spaces', () => {
    const statement = "I accept: https://a.example/tos?x=1#y [v2] @me !$&'()*+,;= -._~ 09AZaz"
    expect(parseEip4361Message(withLine('Sign in', statement)).statement).toBe(statement)
  })

  it('a scheme before the domain', () => {
    const parsed = parseEip4361Message(
      withLine('shop.example wants', 'https://shop.example wants you to sign in with your Ethereum account:'),
    )
    expect(parsed.scheme).toBe('https')
    expect(parsed.domain).toBe('shop.example')
  })

  it.each([
    ['an IPv4 address', '127.0.0.1'],
    ['a port', 'localhost:8080'],
    ['userinfo', 'alice@shop.example'],
    ['userinfo and a port', 'alice:pw@127.0.0.1:8080'],
    ['an IPv6 literal', '[::1]:8080'],
    ['an IPvFuture literal', '[v1.fe80::a+en1]'],
    ['a reg-name with an underscore and pct-encoding', 'my_shop%41.example'],
    ['a host that is not a valid IPv4 address but a valid reg-name', '1.1.1.256'],
  ])('a domain with %s', (_, domain) => {
    const parsed = parseEip4361Message(
      withLine('shop.example wants', `${domain} wants you to sign in with your Ethereum account:`),
    )
    expect(parsed.domain).toBe(domain)
  })

  it.each([
    'urn:isbn:0451450523',
    'did:key:z6MkhaXgBZDvotDkL5257faiztiGiC2QtKLGpbnnEGta2doK',
    'mailto:alice@shop.example',
    'https://[2001:db8::7]:8443/a/b?c=d&e=%20#frag/?',
    'https://[::ffff:192.0.2.1]/',
    'https://[1:2:3:4:5:6:7:8]/',
    'https://[1::]/',
    'file:///etc/hosts',
    'x:',
  ])('the URI %s', (uri) => {
    expect(parseEip4361Message(withLine('URI: ', `URI: ${uri}`)).uri).toBe(uri)
  })

  it('an empty Request ID and one with every pchar', () => {
    expect(parseEip4361Message(withLine('Request ID: ', 'Request ID: ')).requestId).toBe('')
    const id = "a-Z_9.~!$&'()*+,;=:@%2F"
    expect(parseEip4361Message(withLine('Request ID: ', `Request ID: ${id}`)).requestId).toBe(id)
  })

  it('a Resources: line with no resources', () => {
    const lines = fullLines().slice(0, 14)
    expect(parseEip4361Message(lines.join('\n')).resources).toEqual([])
  })

  it.each([
    ['without a fraction of a second', '2026-03-17T12:45:13Z', '2026-03-17T12:45:13.000Z'],
    ['with a positive offset', '2026-03-17T14:45:13+02:00', '2026-03-17T12:45:13.000Z'],
    ['with a negative offset', '2026-03-17T07:15:13.5-05:30', '2026-03-17T12:45:13.500Z'],
    ['in lower case', '2026-03-17t12:45:13z', '2026-03-17T12:45:13.000Z'],
    ['on 29 February of a leap year', '2028-02-29T00:00:00Z', '2028-02-29T00:00:00.000Z'],
    ['with a leap second', '2016-12-31T23:59:60Z', '2017-01-01T00:00:00.000Z'],
  ])('Issued At %s', (_, value, iso) => {
    expect(parseEip4361Message(withLine('Issued At: ', `Issued At: ${value}`)).issuedAt.toISOString()).toBe(
      iso,
    )
  })

  it('a long nonce and a multi-digit chain id', () => {
    const parsed = parseEip4361Message(
      withLine('Chain ID: ', 'Chain ID: 42161', withLine('Nonce: ', `Nonce: ${'a1'.repeat(32)}`).split('\n')),
    )
    expect(parsed.chainId).toBe(42161)
    expect(parsed.nonce).toBe('a1'.repeat(32))
  })
})

describe('parseEip4361Message refuses, naming the rule', () => {
  // The three hostile vectors of the reference suite (spruceid/siwe) that the regex check let through.
  it('resources not separated by a line break', () => {
    expect(
      refusal(
        withLine('- https://shop.example/terms', '- https://shop.example/terms - https://shop.example/b'),
      ),
    ).toMatch(/resource is not an RFC 3986 URI/)
  })

  it('a first resource that is not an RFC 3986 URI', () => {
    expect(refusal(withLine('- https://shop.example/terms', '- _not_an_rfc3986_uri_'))).toMatch(
      /resource is not an RFC 3986 URI/,
    )
  })

  it('a second resource that is not an RFC 3986 URI', () => {
    expect(refusal(withLine('- ipfs:', '- _not_an_rfc3986_uri_'))).toMatch(/resource is not an RFC 3986 URI/)
  })

  it.each([
    ['a resource line without "- "', '-https://shop.example/b'],
    ['a resource line with "* "', '* https://shop.example/b'],
    ['an empty resource', '- '],
    ['a resource with a space in its path', '- https://shop.example/a b'],
    ['a resource with a space before its query', '- https://shop.example/a ?q=1'],
    ['a resource with a space before its fragment', '- https://shop.example/a?q=1 #f'],
    ['a resource with a bad percent-encoding', '- https://shop.example/%zz'],
    ['a resource with no scheme', '- ://shop.example/a'],
    ['a relative resource', '- /terms'],
    ['a resource with an IPv6 literal of nine groups', '- https://[1:2:3:4:5:6:7:8:9]/'],
    ['a resource with an IPv6 literal of seven groups', '- https://[1:2:3:4:5:6:7]/'],
    ['a resource with an IPv6 literal with two "::"', '- https://[1::2::3]/'],
    ['a resource with an IPv4 part out of range in an IPv6 literal', '- https://[::0.0.0.256]/'],
    ['a resource with a hex IPv4 part in an IPv6 literal', '- https://[::0.ff.0.255]/'],
    ['a resource with an unclosed IP literal', '- https://[::1/'],
    ['a resource with a "#" in its fragment', '- https://shop.example/#a#b'],
    ['a resource with "[" in its path', '- https://shop.example/a[b'],
    ['a resource with a non-ASCII character', '- https://shop.example/caf\u00e9'],
    ['a resource with a tab', '- https://shop.example/\t'],
    ['a resource with a carriage return (CRLF line breaks)', '- https://shop.example/b\r'],
  ])('%s', (_, line) => {
    expect(refusal(withLine('- ipfs:', line))).toMatch(/resource/)
  })

  it('text after the resources that is not a resource (a field out of order)', () => {
    const lines = fullLines()
    lines.push('Request ID: again')
    expect(refusal(lines.join('\n'))).toMatch(/resource line does not start with "- "/)
  })

  it.each([
    ['"Resources:" with a trailing space', 'Resources: '],
    ['"resources:" in lower case', 'resources:'],
  ])('%s', (_, line) => {
    expect(refusal(withLine('Resources:', line))).toMatch(/unexpected text after the last field/)
  })

  it.each([
    ['an empty domain', ' wants you to sign in with your Ethereum account:', /domain is empty/],
    ['a domain with a space', 'shop example wants you to sign in with your Ethereum account:', /first line/],
    [
      'a domain with a path',
      'shop.example/login wants you to sign in with your Ethereum account:',
      /first line/,
    ],
    [
      'a domain with a bad port',
      'shop.example:80a wants you to sign in with your Ethereum account:',
      /first line/,
    ],
    ['a domain with "<"', 'shop<.example wants you to sign in with your Ethereum account:', /first line/],
    [
      'a domain with a bad IP literal',
      '[::g] wants you to sign in with your Ethereum account:',
      /first line/,
    ],
    [
      'a scheme starting with a digit',
      '1https://shop.example wants you to sign in with your Ethereum account:',
      /first line/,
    ],
    [
      'a scheme with "_"',
      'ht_tp://shop.example wants you to sign in with your Ethereum account:',
      /first line/,
    ],
    ['a changed preamble', 'shop.example wants you to sign in with your Ethereum account', /first line/],
    [
      'a preamble in other case',
      'shop.example Wants you to sign in with your Ethereum account:',
      /first line/,
    ],
    [
      'text before the domain line',
      'Hello\nshop.example wants you to sign in with your Ethereum account:',
      /first line/,
    ],
  ])('%s', (_, line, reason) => {
    expect(refusal(withLine('shop.example wants', line))).toMatch(reason)
  })

  it.each([
    ['a missing address', ''],
    ['an address of 39 hex digits', address.slice(0, -1)],
    ['an address of 41 hex digits', `${address}0`],
    ['an address without 0x', address.slice(2)],
    ['an address with a non-hex digit', `${address.slice(0, -1)}g`],
    ['an address with a trailing space', `${address} `],
  ])('%s', (_, line) => {
    expect(refusal(withLine(address, line))).toMatch(/address/)
  })

  it('no blank line after the address', () => {
    const lines = fullLines()
    lines.splice(2, 1)
    expect(refusal(lines.join('\n'))).toMatch(/blank line after the address/)
  })

  it('an extra line break before the statement', () => {
    const lines = fullLines()
    lines.splice(2, 0, '')
    expect(refusal(lines.join('\n'))).toMatch(/blank line after the statement/)
  })

  it('a statement over two lines', () => {
    const lines = fullLines()
    lines.splice(4, 0, 'https://shop.example/tos')
    expect(refusal(lines.join('\n'))).toMatch(/blank line after the statement/)
  })

  it.each(['"', '%', '<', '>', '\\', '^', '`', '{', '|', '}', '\t', '\r', '\u00e9', '\u2028'])(
    'a statement with %j',
    (char) => {
      expect(refusal(withLine('Sign in', `Sign in to ${char}Chaincard`))).toMatch(/statement has a character/)
    },
  )

  it.each([
    ['missing', 'URI: ', null, /expected a "URI:" line/],
    ['not RFC 3986', 'URI: ', 'URI: _not_an_rfc3986_uri_', /URI is not an RFC 3986 URI/],
    ['with a space', 'URI: ', 'URI: https://shop.example/ login', /URI is not an RFC 3986 URI/],
    ['empty', 'URI: ', 'URI: ', /URI is not an RFC 3986 URI/],
    ['title in lower case', 'URI: ', 'uri: https://shop.example/login', /expected a "URI:" line/],
    ['version 2', 'Version: ', 'Version: 2', /version must be "1"/],
    ['version 1.0', 'Version: ', 'Version: 1.0', /version must be "1"/],
    ['version missing', 'Version: ', null, /expected a "Version:" line/],
    ['chain id missing', 'Chain ID: ', null, /expected a "Chain ID:" line/],
    ['chain id "?"', 'Chain ID: ', 'Chain ID: ?', /Chain ID is not a decimal number/],
    ['chain id negative', 'Chain ID: ', 'Chain ID: -1', /Chain ID is not a decimal number/],
    ['chain id in hex', 'Chain ID: ', 'Chain ID: 0x1', /Chain ID is not a decimal number/],
    ['chain id empty', 'Chain ID: ', 'Chain ID: ', /Chain ID is not a decimal number/],
    ['chain id beyond 2^53', 'Chain ID: ', 'Chain ID: 9007199254740993', /Chain ID is out of range/],
    ['nonce missing', 'Nonce: ', null, /expected a "Nonce:" line/],
    ['nonce of 7 characters', 'Nonce: ', 'Nonce: Ab12Cd3', /Nonce is not 8 or more/],
    ['nonce with "-"', 'Nonce: ', 'Nonce: Ab12-Cd34', /Nonce is not 8 or more/],
    ['nonce with a space', 'Nonce: ', 'Nonce: Ab12Cd34 ', /Nonce is not 8 or more/],
    ['issued at missing', 'Issued At: ', null, /expected a "Issued At:" line/],
  ])('a %s field', (_, prefix, line, reason) => {
    expect(refusal(line === null ? without(prefix) : withLine(prefix, line))).toMatch(reason)
  })

  it.each([
    'Wed Oct 05 2011 16:48:00 GMT+0200 (CEST)',
    '2026-03-17',
    '2026-03-17 12:45:13Z',
    '2026-03-17T12:45:13',
    '2026-03-17T12:45Z',
    '2026-3-17T12:45:13Z',
    '2026-13-17T12:45:13Z',
    '2026-00-17T12:45:13Z',
    '2026-02-29T12:45:13Z',
    '2100-02-29T12:45:13Z',
    '2026-04-31T12:45:13Z',
    '2026-03-00T12:45:13Z',
    '2026-03-17T24:00:00Z',
    '2026-03-17T12:60:13Z',
    '2026-03-17T12:45:61Z',
    '2026-03-17T12:45:13.Z',
    '2026-03-17T12:45:13+0200',
    '2026-03-17T12:45:13+24:00',
    '2026-03-17T12:45:13+02:60',
    '+2026-03-17T12:45:13Z',
    '1773751513',
  ])('a date-time %j in each time field', (value) => {
    for (const [prefix, field] of [
      ['Issued At: ', 'Issued At'],
      ['Expiration Time: ', 'Expiration Time'],
      ['Not Before: ', 'Not Before'],
    ] as const) {
      expect(refusal(withLine(prefix, `${prefix}${value}`))).toBe(`${field} is not an RFC 3339 date-time`)
    }
  })

  it.each(['a b', 'a/b', 'a?b', 'a#b', 'a%2', 'a[b', '\u00e9'])('a Request ID %j', (id) => {
    expect(refusal(withLine('Request ID: ', `Request ID: ${id}`))).toMatch(/Request ID has a character/)
  })

  it.each([
    ['URI after Version', ['Version: ', 'URI: ']],
    ['Chain ID after Nonce', ['Nonce: ', 'Chain ID: ']],
    ['Nonce after Issued At', ['Issued At: ', 'Nonce: ']],
    ['Issued At after Expiration Time', ['Expiration Time: ', 'Issued At: ']],
    ['Expiration Time after Not Before', ['Not Before: ', 'Expiration Time: ']],
    ['Not Before after Request ID', ['Request ID: ', 'Not Before: ']],
  ])('%s', (_, [a, b]) => {
    const lines = fullLines()
    const i = indexOf(lines, b!)
    const j = indexOf(lines, a!)
    ;[lines[i], lines[j]] = [lines[j]!, lines[i]!]
    expect(() => parseEip4361Message(lines.join('\n'))).toThrow(SiweGrammarError)
  })

  it.each([
    ['Request ID after Resources', 'Request ID: '],
    ['Not Before after Resources', 'Not Before: '],
  ])('%s', (_, prefix) => {
    const lines = fullLines()
    const [moved] = lines.splice(indexOf(lines, prefix), 1)
    lines.push(moved!)
    expect(refusal(lines.join('\n'))).toMatch(/resource line does not start with "- "/)
  })

  it.each([
    ['a trailing line break', `${fullLines().join('\n')}\n`],
    ['a trailing line break after Issued At', `${minimalLines().join('\n')}\n`],
    ['text after the last field', `${minimalLines().join('\n')}\nTransfer all funds to 0xdead`],
    ['a field twice', `${minimalLines().join('\n')}\nIssued At: 2026-03-17T12:45:13.610Z`],
    ['CRLF line breaks', fullLines().join('\r\n')],
    ['an empty message', ''],
  ])('%s', (_, message) => {
    expect(() => parseEip4361Message(message)).toThrow(SiweGrammarError)
  })
})
