import { formatUsd } from '@chaincard/domain'
import type { StatementTexts } from './statementTexts'
import { kindLabel } from './statementTexts'
import { localDateTime } from './zonedMonth'

export type CsvLine = {
  at: Date
  id: string
  type: string
  description: string
  note?: string | undefined
  /** The shown amount and running balance (micro-USD, whole cents: `shownBalance`). */
  amountMicro: bigint
  balanceAfterMicro?: bigint | null | undefined
}

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a cell a spreadsheet would run as a formula
 * (starting with = + - @, a tab or a carriage return) is prefixed with a quote so it stays text. Amounts are
 * written by `amountCell`, never through this guard: a negative amount is a number, not a formula.
 */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** A decimal string with 2 decimals ("-11.50"): a plain number cell. */
function amountCell(micro: bigint): string {
  return formatUsd(micro, 'down')
}

/**
 * The statement as CSV (RFC 4180, CRLF, UTF-8 with a byte order mark so spreadsheets read the owner's
 * language): a header row in that language, then each line with its date on the owner's wall clock, ref, type,
 * description, amount and running balance as decimal strings (dot decimals, whatever the language).
 */
export function renderStatementCsv(parameters: {
  texts: StatementTexts
  tz: string
  lines: readonly CsvLine[]
}): string {
  const { texts, tz, lines } = parameters
  const c = texts.columns
  const rows = [
    [c.date, c.ref, c.type, c.description, c.amount, c.balance].map(csvCell),
    ...lines.map((line) => [
      csvCell(localDateTime(line.at, tz)),
      csvCell(line.id),
      csvCell(kindLabel(texts, line.type)),
      csvCell(line.note ? `${line.description} (${line.note})` : line.description),
      amountCell(line.amountMicro),
      line.balanceAfterMicro === null || line.balanceAfterMicro === undefined
        ? ''
        : amountCell(line.balanceAfterMicro),
    ]),
  ]
  return `\uFEFF${rows.map((row) => row.join(',')).join('\r\n')}\r\n`
}
