import encodeQR from 'qr'

/**
 * The QR code of `text` as an SVG document (offline, no network): medium error correction, a quiet zone of
 * 4 modules as the QR standard asks, so phone cameras and exchange apps read it from the screen.
 */
export function renderQrSvg(text: string): string {
  return encodeQR(text, 'svg', { ecc: 'medium', border: 4, optimize: true })
}

/** The modules of the same code (true = dark), for tests that decode it. */
export function qrModules(text: string): boolean[][] {
  return encodeQR(text, 'raw', { ecc: 'medium', border: 4 })
}
