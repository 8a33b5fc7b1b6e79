/** Letters outside Latin-1 written plainly, so a Turkish or Polish name reads rather than turning into `?`. */
const PLAIN: Record<string, string> = {
  ş: 's',
  Ş: 'S',
  ğ: 'g',
  Ğ: 'G',
  ı: 'i',
  İ: 'I',
  ł: 'l',
  Ł: 'L',
  ő: 'o',
  ű: 'u',
  ć: 'c',
  ń: 'n',
  ś: 's',
  ź: 'z',
  ż: 'z',
  ą: 'a',
  ę: 'e',
  č: 'c',
  ř: 'r',
  '–': '-',
  '—': '-',
  '’': "'",
  '‘': "'",
  '“': '"',
  '”': '"',
  '…': '...',
  '€': 'EUR',
}

/**
 * pdf-lib's standard fonts encode WinAnsi only; any other character (CJK, emoji, most symbols) would
 * throw while drawing. Keeps printable Latin-1, writes a few Latin letters outside it plainly (`PLAIN`) and
 * replaces everything else with `?`.
 */
export function winAnsiSafe(text: string): string {
  let out = ''
  for (const raw of text) {
    if (Object.hasOwn(PLAIN, raw)) {
      out += PLAIN[raw]
      continue
    }
    const char = raw
    const code = char.codePointAt(0) ?? 0
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) out += char
    else if (code === 0x09 || code === 0x0a || code === 0x0d) out += ' '
    else out += '?'
  }
  return out
}
