import { formatUsdForLocale, type StatementLanguage } from '@chaincard/domain'
import { PDFDocument, type PDFPage, type RGB, rgb } from 'pdf-lib'
import { type FontWeight, StatementFonts, type TextRun, widthOfRuns } from './statementFonts'
import { fill, kindLabel, programLabel, STATEMENT_TEXTS } from './statementTexts'
import { localDateTime } from './zonedMonth'

export type StatementLine = {
  at: Date
  id: string
  description: string
  type: string
  /** Signed micro-USD: negative takes money off the card, positive adds it. */
  amountMicro: bigint
  /** The running balance after the line (micro-USD); null on a pending authorization (not in the balance). */
  balanceAfterMicro?: bigint | null | undefined
  /** A second, smaller line under the description (a foreign merchant's amount: "EUR 9.00 -> 10.00 USD"). */
  note?: string | undefined
}

export type RenderStatementParameters = {
  productName: string
  /**
   * The PDF's language (default English): its sentences (`STATEMENT_TEXTS`), its numbers ("1.234,56" in de)
   * and its fonts (`StatementFonts`).
   */
  lang?: StatementLanguage | undefined
  /** The IANA time zone every date is written in (default UTC). */
  tz?: string | undefined
  card: { id: string; maskedNumber: string; program: string; displayName?: string | null | undefined }
  /** `YYYY-MM`. */
  month: string
  openingMicro: bigint
  closingMicro: bigint
  lines: readonly StatementLine[]
  /**
   * Authorizations approved and not cleared yet when the statement was made (this month's statement only):
   * their amounts are held (negative lines), not in the closing balance.
   */
  pending?: readonly StatementLine[] | undefined
  generatedAt: Date
}

const PAGE_WIDTH = 595.28 // A4 portrait in points
const PAGE_HEIGHT = 841.89
const MARGIN = 48
const ROW_HEIGHT = 16
const TEXT_SIZE = 9
const COLUMNS = {
  date: MARGIN,
  id: MARGIN + 78,
  type: MARGIN + 124,
  description: MARGIN + 212,
  amount: PAGE_WIDTH - MARGIN - 70,
  balance: PAGE_WIDTH - MARGIN,
}

/** `text`, cut short with "..." to fit `width` points. Synchronous for a text that fits in a loaded font. */
function fit(fonts: StatementFonts, text: string, size: number, width: number): string | Promise<string> {
  const runs = fonts.wholeRun(text, 'regular')
  if (runs && widthOfRuns(runs, size) <= width) return text
  return cut(fonts, text, size, width)
}

async function cut(fonts: StatementFonts, text: string, size: number, width: number): Promise<string> {
  if (widthOfRuns(await fonts.runs(text, 'regular'), size) <= width) return text
  const chars = [...text]
  while (chars.length > 1 && widthOfRuns(await fonts.runs(`${chars.join('')}...`, 'regular'), size) > width) {
    chars.pop()
  }
  return `${chars.join('')}...`
}

/**
 * A monthly card statement as PDF bytes: the card, the month, opening and closing balance, and every
 * transaction of the month, continued over as many pages as needed (each page repeats the header row
 * and is numbered "Page n of N").
 */
