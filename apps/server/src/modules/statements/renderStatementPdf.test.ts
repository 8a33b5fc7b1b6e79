import { describe, expect, it } from 'vitest'
import { renderStatementPdf, type StatementLine } from './renderStatementPdf'
import { pdfText } from './testing/pdfText'

const card = { id: 'card-1', maskedNumber: '**** **** **** 7899', program: 'classic', displayName: 'Ann Lee' }

describe('renderStatementPdf', () => {
  it('lists card, month, balances and every transaction', async () => {
    const lines: StatementLine[] = [
      {
        at: new Date('2026-11-02T09:00:00Z'),
        id: 'tx-0001',
        description: 'Coffee Shop',
        type: 'consumption',
        amountMicro: -12_300_000n,
      },
      {
        at: new Date('2026-11-03T09:00:00Z'),
        id: 'tx-0002',
        description: 'Top-up',
        type: 'topup',
        amountMicro: 50_000_000n,
      },
      {
        at: new Date('2026-11-04T09:00:00Z'),
        id: 'tx-0003',
        description: '咖啡 ☕ Café',
        type: 'consumption',
        amountMicro: -1_000_000n,
      },
    ]
    const bytes = await renderStatementPdf({
      productName: 'Chaincard',
      card,
      month: '2026-11',
      openingMicro: 10_000_000n,
      closingMicro: 46_700_000n,
      lines,
      generatedAt: new Date('2026-11-21T00:00:00Z'),
    })
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-')
    const { pages, text } = await pdfText(bytes)
    expect(pages).toBe(1)
    for (const needle of [
      '**** **** **** 7899',
      '2026-11',
      'Opening balance: 10.00 USD',
      'Closing balance: 46.70 USD',
    ]) {
      expect(text).toContain(needle)
    }
    expect(text).toContain('Coffee Shop')
    expect(text).toContain('-12.30')
    expect(text).toContain('50.00')
    // The Chinese in Noto Sans SC, the emoji (no bundled font has it) as '?'.
    expect(text.split('\n')).toContain('咖啡 ? Café')
  })

  it('renders more than 10 pages of transactions, none lost', async () => {
    const count = 600
    const lines: StatementLine[] = Array.from({ length: count }, (_, i) => ({
      at: new Date(Date.UTC(2026, 10, 1 + (i % 28), 12, 0, 0)),
      id: `tx-${String(i).padStart(6, '0')}`,
      description: `Merchant number ${i}`,
      type: 'consumption',
      amountMicro: -BigInt(i + 1) * 10_000n,
    }))
    const bytes = await renderStatementPdf({
      productName: 'Chaincard',
      card,
      month: '2026-11',
      openingMicro: 0n,
      closingMicro: 0n,
      lines,
      generatedAt: new Date(),
    })
    const { pages, text } = await pdfText(bytes)
    expect(pages).toBeGreaterThanOrEqual(11)
    expect(text).toContain(`Page ${pages} of ${pages}`)
    for (let i = 0; i < count; i++) expect(text).toContain(`Merchant number ${i}\n`)
  }, 60_000)
})
