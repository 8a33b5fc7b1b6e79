import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ConfigResponse, LegalPageResponse } from '@chaincard/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../test/helpers'

// Nothing here talks to a chain: an RPC URL nobody answers, and no background jobs (ROLE=api).
const noChain = { rpcUrl: 'http://127.0.0.1:9', chainId: 31337 }

const SECRET = 'NOT-A-LEGAL-PAGE-7f3a'
let root: string
let legalDir: string

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'chaincard-legal-routes-'))
  legalDir = join(root, 'legal')
  mkdirSync(legalDir)
  // Files outside the folder (and one inside that is not a page) a request must never reach.
  writeFileSync(join(root, 'secret.md'), SECRET)
  writeFileSync(join(root, 'terms.md'), SECRET)
  writeFileSync(join(legalDir, 'notes.md'), SECRET)
  writeFileSync(
    join(legalDir, 'terms.md'),
    '# Terms\n\n<script>alert(1)</script> <img src=x onerror=alert(2)>\n\n[click](javascript:alert(3))\n',
  )
  writeFileSync(join(legalDir, 'terms.de.md'), '# Nutzungsbedingungen\n')
  writeFileSync(join(legalDir, 'legal-notice.md'), '# Legal notice\n')
})
afterAll(() => rmSync(root, { recursive: true, force: true }))

describe('legal pages: the sandbox samples', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ chain: noChain, config: { role: 'api' } })
  }, 120_000)
  afterAll(async () => t?.close())

  it('GET /api/config links every page to the app, and the product name and support address come with it', async () => {
    const body = ConfigResponse.parse((await t.app.inject({ method: 'GET', url: '/api/config' })).json())
    expect(body.legal).toEqual({
      terms: { kind: 'page' },
      privacy: { kind: 'page' },
      legalNotice: { kind: 'page' },
    })
    expect(body).toMatchObject({ productName: 'Chaincard', supportEmail: 'support@chaincard.example' })
  })

  it('serves each sample page, marked as sample text, without a session; German where there is a German file', async () => {
    for (const page of ['terms', 'privacy', 'legal-notice']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/legal/${page}` })
      expect(res.statusCode, page).toBe(200)
      const body = LegalPageResponse.parse(res.json())
      expect(body).toMatchObject({ page, lang: null })
      expect(body.markdown, page).toMatch(/\*\*Sample text for the sandbox\.\*\*/)
    }
    const de = LegalPageResponse.parse(
      (await t.app.inject({ method: 'GET', url: '/api/legal/legal-notice?lang=de' })).json(),
    )
    expect(de).toMatchObject({ lang: 'de' })
    expect(de.markdown).toMatch(/^# Impressum/)
    // No Japanese file: the default one.
    const ja = (await t.app.inject({ method: 'GET', url: '/api/legal/terms?lang=ja' })).json()
    expect(ja).toMatchObject({ lang: null })
  })

  it('is in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json()
    expect(Object.keys(doc.paths)).toContain('/api/legal/{page}')
  })
})

describe('legal pages: LEGAL_DIR and URLs', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({
      chain: noChain,
      config: {
        role: 'api',
        productName: 'Kartenhaus',
        supportEmail: 'hilfe@kartenhaus.example',
        legal: {
          terms: { kind: 'markdown', dir: legalDir },
          privacy: { kind: 'url', url: 'https://kartenhaus.example/datenschutz' },
          legalNotice: { kind: 'markdown', dir: legalDir },
        },
      },
    })
  }, 120_000)
  afterAll(async () => t?.close())

  it('publishes a URL page as its URL, the others as app pages, with the configured name and address', async () => {
    const body = ConfigResponse.parse((await t.app.inject({ method: 'GET', url: '/api/config' })).json())
    expect(body.legal).toEqual({
      terms: { kind: 'page' },
      privacy: { kind: 'url', url: 'https://kartenhaus.example/datenschutz' },
      legalNotice: { kind: 'page' },
    })
    expect(body).toMatchObject({ productName: 'Kartenhaus', supportEmail: 'hilfe@kartenhaus.example' })
    expect((await t.app.inject({ method: 'GET', url: '/api/legal/privacy' })).statusCode).toBe(404)
  })

  it('answers HTML in a page as JSON text, never as a document a browser would run', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/legal/terms' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    const body = LegalPageResponse.parse(res.json())
    // The Markdown source as it is: the web app shows it as text (features/legal renderMarkdown).
    expect(body.markdown).toContain('<script>alert(1)</script>')
    expect(res.body).not.toMatch(/^\s*</)
    expect(
      LegalPageResponse.parse(
        (await t.app.inject({ method: 'GET', url: '/api/legal/terms?lang=de' })).json(),
      ),
    ).toMatchObject({ lang: 'de', markdown: '# Nutzungsbedingungen\n' })
  })

  it('reaches no file but the pages: a traversing page or language is refused, another file is not served', async () => {
    for (const url of [
      '/api/legal/..%2Fsecret',
      '/api/legal/%2e%2e%2fsecret',
      '/api/legal/..%5Csecret',
      '/api/legal/notes',
      '/api/legal/terms.md',
      '/api/legal/..',
      '/api/legal/terms?lang=..%2F..%2Fsecret',
      '/api/legal/terms?lang=..%2Fterms',
      '/api/legal/terms?lang=de%2F..%2F..%2Fterms',
    ]) {
      const res = await t.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, url).toBeLessThan(500)
      expect(res.body, url).not.toContain(SECRET)
    }
    // Through the router's own normalisation too (`/api/legal/../secret` is not a legal route).
    const dotted = await t.app.inject({ method: 'GET', url: '/api/legal/../../secret.md' })
    expect(dotted.body).not.toContain(SECRET)
  })
})
