import { inflateSync } from 'node:zlib'
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib'

export type EmbeddedFont = {
  /** The PDF's name of the font ("NotoSansSC-Regular-2731"). */
  name: string
  /** The embedded TrueType program, decompressed. */
  program: Uint8Array
  /** Its size in the PDF (compressed). */
  storedBytes: number
  /** The characters of each glyph of the program, from the font's ToUnicode CMap. */
  glyphs: Map<number, string>
}

function rawStream(object: unknown): PDFRawStream {
  if (!(object instanceof PDFRawStream)) throw new Error('expected a stream')
  return object
}

function streamBytes(stream: PDFRawStream): Uint8Array {
  return stream.dict.get(PDFName.of('Filter')) === PDFName.of('FlateDecode')
    ? new Uint8Array(inflateSync(stream.contents))
    : stream.contents
}

/** Every font program a PDF embeds (the Type0 fonts pdf-lib writes for a custom font), with its glyphs' text. */
export async function embeddedFonts(bytes: Uint8Array): Promise<EmbeddedFont[]> {
  const doc = await PDFDocument.load(bytes)
  const { context } = doc
  const fonts: EmbeddedFont[] = []
  for (const [, object] of context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Subtype')) !== PDFName.of('Type0')) continue
    const descendant = context.lookup(object.lookup(PDFName.of('DescendantFonts'), PDFArray).get(0), PDFDict)
    const descriptor = descendant.lookup(PDFName.of('FontDescriptor'), PDFDict)
    const file = rawStream(context.lookup(descriptor.get(PDFName.of('FontFile2'))))
    const cmap = new TextDecoder().decode(
      streamBytes(rawStream(context.lookup(object.get(PDFName.of('ToUnicode'))))),
    )
    const glyphs = new Map<number, string>()
    for (const [, gid, utf16] of cmap.matchAll(/<([0-9a-f]{4})> <([0-9a-f]+)>/gi)) {
      const units = utf16!.match(/.{4}/g)!.map((unit) => Number.parseInt(unit, 16))
      glyphs.set(Number.parseInt(gid!, 16), String.fromCharCode(...units))
    }
    fonts.push({
      name: descriptor.lookup(PDFName.of('FontName'), PDFName).decodeText(),
      program: streamBytes(file),
      storedBytes: file.contents.length,
      glyphs,
    })
  }
  return fonts
}
