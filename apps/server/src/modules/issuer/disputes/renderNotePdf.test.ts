import { describe, expect, it } from 'vitest'
import { renderNotePdf } from './renderNotePdf'

/** Each `N 0 obj` is at the offset the cross-reference table gives it, and startxref points at the table. */
function expectConsistentXref(pdf: Buffer): void {
  const text = pdf.toString('latin1')
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)![1])
  expect(text.slice(startxref, startxref + 4)).toBe('xref')
  const [, first, size] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!
  expect(first).toBe('0')
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(3, 2 + Number(size))
  entries.forEach((entry, i) => {
    const offset = Number(entry.slice(0, 10))
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`)
  })
}

describe('renderNotePdf', () => {
  it('is a PDF with the note on its pages and the note as written attached as note.txt', () => {
    const note = 'The shop (Parcel Shop) confirmed the loss \\ café.\nSecond line.'
    const pdf = Buffer.from(renderNotePdf(note))
    const text = pdf.toString('latin1')
    expect(text.startsWith('%PDF-1.7\n')).toBe(true)
    expect(text).toContain('(The shop \\(Parcel Shop\\) confirmed the loss \\\\ caf\\351.) Tj')
    expect(text).toContain('(Second line.) Tj')
    expect(pdf.includes(Buffer.from(note, 'utf8'))).toBe(true)
    expectConsistentXref(pdf)
  })

  it('a note the font cannot show reaches the reviewer whole in its attachment; a long one takes pages', () => {
    const note = `荷物が届きません。${'x'.repeat(100)}\n${'line\n'.repeat(120)}`
    const pdf = Buffer.from(renderNotePdf(note))
    expect(pdf.includes(Buffer.from(note, 'utf8'))).toBe(true)
    expect(pdf.toString('latin1')).toContain('(?????????')
    // 1 + 2 wrapped lines, then 121 lines: 124 lines at 48 a page.
    expect(pdf.toString('latin1')).toContain('/Count 3')
    expectConsistentXref(pdf)
  })
})
