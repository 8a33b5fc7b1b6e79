import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { StatementLanguage } from '@chaincard/domain'
import fontkit, { type Font } from '@pdf-lib/fontkit'
import { describe, expect, it } from 'vitest'
import { alignGlyphs } from './alignGlyphs'
import { renderStatementPdf, type StatementLine } from './renderStatementPdf'
import { embeddedFonts } from './testing/pdfFonts'
import { pdfText } from './testing/pdfText'

// Every statement PDF in the owner's language, every merchant name drawn with real glyphs (emoji and
// scripts no bundled font has as '?'), the fonts embedded as subsets only.

/** Merchant names as the card network sends them, and as the PDF must read. */
const MERCHANTS: [name: string, shown: string][] = [
  ['ラーメン一蘭 渋谷店', 'ラーメン一蘭 渋谷店'],
  ['星巴克咖啡 北京国贸', '星巴克咖啡 北京国贸'],
  ['鼎泰豐 臺北信義店', '鼎泰豐 臺北信義店'],
  ['Магазин Пятёрочка', 'Магазин Пятёрочка'],
  ['Şişli Kırtasiye Ğğ İı', 'Şişli Kırtasiye Ğğ İı'],
  ['Łódź Café Ręka', 'Łódź Café Ręka'],
  ['Pizza 🍕 Place', 'Pizza ? Place'],
  ['👨‍👩‍👧 Toys\tand more', '? Toys and more'],
  ['서울 카페', '?? ??'],
]

/** Per language: the title, the opening balance, the description column, a purchase, the footer. */
const EXPECTED: Record<StatementLanguage, string[]> = {
  en: [
    'Chaincard card statement',
    'Opening balance: 234.56 USD',
    'Description',
    'Purchase',
    'Generated 2026-11-21 09:00 Asia/Tokyo - Page 1 of 1',
  ],
  de: [
    'Chaincard Kartenauszug',
    'Anfangssaldo: 234,56 USD',
    'Beschreibung',
    'Einkauf',
    'Erstellt 2026-11-21 09:00 Asia/Tokyo - Seite 1 von 1',
  ],
  tr: [
    'Chaincard kart ekstresi',
    'Açılış bakiyesi: 234,56 USD',
    'Açıklama',
    'Alışveriş',
    'Oluşturuldu 2026-11-21 09:00 Asia/Tokyo - Sayfa 1 / 1',
  ],
  ru: [
    'Выписка по карте Chaincard',
    'Начальный баланс: 234,56 USD',
    'Описание',
    'Покупка',
    'Создано 2026-11-21 09:00 Asia/Tokyo - Страница 1 из 1',
  ],
  ja: [
    'Chaincard カード明細書',
    '期首残高: 234.56 USD',
    '内容',
    '購入',
    '作成 2026-11-21 09:00 Asia/Tokyo - 1 / 1 ページ',
  ],
  'zh-cn': [
    'Chaincard 卡对账单',
    '期初余额: 234.56 USD',
    '说明',
    '消费',
    '生成于 2026-11-21 09:00 Asia/Tokyo - 第 1 页，共 1 页',
  ],
  'zh-tw': [
    'Chaincard 卡片對帳單',
    '期初餘額: 234.56 USD',
    '說明',
    '消費',
    '產生於 2026-11-21 09:00 Asia/Tokyo - 第 1 頁，共 1 頁',
  ],
}

/** The fonts each language's PDF embeds for these merchants (and the owner's name in kanji). */
const FONTS: Record<StatementLanguage, string[]> = {
  en: ['NotoSans-Regular', 'NotoSansSC-Regular'],
  de: ['NotoSans-Regular', 'NotoSansSC-Regular'],
  tr: ['NotoSans-Bold', 'NotoSans-Regular', 'NotoSansSC-Regular'],
  ru: ['NotoSans-Bold', 'NotoSans-Regular', 'NotoSansSC-Regular'],
  ja: ['NotoSans-Regular', 'NotoSansSC-Bold', 'NotoSansSC-Regular'],
  'zh-cn': ['NotoSans-Regular', 'NotoSansSC-Bold', 'NotoSansSC-Regular'],
  'zh-tw': ['NotoSans-Regular', 'NotoSansSC-Bold', 'NotoSansSC-Regular'],
}

function statement(lang: StatementLanguage, merchants: readonly string[], displayName = '山田 太郎') {
  const lines: StatementLine[] = merchants.map((description, i) => ({
    at: new Date(Date.UTC(2026, 10, 2 + i, 3)),
    id: `tx-${i}`,
    description,
    type: 'purchase',
    amountMicro: -1_000_000n,
    balanceAfterMicro: 234_560_000n - BigInt(i + 1) * 1_000_000n,
  }))
  return renderStatementPdf({
    productName: 'Chaincard',
    lang,
    tz: 'Asia/Tokyo',
    card: { id: 'card-1', maskedNumber: '**** **** **** 7899', program: 'classic', displayName },
    month: '2026-11',
    openingMicro: 234_560_000n,
    closingMicro: 234_560_000n - BigInt(lines.length) * 1_000_000n,
    lines,
    generatedAt: new Date('2026-11-21T00:00:00Z'),
  })
}

