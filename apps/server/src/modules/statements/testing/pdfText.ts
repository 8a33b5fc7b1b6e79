import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

// pdfjs in Node reads the standard fonts with fs: a plain directory path with a trailing slash.
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`

/** Every text of a PDF, page by page, extracted with pdfjs-dist: the statement must really parse. */
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
