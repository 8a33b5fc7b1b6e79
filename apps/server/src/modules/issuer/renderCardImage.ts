import { type CardProgram, formatExpiry } from '@chaincard/domain'

export type RenderCardImageParameters = {
  pan: string
  cvv: string
  expiresAt: Date
  program: CardProgram
  holderName?: string | null | undefined
}

const PROGRAM_ART: Record<CardProgram, { from: string; to: string; label: string }> = {
  classic: { from: '#1f2937', to: '#4b5563', label: 'CLASSIC' },
  business: { from: '#0f172a', to: '#1d4ed8', label: 'BUSINESS' },
  nft: { from: '#4c1d95', to: '#db2777', label: 'NFT' },
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)
}

/** The card face as an SVG document: program art, number in groups of four, expiry and CVV. */
export function renderCardImageSvg({
  pan,
  cvv,
  expiresAt,
  program,
  holderName,
}: RenderCardImageParameters): string {
  const art = PROGRAM_ART[program]
  const grouped = pan.replace(/(\d{4})(?=\d)/g, '$1 ')
  const name = holderName ? escapeXml(holderName.toUpperCase().slice(0, 26)) : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" width="428" height="270" viewBox="0 0 428 270" role="img" aria-label="${art.label} card">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient></defs>
<rect width="428" height="270" rx="18" fill="url(#bg)"/>
<circle cx="360" cy="60" r="90" fill="#ffffff" fill-opacity="0.06"/>
<circle cx="400" cy="230" r="120" fill="#ffffff" fill-opacity="0.05"/>
<text x="28" y="44" font-family="Helvetica, Arial, sans-serif" font-size="18" font-weight="700" fill="#ffffff">Chaincard</text>
<text x="400" y="44" text-anchor="end" font-family="Helvetica, Arial, sans-serif" font-size="13" font-weight="700" fill="#ffffff" fill-opacity="0.85">${art.label}</text>
<rect x="28" y="78" width="46" height="34" rx="6" fill="#d4af37"/>
<text x="28" y="160" font-family="Menlo, Consolas, monospace" font-size="25" letter-spacing="1" fill="#ffffff" data-field="number">${grouped}</text>
<text x="28" y="196" font-family="Helvetica, Arial, sans-serif" font-size="10" fill="#ffffff" fill-opacity="0.7">VALID THRU</text>
<text x="28" y="216" font-family="Menlo, Consolas, monospace" font-size="17" fill="#ffffff" data-field="expiry">${formatExpiry(expiresAt)}</text>
<text x="140" y="196" font-family="Helvetica, Arial, sans-serif" font-size="10" fill="#ffffff" fill-opacity="0.7">CVV</text>
<text x="140" y="216" font-family="Menlo, Consolas, monospace" font-size="17" fill="#ffffff" data-field="cvv">${escapeXml(cvv)}</text>
<text x="28" y="250" font-family="Helvetica, Arial, sans-serif" font-size="13" fill="#ffffff">${name}</text>
<text x="400" y="250" text-anchor="end" font-family="Helvetica, Arial, sans-serif" font-size="20" font-weight="700" font-style="italic" fill="#ffffff">VISA</text>
</svg>`
}

/** The SVG as a `data:image/svg+xml;base64,...` URL (API.md `GET /card/{id}/img`). */
export function cardImageDataUrl(parameters: RenderCardImageParameters): string {
  return `data:image/svg+xml;base64,${Buffer.from(renderCardImageSvg(parameters), 'utf8').toString('base64')}`
}
