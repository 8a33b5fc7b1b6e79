import { formatUsdForLocale } from '@chaincard/domain'
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import { fill, kindLabel, STATEMENT_TEXTS, type StatementTexts } from './statementTexts'
import { winAnsiSafe } from './winAnsiSafe'
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
  /** The sentences, in the PDF's language (default English); `locale` writes its numbers ("1.234,56" in de). */
  texts?: StatementTexts | undefined
  locale?: string | undefined
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

function fit(text: string, font: PDFFont, size: number, width: number): string {
  let safe = winAnsiSafe(text)
  if (font.widthOfTextAtSize(safe, size) <= width) return safe
  while (safe.length > 1 && font.widthOfTextAtSize(`${safe}...`, size) > width) safe = safe.slice(0, -1)
  return `${safe}...`
}

/**
 * A monthly card statement as PDF bytes: the card, the month, opening and closing balance, and every
 * transaction of the month, continued over as many pages as needed (each page repeats the header row
 * and is numbered "Page n of N").
 */
export async function renderStatementPdf(parameters: RenderStatementParameters): Promise<Uint8Array> {
  const { productName, card, month, openingMicro, closingMicro, lines, generatedAt } = parameters
  const texts = parameters.texts ?? STATEMENT_TEXTS.en
  const locale = parameters.locale ?? 'en'
  const tz = parameters.tz ?? 'UTC'
  // Balances rounded down, like the card screen; the caller passes whole cents (`shownBalance`).
  const amount = (micro: bigint) => formatUsdForLocale(micro, locale)
  const usd = (micro: bigint) => `${amount(micro)} USD`
  const pending = parameters.pending ?? []
  const heldMicro = pending.reduce((sum, line) => sum - line.amountMicro, 0n)
  const doc = await PDFDocument.create()
  doc.setTitle(winAnsiSafe(`${fill(texts.title, { product: productName })} ${month}`))
  doc.setAuthor(winAnsiSafe(productName))
  doc.setCreationDate(generatedAt)
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const grey = rgb(0.4, 0.4, 0.4)

  const pages: PDFPage[] = []
  let page!: PDFPage
  let y = 0

  const text = (value: string, x: number, size = TEXT_SIZE, font = regular, right = false) => {
    const safe = winAnsiSafe(value)
    const left = right ? x - font.widthOfTextAtSize(safe, size) : x
    page.drawText(safe, { x: left, y, size, font })
  }

  const tableHeader = () => {
    const c = texts.columns
    text(c.date, COLUMNS.date, TEXT_SIZE, bold)
    text(c.ref, COLUMNS.id, TEXT_SIZE, bold)
    text(c.type, COLUMNS.type, TEXT_SIZE, bold)
    text(c.description, COLUMNS.description, TEXT_SIZE, bold)
    text(c.amount, COLUMNS.amount, TEXT_SIZE, bold, true)
    text(c.balance, COLUMNS.balance, TEXT_SIZE, bold, true)
    y -= 4
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: PAGE_WIDTH - MARGIN, y },
      thickness: 0.5,
      color: grey,
    })
    y -= ROW_HEIGHT - 4
  }

  const newPage = (first: boolean) => {
    page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT])
    pages.push(page)
    y = PAGE_HEIGHT - MARGIN
    if (first) {
      text(fill(texts.title, { product: productName }), MARGIN, 18, bold)
      y -= 26
      text(fill(texts.card, { card: card.maskedNumber, program: card.program }), MARGIN, 11)
      y -= 15
      if (card.displayName) {
        text(fill(texts.name, { name: card.displayName }), MARGIN, 11)
        y -= 15
      }
      text(fill(texts.cardId, { id: card.id }), MARGIN, 11)
      y -= 15
      text(fill(texts.month, { month }), MARGIN, 11)
      y -= 15
      text(fill(texts.timeZone, { tz }), MARGIN, 11)
      y -= 15
      text(fill(texts.opening, { amount: usd(openingMicro) }), MARGIN, 11)
      y -= 15
      text(fill(texts.closing, { amount: usd(closingMicro) }), MARGIN, 11)
      y -= 15
      if (pending.length > 0) {
        text(fill(texts.held, { amount: usd(heldMicro) }), MARGIN, 11)
        y -= 15
        text(fill(texts.available, { amount: usd(closingMicro - heldMicro) }), MARGIN, 11)
        y -= 15
      }
      text(fill(texts.count, { count: lines.length }), MARGIN, 11)
      y -= 26
    } else {
      text(fill(texts.continued, { product: productName, month, card: card.maskedNumber }), MARGIN, 10, bold)
      y -= 22
    }
    tableHeader()
  }

  const row = (line: StatementLine) => {
    if (y < MARGIN + ROW_HEIGHT * (line.note ? 2 : 1)) newPage(false)
    text(localDateTime(line.at, tz), COLUMNS.date, TEXT_SIZE - 1)
    text(line.id.slice(-8), COLUMNS.id)
    text(
      fit(kindLabel(texts, line.type), regular, TEXT_SIZE, COLUMNS.description - COLUMNS.type - 6),
      COLUMNS.type,
    )
    text(
      fit(line.description, regular, TEXT_SIZE, COLUMNS.amount - COLUMNS.description - 60),
      COLUMNS.description,
    )
    text(amount(line.amountMicro), COLUMNS.amount, TEXT_SIZE, regular, true)
    if (line.balanceAfterMicro !== null && line.balanceAfterMicro !== undefined) {
      text(amount(line.balanceAfterMicro), COLUMNS.balance, TEXT_SIZE, regular, true)
    }
    y -= ROW_HEIGHT
    if (line.note) {
      y += 5
      text(
        fit(line.note, regular, TEXT_SIZE - 1, COLUMNS.amount - COLUMNS.description),
        COLUMNS.description,
        TEXT_SIZE - 1,
      )
      y -= ROW_HEIGHT
    }
  }

  newPage(true)
  if (lines.length === 0) text(texts.none, MARGIN)
  for (const line of lines) row(line)
  if (pending.length > 0) {
    if (y < MARGIN + 3 * ROW_HEIGHT) newPage(false)
    y -= ROW_HEIGHT
    text(fill(texts.pendingTitle, { count: pending.length }), MARGIN, 10, bold)
    y -= ROW_HEIGHT
    for (const line of pending) row(line)
  }

  const total = pages.length
  pages.forEach((p, index) => {
    const footer = winAnsiSafe(
      fill(texts.footer, { at: `${localDateTime(generatedAt, tz)} ${tz}`, page: index + 1, pages: total }),
    )
    p.drawText(footer, { x: MARGIN, y: MARGIN / 2, size: 8, font: regular, color: grey })
  })
  return doc.save()
}
