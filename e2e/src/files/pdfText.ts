import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

// pdfjs in Node reads its standard fonts from disk: a directory path with a trailing slash.
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`

/** Every text of a PDF, extracted with pdfjs-dist: a downloaded statement must really parse. */
export async function pdfText(bytes: Uint8Array): Promise<{ pages: number; text: string }> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs')
  const doc = await getDocument({ data: new Uint8Array(bytes), isEvalSupported: false, standardFontDataUrl })
    .promise
  const chunks: string[] = []
  for (let n = 1; n <= doc.numPages; n++) {
    const content = await (await doc.getPage(n)).getTextContent()
    chunks.push(content.items.map((item) => ('str' in item ? item.str : '')).join('\n'))
  }
  const pages = doc.numPages
  await doc.destroy()
  return { pages, text: chunks.join('\n') }
}
