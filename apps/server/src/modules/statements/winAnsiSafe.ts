/**
 * pdf-lib's standard fonts encode WinAnsi only; any other character (CJK, emoji, most symbols) would
 * throw while drawing. Keeps printable Latin-1 and replaces everything else with `?`.
 */
export function winAnsiSafe(text: string): string {
  let out = ''
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) out += char
    else if (code === 0x09 || code === 0x0a || code === 0x0d) out += ' '
    else out += '?'
  }
  return out
}
