/** Characters per printed line and lines per page of a note (Helvetica 11 pt on US Letter, 1" margins less). */
const LINE_CHARS = 90
const PAGE_LINES = 48

/** A line as a PDF string in WinAnsi (Latin-1's printable range); any other character shows as `?`. */
function pdfString(line: string): string {
  let out = ''
  for (const char of line) {
    const code = char.codePointAt(0)!
    if (char === '(' || char === ')' || char === '\\') out += `\\${char}`
    else if (code >= 0x20 && code < 0x7f) out += char
    else if (code >= 0xa0 && code <= 0xff) out += `\\${code.toString(8).padStart(3, '0')}`
    else out += '?'
  }
  return `(${out})`
}

/** The note's lines, each at most LINE_CHARS characters (a long line is cut at a space where it can be). */
function wrap(text: string): string[] {
  const lines: string[] = []
  for (const paragraph of text.split(/\r?\n/)) {
    let rest = [...paragraph]
    if (rest.length === 0) lines.push('')
    while (rest.length > 0) {
      let cut = Math.min(rest.length, LINE_CHARS)
      if (cut < rest.length) {
        const space = rest.slice(0, cut).lastIndexOf(' ')
        if (space > LINE_CHARS / 2) cut = space + 1
      }
      lines.push(rest.slice(0, cut).join('').trimEnd())
      rest = rest.slice(cut)
    }
  }
  return lines
}

/**
 * The owner's note as a PDF, the form Lithic takes dispute evidence in (PDF, JPEG or PNG; no text file): the
 * text on as many pages as it needs, and, since the standard font shows Latin-1 only, the note exactly as
 * written (UTF-8) attached to the document as `note.txt`, so a note in Japanese or Russian reaches the
 * reviewer whole.
 */
export function renderNotePdf(text: string): Uint8Array {
  const lines = wrap(text)
  const pages: string[][] = []
  for (let i = 0; i < lines.length; i += PAGE_LINES) pages.push(lines.slice(i, i + PAGE_LINES))
  const utf8 = Buffer.from(text, 'utf8')
  // Objects: 1 catalog, 2 pages, 3 font, 4 file spec, 5 embedded file, then a page and its content per page.
  const pageIds = pages.map((_, i) => 6 + 2 * i)
  const objects: (string | Buffer)[] = [
    `<< /Type /Catalog /Pages 2 0 R /Names << /EmbeddedFiles << /Names [(note.txt) 4 0 R] >> >> >>`,
    `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Filespec /F (note.txt) /UF (note.txt) /EF << /F 5 0 R >> >>',
    Buffer.concat([
      Buffer.from(`<< /Type /EmbeddedFile /Subtype /text#2Fplain /Length ${utf8.length} >>\nstream\n`),
      utf8,
      Buffer.from('\nendstream'),
    ]),
  ]
  for (const [i, page] of pages.entries()) {
    const body = `BT /F1 11 Tf 14 TL 56 736 Td ${page.map((line) => `${pdfString(line)} Tj T*`).join(' ')} ET`
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`,
      `<< /Length ${Buffer.byteLength(body, 'latin1')} >>\nstream\n${body}\nendstream`,
    )
  }
  const chunks: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')]
  let offset = chunks[0]!.length
  const offsets: number[] = []
  for (const [i, object] of objects.entries()) {
    const chunk = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      typeof object === 'string' ? Buffer.from(object, 'latin1') : object,
      Buffer.from('\nendobj\n', 'latin1'),
    ])
    offsets.push(offset)
    offset += chunk.length
    chunks.push(chunk)
  }
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
    '',
  ].join('\n')
  chunks.push(Buffer.from(xref, 'latin1'))
  return new Uint8Array(Buffer.concat(chunks))
}
