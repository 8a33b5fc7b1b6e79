export type Row = {
  figure: string
  value: string
  budget: string
  /** true = within budget, false = misses it, null = no budget (context figure) or not measured. */
  ok: boolean | null
}

const verdict = (row: Row) =>
  row.ok === null ? (row.value === 'missing' ? 'missing' : '-') : row.ok ? 'ok' : 'miss'

/** The rows as a Markdown table (prints well in a terminal and pastes into a README as is). */
export function formatTable(rows: Row[]): string {
  const cells = [
    ['Figure', 'Value', 'Budget', 'ok/miss'],
    ...rows.map((r) => [r.figure, r.value, r.budget, verdict(r)]),
  ]
  const widths = cells[0]!.map((_, col) => Math.max(...cells.map((line) => line[col]!.length)))
  const line = (cols: string[]) => `| ${cols.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`
  return [
    line(cells[0]!),
    `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`,
    ...cells.slice(1).map(line),
  ].join('\n')
}
