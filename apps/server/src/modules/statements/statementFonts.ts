import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import type { StatementLanguage } from '@chaincard/domain'
import fontkit, { type Font } from '@pdf-lib/fontkit'
import { type PDFDocument, type PDFFont, StandardFonts } from 'pdf-lib'
import { alignGlyphs } from './alignGlyphs'

export type FontWeight = 'regular' | 'bold'
type Family = 'helvetica' | 'notoSans' | 'notoSansSC'
type EmbeddedFamily = Exclude<Family, 'helvetica'>

const require = createRequire(import.meta.url)

/**
 * The TrueType files of the npm font packages (Google's Noto, OFL). Noto Sans: Latin (Latin-1, Latin Extended:
 * Turkish, Polish, ...), Cyrillic, Greek. Noto Sans SC: every CJK Unified Ideograph (simplified and traditional,
 * the kanji of Japanese) with kana, CJK punctuation and full-width forms (and its own Latin and basic Cyrillic).
 * One CJK font for ja, zh-cn and zh-tw: Noto Sans JP and TC lack simplified characters (a Chinese merchant in a
 * Japanese statement would be question marks) and would add 50 and 65 MB to the install; the price is the
 * mainland forms of a few shared ideographs in Japanese and traditional text.
 */
const FILES: Record<EmbeddedFamily, Record<FontWeight, () => string>> = {
  notoSans: {
    regular: () => require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'),
    bold: () => require.resolve('@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf'),
  },
  notoSansSC: {
    regular: () => require.resolve('@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf'),
    bold: () => require.resolve('@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf'),
  },
}

/**
 * The fonts a statement tries, in order, for a piece of text. English and German keep pdf-lib's standard
 * Helvetica (nothing embedded, the fastest and smallest PDF) for any text it can draw (WinAnsi) and fall back
 * to the Noto fonts for the rest (a Turkish or Japanese merchant); Turkish and Russian are in Noto Sans;
 * Japanese and Chinese in Noto Sans SC.
 */
const CHAINS: Record<StatementLanguage, readonly Family[]> = {
  en: ['helvetica', 'notoSans', 'notoSansSC'],
  de: ['helvetica', 'notoSans', 'notoSansSC'],
  tr: ['notoSans', 'notoSansSC'],
  ru: ['notoSans', 'notoSansSC'],
  ja: ['notoSansSC', 'notoSans'],
  'zh-cn': ['notoSansSC', 'notoSans'],
  'zh-tw': ['notoSansSC', 'notoSans'],
}

// Process-wide caches: a font file is read (glyphs aligned for the subsetter, `alignGlyphs`, and parsed to know
// its characters) the first time a statement needs it, then kept; each PDF embeds its own subset of the bytes.
const bytesCache = new Map<string, Promise<Uint8Array>>()
const coverageCache = new Map<EmbeddedFamily, Promise<Font>>()
let winAnsiCache: ReadonlySet<number> | undefined

function fontBytes(family: EmbeddedFamily, weight: FontWeight): Promise<Uint8Array> {
  const file = `${family}-${weight}`
  let bytes = bytesCache.get(file)
  if (!bytes) {
    bytes = readFile(FILES[family][weight]()).then((buffer) => alignGlyphs(new Uint8Array(buffer)))
    bytes.catch(() => bytesCache.delete(file))
    bytesCache.set(file, bytes)
  }
  return bytes
}

/** The parsed regular font of a family, to ask which characters it has (the bold one has the same). */
function coverageOf(family: EmbeddedFamily): Promise<Font> {
  let font = coverageCache.get(family)
  if (!font) {
    font = fontBytes(family, 'regular').then((bytes) => fontkit.create(bytes))
    font.catch(() => coverageCache.delete(family))
    coverageCache.set(family, font)
  }
  return font
}

/**
 * The OpenType features fontkit applies by default, all off: pdf-lib draws glyphs at their own advance widths
 * (no kerning or mark positioning reaches the PDF), Latin, Cyrillic, Greek and CJK read right without
 * ligatures or contextual forms, and shaping with them made every text with a Noto font about three times
 * slower (measured: 760 ms against 250 ms for 15,000 short texts in Noto Sans SC).
 */
const NO_FEATURES = Object.fromEntries(
  ['ccmp', 'locl', 'rlig', 'mark', 'mkmk', 'calt', 'clig', 'liga', 'rclt', 'curs', 'kern', 'rvrn'].map(
    (tag) => [tag, false],
  ),
)

/** A piece of text drawn in one font. */
export type TextRun = { text: string; font: PDFFont }

const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' })

/**
 * The fonts of one statement PDF: picks, for each piece of text, the fonts that draw it (the language's font
 * first, then the others for the characters it lacks) and embeds each font the first time it is drawn, as a
 * subset (only the glyphs the PDF uses). A character no bundled font has (an emoji) is drawn as `?`.
 */
export class StatementFonts {
  private readonly embedded = new Map<string, Promise<PDFFont>>()
  private readonly ready = new Map<string, PDFFont>()
  private readonly coverage = new Map<Family, (code: number) => boolean>()

  private readonly chain: readonly Family[]

  constructor(
    private readonly doc: PDFDocument,
    lang: StatementLanguage,
  ) {
    this.chain = CHAINS[lang]
    doc.registerFontkit(fontkit)
  }

