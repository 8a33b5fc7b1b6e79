/**
 * The TrueType font `bytes` with every glyph's outline padded to a multiple of 4 bytes (and a long `loca`).
 *
 * Why: pdf-lib subsets a font with @pdf-lib/fontkit, which copies each used glyph as it is and writes the
 * subset's `loca` in the short format (offsets / 2) whenever the glyphs fit in 128 KB. The Noto fonts store
 * glyphs unpadded (odd lengths, long `loca`), so in the subset every glyph after an odd-length one starts half
 * a byte pair off and draws as nothing or garbage (pdf-lib issues 494 and 1232: "characters missing with
 * subset: true"), while the text still extracts fine. Padded glyphs keep the subset's offsets even.
 * Tables other than head, loca and glyf are copied unchanged; checksums are not recomputed (fontkit reads
 * this copy only, and writes the subset with fresh ones).
 */
export function alignGlyphs(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const numTables = view.getUint16(4)
  const tables = new Map<string, { offset: number; length: number }>()
  const order: string[] = []
  for (let i = 0; i < numTables; i++) {
    const record = 12 + 16 * i
    const tag = String.fromCharCode(...bytes.subarray(record, record + 4))
    tables.set(tag, { offset: view.getUint32(record + 8), length: view.getUint32(record + 12) })
    order.push(tag)
  }
  const head = tables.get('head')
  const maxp = tables.get('maxp')
  const loca = tables.get('loca')
  const glyf = tables.get('glyf')
  if (!head || !maxp || !loca || !glyf) return bytes // not a TrueType-outline font: nothing to align
  const longLoca = view.getInt16(head.offset + 50) === 1
  const numGlyphs = view.getUint16(maxp.offset + 4)
  const offsetOf = (gid: number) =>
    longLoca ? view.getUint32(loca.offset + 4 * gid) : 2 * view.getUint16(loca.offset + 2 * gid)

  const pad4 = (n: number) => (n + 3) & ~3
  let glyfLength = 0
  for (let gid = 0; gid < numGlyphs; gid++) glyfLength += pad4(offsetOf(gid + 1) - offsetOf(gid))
  const newGlyf = new Uint8Array(glyfLength)
  const newLoca = new Uint8Array(4 * (numGlyphs + 1))
  const locaView = new DataView(newLoca.buffer)
  let at = 0
  for (let gid = 0; gid < numGlyphs; gid++) {
    const start = offsetOf(gid)
    const end = offsetOf(gid + 1)
    locaView.setUint32(4 * gid, at)
    newGlyf.set(bytes.subarray(glyf.offset + start, glyf.offset + end), at)
    at += pad4(end - start)
  }
  locaView.setUint32(4 * numGlyphs, at)
  const newHead = bytes.slice(head.offset, head.offset + head.length)
  new DataView(newHead.buffer).setInt16(50, 1) // indexToLocFormat: long

  const data = new Map<string, Uint8Array>(
    order.map((tag) => {
      const { offset, length } = tables.get(tag)!
      return [tag, bytes.subarray(offset, offset + length)]
    }),
  )
  data.set('head', newHead)
  data.set('loca', newLoca)
  data.set('glyf', newGlyf)

  const headerLength = 12 + 16 * numTables
  let total = headerLength
  for (const tag of order) total += pad4(data.get(tag)!.length)
  const out = new Uint8Array(total)
  const outView = new DataView(out.buffer)
  out.set(bytes.subarray(0, 12)) // sfnt version, numTables, search range fields: unchanged
  let offset = headerLength
  order.forEach((tag, i) => {
    const record = 12 + 16 * i
    const table = data.get(tag)!
    out.set(bytes.subarray(record, record + 8), record) // tag and the original checksum
    outView.setUint32(record + 8, offset)
    outView.setUint32(record + 12, table.length)
    out.set(table, offset)
    offset += pad4(table.length)
  })
  return out
}
