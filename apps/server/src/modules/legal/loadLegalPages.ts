import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LegalLanguage, type LegalPageName } from '@chaincard/domain'
import type { LegalPageKey, LegalSettings } from '../../config'
import { serverRoot } from '../../serverRoot'

/** The sandbox's sample pages (marked as sample text): `apps/server/legal-sample`. */
const SAMPLE_LEGAL_DIR = join(serverRoot, 'legal-sample')

/** The largest page served (the answer's schema allows 200,000 characters). */
const MAX_CHARACTERS = 200_000

const legalPageKeys: Record<LegalPageName, LegalPageKey> = {
  terms: 'terms',
  privacy: 'privacy',
  'legal-notice': 'legalNotice',
}

/** A page's Markdown: the default file and the languages it has (`terms.md`, `terms.de.md`). */
export type LegalPageText = { fallback: string; languages: Partial<Record<LegalLanguage, string>> }

class LegalPageError extends Error {
  override readonly name = 'LegalPageError'
  readonly shortMessage: string
  constructor(message: string, options: { cause?: unknown } = {}) {
    super(message, options)
    this.shortMessage = message
  }
}

function read(path: string): string {
  const text = readFileSync(path, 'utf8')
  if (text.length > MAX_CHARACTERS)
    throw new LegalPageError(`${path} is longer than ${MAX_CHARACTERS} characters`)
  return text
}

/**
 * Reads, once at start, every page served from Markdown (LEGAL_DIR, or the sandbox's samples): only the fixed
 * names `<page>.md` and `<page>.<lang>.md` built from the two enums, so no request ever names a file. Pages
 * with a URL are absent.
 */
export function loadLegalPages(settings: LegalSettings): Map<LegalPageName, LegalPageText> {
  const pages = new Map<LegalPageName, LegalPageText>()
  for (const [name, key] of Object.entries(legalPageKeys) as [LegalPageName, LegalPageKey][]) {
    const source = settings[key]
    if (source.kind === 'url') continue
    const dir = source.kind === 'markdown' ? source.dir : SAMPLE_LEGAL_DIR
    const languages: LegalPageText['languages'] = {}
    for (const lang of LegalLanguage.options) {
      const path = join(dir, `${name}.${lang}.md`)
      if (existsSync(path)) languages[lang] = read(path)
    }
    const fallback = join(dir, `${name}.md`)
    if (!existsSync(fallback)) throw new LegalPageError(`${fallback} does not exist`)
    pages.set(name, { fallback: read(fallback), languages })
  }
  return pages
}
