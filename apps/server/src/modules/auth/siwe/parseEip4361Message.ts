import { parseRfc3339DateTime } from './parseRfc3339DateTime'
import { authority, isRfc3986Uri, pchar, scheme } from './rfc3986'
import { SiweGrammarError } from './SiweGrammarError'

/** The fields of a message that follows the EIP-4361 ABNF. */
export type Eip4361Message = {
  scheme?: string
  domain: string
  address: string
  statement?: string
  uri: string
  version: '1'
  chainId: number
  nonce: string
  issuedAt: Date
  expirationTime?: Date
  notBefore?: Date
  requestId?: string
  resources?: string[]
}

const preamble = ' wants you to sign in with your Ethereum account:'
const firstLinePattern = new RegExp(`^(?:(${scheme})://)?(${authority})${preamble}$`)
/** `address = "0x" 40*40HEXDIG` ("0x" is case-insensitive in ABNF; EIP-55 is checked by the caller). */
const addressPattern = /^0[xX][0-9A-Fa-f]{40}$/
/** `statement = *( reserved / unreserved / " " )`: printable ASCII except `"%<>\^`{|}`, no line break. */
const statementPattern = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]*$/
const chainIdPattern = /^[0-9]+$/
/** `nonce = 8*( ALPHA / DIGIT )` */
const noncePattern = /^[A-Za-z0-9]{8,}$/
/** `request-id = *pchar` */
const requestIdPattern = new RegExp(`^${pchar}*$`)

const fail = (rule: string): never => {
  throw new SiweGrammarError(rule)
}

/** Reads the message line by line, in the ABNF's order; each step names the rule it enforces. */
class Lines {
  private index = 0
  constructor(private readonly lines: readonly string[]) {}

  get done(): boolean {
    return this.index >= this.lines.length
  }

  peek(): string | undefined {
    return this.lines[this.index]
  }

  take(what: string): string {
    const line = this.lines[this.index]
    if (line === undefined) return fail(`${what} is missing`)
    this.index += 1
    return line
  }

  /** The value after `title` on the next line; fails naming `title` when the line does not start with it. */
  field(title: string): string {
    const line = this.take(`"${title}" line`)
    if (!line.startsWith(title)) fail(`expected a "${title.trim()}" line`)
    return line.slice(title.length)
  }

  /** Like field, but only when the next line carries `title`. */
  optionalField(title: string): string | undefined {
    const line = this.peek()
    return line?.startsWith(title) ? this.field(title) : undefined
  }
}

const dateTime = (value: string, field: string): Date =>
  parseRfc3339DateTime(value) ?? fail(`${field} is not an RFC 3339 date-time`)

/**
 * Parses a Sign-In with Ethereum message exactly per the ABNF of EIP-4361: every line in its order, LF line
 * breaks, nothing before the first or after the last field. Throws SiweGrammarError naming the broken rule.
 * Beyond the ABNF it refuses an empty domain and a chain id too large to be a chain.
 */
export function parseEip4361Message(message: string): Eip4361Message {
  const lines = new Lines(message.split('\n'))

  const first = firstLinePattern.exec(lines.take('first line'))
  if (!first) return fail('the first line is not "<domain> wants you to sign in with your Ethereum account:"')
  const [, schemeValue, domain = ''] = first
  if (domain === '') fail('domain is empty')

  const address = lines.take('address')
  if (!addressPattern.test(address)) fail('address is not 0x and 40 hex digits')
  if (lines.take('blank line after the address') !== '') fail('expected a blank line after the address')

  // `[ statement LF ] LF`: either a blank line, or a statement line then a blank line.
  let statement: string | undefined
  const afterAddress = lines.take('statement or blank line')
  if (!(afterAddress === '' && lines.peek()?.startsWith('URI: '))) {
    if (!statementPattern.test(afterAddress)) fail('statement has a character EIP-4361 does not allow')
    statement = afterAddress
    if (lines.take('blank line after the statement') !== '') fail('expected a blank line after the statement')
  }

  const uri = lines.field('URI: ')
  if (!isRfc3986Uri(uri)) fail('URI is not an RFC 3986 URI')
  if (lines.field('Version: ') !== '1') fail('version must be "1"')
  const chainIdText = lines.field('Chain ID: ')
  if (!chainIdPattern.test(chainIdText)) fail('Chain ID is not a decimal number')
  const chainId = Number(chainIdText)
  if (!Number.isSafeInteger(chainId)) fail('Chain ID is out of range')
  const nonce = lines.field('Nonce: ')
  if (!noncePattern.test(nonce)) fail('Nonce is not 8 or more letters and digits')
  const issuedAt = dateTime(lines.field('Issued At: '), 'Issued At')

  const parsed: Eip4361Message = { domain, address, uri, version: '1', chainId, nonce, issuedAt }
  if (schemeValue !== undefined) parsed.scheme = schemeValue
  if (statement !== undefined) parsed.statement = statement

  const expirationTime = lines.optionalField('Expiration Time: ')
  if (expirationTime !== undefined) parsed.expirationTime = dateTime(expirationTime, 'Expiration Time')
  const notBefore = lines.optionalField('Not Before: ')
  if (notBefore !== undefined) parsed.notBefore = dateTime(notBefore, 'Not Before')
  const requestId = lines.optionalField('Request ID: ')
  if (requestId !== undefined) {
    if (!requestIdPattern.test(requestId)) fail('Request ID has a character that is not an RFC 3986 pchar')
    parsed.requestId = requestId
  }
  if (lines.peek() === 'Resources:') {
    lines.take('Resources')
    const resources: string[] = []
    while (!lines.done) {
      const line = lines.take('resource')
      if (!line.startsWith('- ')) fail('a resource line does not start with "- "')
      const resource = line.slice(2)
      if (!isRfc3986Uri(resource)) fail('a resource is not an RFC 3986 URI')
      resources.push(resource)
    }
    parsed.resources = resources
  }
  if (!lines.done) fail('unexpected text after the last field')
  return parsed
}
