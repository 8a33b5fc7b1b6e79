/** A mail as the sandbox catcher shows it. */
export type DecodedMail = {
  from: string
  to: string[]
  subject: string
  text: string
  /** Its `Auto-Submitted` header (RFC 3834), null without one. */
  autoSubmitted: string | null
}

const ENCODED_WORD = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g

function decodeQ(text: string, underscoreIsSpace: boolean): Buffer {
  const bytes: number[] = []
  const source = underscoreIsSpace ? text.replace(/_/g, ' ') : text
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!
    const hex = source.slice(i + 1, i + 3)
    if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16))
      i += 2
    } else {
      bytes.push(...Buffer.from(ch, 'utf8'))
    }
  }
  return Buffer.from(bytes)
}

/** RFC 2047 encoded words (UTF-8, B or Q); adjacent words join without the space between them. */
export function decodeHeader(value: string): string {
  const joined = value.replace(/\?=\s+=\?/g, '?==?')
  let out = ''
  let pending: Buffer[] = []
  let last = 0
  for (const match of joined.matchAll(ENCODED_WORD)) {
    const between = joined.slice(last, match.index)
    if (between) {
      out += Buffer.concat(pending).toString('utf8') + between
      pending = []
    }
    const [, , encoding, body = ''] = match
    pending.push(encoding!.toUpperCase() === 'B' ? Buffer.from(body, 'base64') : decodeQ(body, true))
    last = match.index + match[0].length
  }
  return out + Buffer.concat(pending).toString('utf8') + joined.slice(last)
}

/**
 * A single-part text mail as nodemailer writes it: headers unfolded and decoded, the body decoded from its
 * Content-Transfer-Encoding (quoted-printable, base64, 7bit/8bit). Enough for the sandbox's catcher and the
 * tests, not a general MIME parser.
 */
export function decodeMail(raw: string, envelopeTo: string[]): DecodedMail {
  const split = raw.search(/\r?\n\r?\n/)
  const head = split < 0 ? raw : raw.slice(0, split)
  const body = split < 0 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '')
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase()
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQ(body.replace(/=\r?\n/g, ''), false).toString('utf8')
        : body
  return {
    from: decodeHeader(headers.get('from') ?? ''),
    to: envelopeTo,
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: text.replace(/\r\n/g, '\n'),
    autoSubmitted: headers.get('auto-submitted') ?? null,
  }
}