const require = createRequire(import.meta.url)
const originals = new Map<string, Font>()
/** The font a PDF font name ("NotoSansSC-Bold-1234") was subset from, as the package ships it. */
function originalOf(name: string): Font {
  const [, family, weight] = /^(NotoSans(?:SC)?)-(Regular|Bold)-/.exec(name) ?? []
  expect(family, name).toBeDefined()
  const file = `@expo-google-fonts/${family === 'NotoSans' ? 'noto-sans' : 'noto-sans-sc'}/${weight === 'Bold' ? '700Bold' : '400Regular'}/${family}_${weight === 'Bold' ? '700Bold' : '400Regular'}.ttf`
  let font = originals.get(file)
  if (!font) {
    font = fontkit.create(readFileSync(require.resolve(file)))
    originals.set(file, font)
  }
  return font
}

/**
 * Every glyph a PDF embeds has the outline and width of the original font's glyph for its character: a subset
 * that lost or shifted glyphs draws blanks while its text still extracts.
 */
async function expectIntactSubsets(bytes: Uint8Array) {
  const fonts = await embeddedFonts(bytes)
  for (const font of fonts) {
    // A subset: a few KB (the whole Noto Sans is 630 KB, Noto Sans SC 10 MB).
    expect(font.storedBytes, font.name).toBeLessThan(40_000)
    const subset = fontkit.create(font.program)
    const original = originalOf(font.name)
    expect(font.glyphs.size, font.name).toBeGreaterThan(0)
    for (const [gid, char] of font.glyphs) {
      const want = original.glyphForCodePoint(char.codePointAt(0)!)
      const got = subset.getGlyph(gid)
      expect([got.advanceWidth, got.path.toSVG()], `${font.name} ${char}`).toEqual([
        want.advanceWidth,
        want.path.toSVG(),
      ])
    }
  }
  return fonts
}

describe('statement PDFs in every language', () => {
  for (const lang of Object.keys(EXPECTED) as StatementLanguage[]) {
    it(`${lang}: the labels in ${lang}, every merchant name as written`, async () => {
      const bytes = await statement(
        lang,
        MERCHANTS.map(([name]) => name),
      )
      const { pages, text } = await pdfText(bytes)
      expect(pages).toBe(1)
      const items = text.split('\n')
      for (const label of EXPECTED[lang]) expect(items, label).toContain(label)
      for (const [, shown] of MERCHANTS) expect(items, shown).toContain(shown)
      expect(text).toContain('山田 太郎')
      const fonts = await expectIntactSubsets(bytes)
      expect(fonts.map((font) => font.name.replace(/-\d+$/, '')).sort()).toEqual(FONTS[lang])
      // One page with every script: small (the standard-font English PDF of the same lines is about 5 KB).
      expect(bytes.length).toBeLessThan(lang === 'en' || lang === 'de' ? 60_000 : 80_000)
    })
  }

  it('an English statement of Latin-1 text embeds no font (Helvetica), a Turkish name only Noto Sans', async () => {
    const latin = await statement('en', ['Coffee Shop', 'Café Zürich', 'Smart “quotes” – €5 …'], 'Ann Lee')
    expect(await embeddedFonts(latin)).toEqual([])
    expect((await pdfText(latin)).text.split('\n')).toContain('Smart “quotes” – €5 …')
    const turkish = await statement('de', ['Şişli Kırtasiye'], 'Ann Lee')
    const fonts = await expectIntactSubsets(turkish)
    expect(fonts.map((font) => font.name.replace(/-\d+$/, ''))).toEqual(['NotoSans-Regular'])
    expect((await pdfText(turkish)).text.split('\n')).toContain('Şişli Kırtasiye')
  })

  it('a long Japanese name is cut with "..." inside its column', async () => {
    const long = '東京都渋谷区神南一丁目二十三番十号 ラーメン一蘭 渋谷店 本館'
    const { text } = await pdfText(await statement('ja', [long]))
    const shown = text.split('\n').find((item) => item.startsWith('東京都'))
    expect(shown).toMatch(/^東京都渋谷区神南.+\.\.\.$/)
    expect(shown!.length).toBeLessThan(long.length)
  })

  it('alignGlyphs keeps every glyph of a font and pads each one to 4 bytes', () => {
    const original = fontkit.create(
      readFileSync(require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf')),
    )
    const aligned = fontkit.create(
      alignGlyphs(
        new Uint8Array(
          readFileSync(require.resolve('@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf')),
        ),
      ),
    )
    expect(aligned.numGlyphs).toBe(original.numGlyphs)
    const offsets = (aligned as unknown as { loca: { offsets: number[] } }).loca.offsets
    expect(offsets.every((offset) => offset % 4 === 0)).toBe(true)
    for (const char of 'AgŞя€') {
      expect(aligned.glyphForCodePoint(char.codePointAt(0)!).path.toSVG()).toBe(
        original.glyphForCodePoint(char.codePointAt(0)!).path.toSVG(),
      )
    }
  })
})
