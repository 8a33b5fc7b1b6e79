import { cardExpiry, formatExpiry } from '@chaincard/domain'
import { describe, expect, it } from 'vitest'
import { cardImageDataUrl, renderCardImageSvg } from './renderCardImage'

describe('cardExpiry', () => {
  it('runs to the end of the month, 1 year for classic and business, 3 for nft', () => {
    const issued = new Date('2026-11-21T10:00:00Z')
    expect(cardExpiry('classic', issued).toISOString()).toBe('2027-11-30T23:59:59.999Z')
    expect(cardExpiry('business', issued).toISOString()).toBe('2027-11-30T23:59:59.999Z')
    expect(cardExpiry('nft', issued).toISOString()).toBe('2029-11-30T23:59:59.999Z')
    expect(formatExpiry(new Date('2029-02-28T23:59:59.999Z'))).toBe('02/29')
  })
})

describe('renderCardImageSvg', () => {
  it('shows number in groups, expiry, CVV and program art; escapes the name', () => {
    const svg = renderCardImageSvg({
      pan: '4000001234567899',
      cvv: '042',
      expiresAt: new Date('2027-11-30T23:59:59.999Z'),
      program: 'business',
      holderName: 'Ann <script>',
    })
    expect(svg).toContain('4000 0012 3456 7899')
    expect(svg).toContain('11/27')
    expect(svg).toContain('>042<')
    expect(svg).toContain('BUSINESS')
    expect(svg).not.toContain('<script>')
    const url = cardImageDataUrl({
      pan: '4000001234567899',
      cvv: '042',
      expiresAt: new Date(),
      program: 'nft',
    })
    expect(url.startsWith('data:image/svg+xml;base64,')).toBe(true)
    const decoded = Buffer.from(url.split(',')[1]!, 'base64').toString('utf8')
    expect(decoded).toContain('<svg')
    expect(decoded).toContain('NFT')
  })
})
