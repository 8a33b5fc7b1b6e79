import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { readLegalSettings } from './legalEnv'

const dirs: string[] = []
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true })
})

function legalDir(files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'chaincard-legal-'))
  dirs.push(dir)
  for (const file of files) writeFileSync(join(dir, file), `# ${file}\n`)
  return dir
}

const urls = {
  TERMS_URL: 'https://cards.example.com/terms',
  PRIVACY_URL: 'https://cards.example.com/privacy',
  LEGAL_NOTICE_URL: 'https://cards.example.com/impressum',
}

describe('readLegalSettings', () => {
  it('production without a source for each page refuses to start, naming each URL variable and LEGAL_DIR', () => {
    expect(readLegalSettings('production', {})).toEqual({
      problems: [
        'TERMS_URL: missing (required in production: the Terms as an https:// URL, or terms.md in LEGAL_DIR)',
        'PRIVACY_URL: missing (required in production: the Privacy notice as an https:// URL, or privacy.md in LEGAL_DIR)',
        'LEGAL_NOTICE_URL: missing (required in production: the legal notice (Impressum) as an https:// URL, or legal-notice.md in LEGAL_DIR)',
      ],
    })
  })

  it('production takes https URLs, refuses http ones; the sandbox accepts http', () => {
    expect(readLegalSettings('production', urls).value).toEqual({
      terms: { kind: 'url', url: urls.TERMS_URL },
      privacy: { kind: 'url', url: urls.PRIVACY_URL },
      legalNotice: { kind: 'url', url: urls.LEGAL_NOTICE_URL },
    })
    expect(
      readLegalSettings('production', { ...urls, TERMS_URL: 'http://cards.example.com/terms' }).problems,
    ).toEqual(['TERMS_URL: must be https:// in production'])
    expect(readLegalSettings('sandbox', { TERMS_URL: 'http://localhost:3000/terms' }).value?.terms).toEqual({
      kind: 'url',
      url: 'http://localhost:3000/terms',
    })
    expect(readLegalSettings('sandbox', { PRIVACY_URL: 'javascript:alert(1)' }).problems).toEqual([
      expect.stringMatching(/^PRIVACY_URL: /),
    ])
  })

  it('LEGAL_DIR: each page from its Markdown file unless its URL is set; a missing file is named', () => {
    const dir = legalDir(['terms.md', 'privacy.md', 'legal-notice.md', 'terms.de.md'])
    expect(readLegalSettings('production', { LEGAL_DIR: dir, PRIVACY_URL: urls.PRIVACY_URL }).value).toEqual({
      terms: { kind: 'markdown', dir },
      privacy: { kind: 'url', url: urls.PRIVACY_URL },
      legalNotice: { kind: 'markdown', dir },
    })
    const partial = legalDir(['terms.md'])
    expect(readLegalSettings('sandbox', { LEGAL_DIR: partial }).problems).toEqual([
      expect.stringMatching(/^PRIVACY_URL: missing, and LEGAL_DIR has no privacy\.md/),
      expect.stringMatching(/^LEGAL_NOTICE_URL: missing, and LEGAL_DIR has no legal-notice\.md/),
    ])
    const nested = join(partial, 'nowhere')
    expect(readLegalSettings('production', { ...urls, LEGAL_DIR: nested }).problems).toEqual([
      `LEGAL_DIR: ${nested} is not a directory`,
    ])
  })

  it('the sandbox without any of them serves its sample pages', () => {
    expect(readLegalSettings('sandbox', {})).toEqual({
      value: { terms: { kind: 'sample' }, privacy: { kind: 'sample' }, legalNotice: { kind: 'sample' } },
      problems: [],
    })
  })
})