  private font(family: Family, weight: FontWeight): Promise<PDFFont> {
    const key = `${family}-${weight}`
    let font = this.embedded.get(key)
    if (!font) {
      font =
        family === 'helvetica'
          ? this.doc.embedFont(weight === 'bold' ? StandardFonts.HelveticaBold : StandardFonts.Helvetica)
          : fontBytes(family, weight).then((bytes) =>
              this.doc.embedFont(bytes, { subset: true, features: NO_FEATURES }),
            )
      this.embedded.set(key, font)
      void font.then((embedded) => this.ready.set(key, embedded)).catch(() => {})
    }
    return font
  }

  /** Per family, whether it has a code point (the font file read the first time a text needs the family). */
  private async covers(family: Family): Promise<(code: number) => boolean> {
    let covers = this.coverage.get(family)
    if (!covers) {
      if (family === 'helvetica') {
        winAnsiCache ??= new Set((await this.font('helvetica', 'regular')).getCharacterSet())
        const winAnsi = winAnsiCache
        covers = (code) => winAnsi.has(code)
      } else {
        const font = await coverageOf(family)
        covers = (code) => font.hasGlyphForCodePoint(code)
      }
      this.coverage.set(family, covers)
    }
    return covers
  }

  /** Whether `family` draws every code point of `grapheme`. */
  private async draws(family: Family, grapheme: string): Promise<boolean> {
    const covers = await this.covers(family)
    for (const char of grapheme) if (!covers(char.codePointAt(0) ?? 0)) return false
    return true
  }

  private async drawnByAny(families: readonly Family[], grapheme: string): Promise<boolean> {
    for (const family of families) if (await this.draws(family, grapheme)) return true
    return false
  }

  /**
   * `text` as one run of the language's font, without waiting, when that font draws all of it and is loaded
   * already: nearly every text of a statement (labels, dates, amounts, most names). Else undefined (`runs`).
   */
  wholeRun(text: string, weight: FontWeight): TextRun[] | undefined {
    const first = this.chain[0]!
    const covers = this.coverage.get(first)
    const font = this.ready.get(`${first}-${weight}`)
    if (!covers || !font) return undefined
    let combining = false
    for (let i = 0; i < text.length; i++) {
      const code = text.codePointAt(i)!
      if (code > 0xffff) i++
      if (code < 0x20 || (code >= 0x7f && code < 0xa0) || !covers(code)) return undefined
      // Below U+0300 (combining marks) every text is already NFC.
      if (code >= 0x300) combining = true
    }
    return !combining || text === text.normalize('NFC') ? [{ text, font }] : undefined
  }

  /**
   * `text` as runs of one font each: line breaks and tabs become spaces, other control characters and any
   * character (grapheme) no font of the chain has become `?`. Helvetica draws a text only when it can draw all
   * of it (one font for the whole text); otherwise each character keeps the font of the previous one when that
   * font has it, else takes the first font of the chain that has it.
   */
  async runs(text: string, weight: FontWeight): Promise<TextRun[]> {
    const quick = this.wholeRun(text, weight)
    if (quick) return quick
    // Load the language's font, then try again.
    const first = this.chain[0]!
    await Promise.all([this.covers(first), this.font(first, weight)])
    const whole = this.wholeRun(text, weight)
    if (whole) return whole
    const graphemes: string[] = []
    for (const { segment } of segmenter.segment(text.normalize('NFC'))) {
      const code = segment.codePointAt(0) ?? 0
      if (segment === '\t' || segment === '\n' || segment === '\r' || segment === '\r\n') graphemes.push(' ')
      else if (code < 0x20 || (code >= 0x7f && code < 0xa0)) graphemes.push('?')
      else graphemes.push(segment)
    }
    const families = this.chain.filter((family) => family !== 'helvetica')
    if (this.chain[0] === 'helvetica') {
      let helvetica: string | undefined = ''
      for (const grapheme of graphemes) {
        if (await this.draws('helvetica', grapheme)) helvetica += grapheme
        else if (!(await this.drawnByAny(families, grapheme))) helvetica += '?'
        else {
          helvetica = undefined
          break
        }
      }
      if (helvetica !== undefined) {
        return [{ text: helvetica, font: await this.font('helvetica', weight) }]
      }
    }
    const runs: { text: string; family: Family }[] = []
    for (const grapheme of graphemes) {
      const current = runs.at(-1)
      if (current && (await this.draws(current.family, grapheme))) {
        current.text += grapheme
        continue
      }
      let chosen: Family | undefined
      for (const family of families) {
        if (await this.draws(family, grapheme)) {
          chosen = family
          break
        }
      }
      if (chosen) runs.push({ text: grapheme, family: chosen })
      else if (current) current.text += '?'
      else runs.push({ text: '?', family: families[0]! })
    }
    return Promise.all(
      runs.map(async (run) => ({ text: run.text, font: await this.font(run.family, weight) })),
    )
  }
}

/** The width of runs at `size` points. */
export function widthOfRuns(runs: readonly TextRun[], size: number): number {
  return runs.reduce((sum, run) => sum + run.font.widthOfTextAtSize(run.text, size), 0)
}
