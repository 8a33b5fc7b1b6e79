/** Longest name a card network embosses (ISO 7813 track 1 allows 26 characters). */
export const CARD_NAME_MAX = 26

/**
 * Letters written out rather than stripped of their mark: the German umlauts as German (and ICAO 9303) write
 * them without one (ü is UE: Müller is MUELLER, never MULLER), and letters that do not decompose into a Latin
 * letter and a mark.
 */
const SPECIAL: Record<string, string> = {
  Ä: 'AE',
  ä: 'AE',
  Ö: 'OE',
  ö: 'OE',
  Ü: 'UE',
  ü: 'UE',
  ß: 'SS',
  ẞ: 'SS',
  Æ: 'AE',
  æ: 'AE',
  Œ: 'OE',
  œ: 'OE',
  Ø: 'O',
  ø: 'O',
  Ł: 'L',
  ł: 'L',
  Đ: 'D',
  đ: 'D',
  Ð: 'D',
  ð: 'D',
  Þ: 'TH',
  þ: 'TH',
  ı: 'I',
  '’': "'",
  ʼ: "'",
  '‘': "'",
  '‐': '-',
  '–': '-',
}

/** Russian and Ukrainian Cyrillic, as passports transliterate it (ICAO 9303). */
const CYRILLIC: Record<string, string> = {
  А: 'A',
  Б: 'B',
  В: 'V',
  Г: 'G',
  Д: 'D',
  Е: 'E',
  Ё: 'E',
  Ж: 'ZH',
  З: 'Z',
  И: 'I',
  Й: 'I',
  К: 'K',
  Л: 'L',
  М: 'M',
  Н: 'N',
  О: 'O',
  П: 'P',
  Р: 'R',
  С: 'S',
  Т: 'T',
  У: 'U',
  Ф: 'F',
  Х: 'KH',
  Ц: 'TS',
  Ч: 'CH',
  Ш: 'SH',
  Щ: 'SHCH',
  Ъ: 'IE',
  Ы: 'Y',
  Ь: '',
  Э: 'E',
  Ю: 'IU',
  Я: 'IA',
  Є: 'IE',
  І: 'I',
  Ї: 'I',
  Ґ: 'G',
}

/**
 * The name for the card from a person's legal name, in what networks emboss: Latin capitals, spaces, hyphens
 * and apostrophes ("Jürgen Groß-Müller" is "JUERGEN GROSS-MUELLER", "Пётр Иванов" is "PETR IVANOV"). Marks are
 * dropped, a few letters written out (ä ö ü as AE OE UE, ß as SS), Cyrillic transliterated; anything else (CJK, emoji) is left
 * out, so the person edits the pre-filled name. At most `CARD_NAME_MAX` characters, cut at a word.
 */
export function toCardName(firstName: string, lastName: string): string {
  let out = ''
  for (const raw of `${firstName} ${lastName}`.normalize('NFC')) {
    const upper = raw.toUpperCase()
    const special = SPECIAL[raw] ?? CYRILLIC[upper]
    if (special !== undefined) {
      out += special
      continue
    }
    for (const part of upper.normalize('NFKD')) {
      if (/[A-Z '-]/.test(part)) out += part
      else if (/\s/.test(part)) out += ' '
    }
  }
  const cleaned = out
    .replace(/\s+/g, ' ')
    .replace(/([ '-])[ '-]+/g, '$1')
    .trim()
  if (cleaned.length <= CARD_NAME_MAX) return cleaned
  const cut = cleaned.slice(0, CARD_NAME_MAX + 1)
  const space = cut.lastIndexOf(' ')
  return (space > 0 ? cut.slice(0, space) : cleaned.slice(0, CARD_NAME_MAX)).trim()
}
