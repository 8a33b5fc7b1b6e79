import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { CARD_LIST_CHUNK, measureBundles, measureFetched } from '../src/web/measureBundles'

// A tiny vite build: entry -> shared (static), entry ~> CardsPage (lazy) -> cards-dep (static), wallet (lazy).
const dist = mkdtempSync(join(tmpdir(), 'bench-bundles-'))
afterAll(() => rmSync(dist, { recursive: true, force: true }))
const files: Record<string, string> = {
  'assets/index.js': 'console.log("entry");'.repeat(50),
  'assets/shared.js': 'export const shared = 1;'.repeat(40),
  'assets/CardsPage.js': 'export default function CardsPage() {}'.repeat(30),
  'assets/cards-dep.js': 'export const dep = 2;'.repeat(20),
  'assets/wallet.js': 'export const wallet = "big";'.repeat(500),
  'assets/index.css': 'body{color:red}'.repeat(30),
  'assets/cards.css': '.card{margin:0}'.repeat(10),
}
mkdirSync(join(dist, 'assets'), { recursive: true })
mkdirSync(join(dist, '.vite'), { recursive: true })
for (const [file, text] of Object.entries(files)) writeFileSync(join(dist, file), text)
writeFileSync(
  join(dist, '.vite/manifest.json'),
  JSON.stringify({
    'index.html': {
      file: 'assets/index.js',
      isEntry: true,
      imports: ['_shared.js'],
      dynamicImports: [CARD_LIST_CHUNK, 'src/wallet.ts'],
      css: ['assets/index.css'],
    },
    '_shared.js': { file: 'assets/shared.js' },
    [CARD_LIST_CHUNK]: {
      file: 'assets/CardsPage.js',
      imports: ['_cards-dep.js', '_shared.js'],
      css: ['assets/cards.css'],
    },
    '_cards-dep.js': { file: 'assets/cards-dep.js' },
    'src/wallet.ts': { file: 'assets/wallet.js' },
  }),
)
const gz = (...names: string[]) => names.reduce((sum, f) => sum + gzipSync(files[f]!, { level: 9 }).length, 0)

describe('measureBundles', () => {
  const sizes = measureBundles(dist)
  it('counts for / the entry and its static imports with their CSS, never lazy chunks', () => {
    expect(sizes.home.jsGzipBytes).toBe(gz('assets/index.js', 'assets/shared.js'))
    expect(sizes.home.cssGzipBytes).toBe(gz('assets/index.css'))
    expect(sizes.home.files).not.toContain('assets/wallet.js')
  })
  it('adds for the card list its lazy route chunk and what that imports, each file once', () => {
    expect(sizes.cardList.jsGzipBytes).toBe(
      gz('assets/index.js', 'assets/shared.js', 'assets/CardsPage.js', 'assets/cards-dep.js'),
    )
    expect(sizes.cardList.cssGzipBytes).toBe(gz('assets/index.css', 'assets/cards.css'))
  })
})

describe('measureFetched', () => {
  it('sums the JS and CSS a browser fetched, each file once, ignoring other requests', () => {
    const fetched = measureFetched(dist, [
      'http://localhost:1/assets/index.js',
      'http://localhost:1/assets/index.js',
      'http://localhost:1/assets/wallet.js',
      'http://localhost:1/assets/index.css',
      'http://localhost:1/api/config',
    ])
    expect(fetched.jsGzipBytes).toBe(gz('assets/index.js', 'assets/wallet.js'))
    expect(fetched.cssGzipBytes).toBe(gz('assets/index.css'))
  })
})
