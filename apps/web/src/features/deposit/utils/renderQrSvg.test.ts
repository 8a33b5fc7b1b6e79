import decodeQR from 'qr/decode.js'
import { describe, expect, it } from 'vitest'
import { qrModules, renderQrSvg } from './renderQrSvg'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The modules as an RGBA image, 8 pixels per module: what a camera would see on the screen. */
function toImage(modules: boolean[][]) {
  const scale = 8
  const size = modules.length * scale
  const data = new Uint8ClampedArray(size * size * 4)
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const dark = modules[Math.floor(y / scale)]?.[Math.floor(x / scale)] === true
      const i = (y * size + x) * 4
      data[i] = data[i + 1] = data[i + 2] = dark ? 0 : 255
      data[i + 3] = 255
    }
  }
  return { width: size, height: size, data }
}

describe('the deposit QR code', () => {
  it('decodes back to the exact address (checksum case included)', () => {
    expect(decodeQR(toImage(qrModules(ADDRESS)))).toBe(ADDRESS)
  })

  it('is an SVG made offline, with its quiet zone', () => {
    const svg = renderQrSvg(ADDRESS)
    expect(svg.startsWith('<svg')).toBe(true)
    expect(svg).toContain('viewBox="0 0 ')
    // 4 light modules on each side: row 0 to 3 of the matrix are all light.
    const modules = qrModules(ADDRESS)
    expect(modules.slice(0, 4).every((row) => row.every((dark) => !dark))).toBe(true)
    expect(modules[4]?.slice(4, 11).every(Boolean)).toBe(true)
  })
})
