import { describe, expect, it } from 'vitest'
import { formatTable } from '../src/report/table'

describe('formatTable', () => {
  const table = formatTable([
    { figure: 'JS for /', value: '135.1 KB', budget: '<= 150.0 KB', ok: true },
    { figure: 'Lighthouse mobile performance', value: '66', budget: '>= 95', ok: false },
    { figure: 'CSS for /', value: '6.8 KB', budget: '-', ok: null },
    { figure: 'Watcher scaling', value: 'missing', budget: 'flat', ok: null },
  ])
  const lines = table.split('\n')

  it('prints a header, a rule and one line per row, all the same width', () => {
    expect(lines).toHaveLength(6)
    expect(lines[0]).toMatch(/^\| Figure +\| Value +\| Budget +\| ok\/miss \|$/)
    expect(new Set(lines.map((l) => l.length)).size).toBe(1)
  })
  it('states ok, miss, missing, or - for figures without a budget', () => {
    expect(lines[2]).toMatch(/\| ok +\|$/)
    expect(lines[3]).toMatch(/\| miss +\|$/)
    expect(lines[4]).toMatch(/\| - +\|$/)
    expect(lines[5]).toMatch(/\| missing +\|$/)
  })
})