export async function renderStatementPdf(parameters: RenderStatementParameters): Promise<Uint8Array> {
  const { productName, card, month, openingMicro, closingMicro, lines, generatedAt } = parameters
  const lang = parameters.lang ?? 'en'
  const texts = STATEMENT_TEXTS[lang]
  const tz = parameters.tz ?? 'UTC'
  // Balances rounded down, like the card screen; the caller passes whole cents (`shownBalance`).
  const amount = (micro: bigint) => formatUsdForLocale(micro, lang)
  const usd = (micro: bigint) => `${amount(micro)} USD`
  const pending = parameters.pending ?? []
  const heldMicro = pending.reduce((sum, line) => sum - line.amountMicro, 0n)
  const doc = await PDFDocument.create()
  doc.setTitle(`${fill(texts.title, { product: productName })} ${month}`)
  doc.setAuthor(productName)
  doc.setCreationDate(generatedAt)
  const fonts = new StatementFonts(doc, lang)
  const grey = rgb(0.4, 0.4, 0.4)

  const pages: PDFPage[] = []
  let page!: PDFPage
  let y = 0

  type DrawOptions = { size?: number; weight?: FontWeight; right?: boolean; color?: RGB }
  const drawRuns = (target: PDFPage, runs: TextRun[], x: number, at: number, options: DrawOptions) => {
    const size = options.size ?? TEXT_SIZE
    let left = options.right ? x - widthOfRuns(runs, size) : x
    runs.forEach((run, index) => {
      target.drawText(run.text, {
        x: left,
        y: at,
        size,
        font: run.font,
        ...(options.color ? { color: options.color } : {}),
      })
      if (index < runs.length - 1) left += run.font.widthOfTextAtSize(run.text, size)
    })
    return undefined
  }
  // Synchronous when the text's font is loaded already (nearly always): the English statement stays as fast as
  // with the standard fonts alone.
  const drawOn = (
    target: PDFPage,
    value: string,
    x: number,
    at: number,
    options: DrawOptions = {},
  ): Promise<void> | undefined => {
    const weight = options.weight ?? 'regular'
    const runs = fonts.wholeRun(value, weight)
    if (runs) return drawRuns(target, runs, x, at, options)
    return fonts.runs(value, weight).then((slow) => drawRuns(target, slow, x, at, options))
  }
  const text = (value: string, x: number, size = TEXT_SIZE, weight: FontWeight = 'regular', right = false) =>
    drawOn(page, value, x, y, { size, weight, right })

  const tableHeader = async () => {
    const c = texts.columns
    await text(c.date, COLUMNS.date, TEXT_SIZE, 'bold')
    await text(c.ref, COLUMNS.id, TEXT_SIZE, 'bold')
    await text(c.type, COLUMNS.type, TEXT_SIZE, 'bold')
    await text(c.description, COLUMNS.description, TEXT_SIZE, 'bold')
    await text(c.amount, COLUMNS.amount, TEXT_SIZE, 'bold', true)
    await text(c.balance, COLUMNS.balance, TEXT_SIZE, 'bold', true)
    y -= 4
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE_WIDTH - MARGIN, y },
      thickness: 0.5,
      color: grey,
    })
    y -= ROW_HEIGHT - 4
  }

  const newPage = async (first: boolean) => {
    page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT])
    pages.push(page)
    y = PAGE_HEIGHT - MARGIN
    if (first) {
      await text(fill(texts.title, { product: productName }), MARGIN, 18, 'bold')
      y -= 26
      await text(
        fill(texts.card, { card: card.maskedNumber, program: programLabel(texts, card.program) }),
        MARGIN,
        11,
      )
      y -= 15
      if (card.displayName) {
        await text(fill(texts.name, { name: card.displayName }), MARGIN, 11)
        y -= 15
      }
      await text(fill(texts.cardId, { id: card.id }), MARGIN, 11)
      y -= 15
      await text(fill(texts.month, { month }), MARGIN, 11)
      y -= 15
      await text(fill(texts.timeZone, { tz }), MARGIN, 11)
      y -= 15
      await text(fill(texts.opening, { amount: usd(openingMicro) }), MARGIN, 11)
      y -= 15
      await text(fill(texts.closing, { amount: usd(closingMicro) }), MARGIN, 11)
      y -= 15
      if (pending.length > 0) {
        await text(fill(texts.held, { amount: usd(heldMicro) }), MARGIN, 11)
        y -= 15
        await text(fill(texts.available, { amount: usd(closingMicro - heldMicro) }), MARGIN, 11)
        y -= 15
      }
      await text(fill(texts.count, { count: lines.length }), MARGIN, 11)
      y -= 26
    } else {
      await text(
        fill(texts.continued, { product: productName, month, card: card.maskedNumber }),
        MARGIN,
        10,
        'bold',
      )
      y -= 22
    }
    await tableHeader()
  }

  const row = async (line: StatementLine) => {
    if (y < MARGIN + ROW_HEIGHT * (line.note ? 2 : 1)) await newPage(false)
    await text(localDateTime(line.at, tz), COLUMNS.date, TEXT_SIZE - 1)
    await text(line.id.slice(-8), COLUMNS.id)
    await text(
      await fit(fonts, kindLabel(texts, line.type), TEXT_SIZE, COLUMNS.description - COLUMNS.type - 6),
      COLUMNS.type,
    )
    await text(
      await fit(fonts, line.description, TEXT_SIZE, COLUMNS.amount - COLUMNS.description - 60),
      COLUMNS.description,
    )
    await text(amount(line.amountMicro), COLUMNS.amount, TEXT_SIZE, 'regular', true)
    if (line.balanceAfterMicro !== null && line.balanceAfterMicro !== undefined) {
      await text(amount(line.balanceAfterMicro), COLUMNS.balance, TEXT_SIZE, 'regular', true)
    }
    y -= ROW_HEIGHT
    if (line.note) {
      y += 5
      await text(
        await fit(fonts, line.note, TEXT_SIZE - 1, COLUMNS.amount - COLUMNS.description),
        COLUMNS.description,
        TEXT_SIZE - 1,
      )
      y -= ROW_HEIGHT
    }
  }

  await newPage(true)
  if (lines.length === 0) await text(texts.none, MARGIN)
  for (const line of lines) await row(line)
  if (pending.length > 0) {
    if (y < MARGIN + 3 * ROW_HEIGHT) await newPage(false)
    y -= ROW_HEIGHT
    await text(fill(texts.pendingTitle, { count: pending.length }), MARGIN, 10, 'bold')
    y -= ROW_HEIGHT
    for (const line of pending) await row(line)
  }

  const total = pages.length
  for (const [index, p] of pages.entries()) {
    const footer = fill(texts.footer, {
      at: `${localDateTime(generatedAt, tz)} ${tz}`,
      page: index + 1,
      pages: total,
    })
    await drawOn(p, footer, MARGIN, MARGIN / 2, { size: 8, color: grey })
  }
  return doc.save()
}
