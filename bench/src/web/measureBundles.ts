import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { measure, staticClosure } from '../../../apps/web/scripts/size-check'

type ManifestEntry = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestEntry>

export type BundleFigure = { jsGzipBytes: number; cssGzipBytes: number; files: string[] }
export type BundleSizes = { home: BundleFigure; cardList: BundleFigure }

/** The lazy route chunk of the card list (`/card`), as vite's manifest names it. */
export const CARD_LIST_CHUNK = 'src/features/cards/components/CardsPage.tsx'

const gzipBytes = (distDir: string, file: string) =>
  gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length

/** Chunk keys statically reachable from `roots` (the chunks themselves and their static imports). */
function closureKeys(manifest: Manifest, roots: string[]): string[] {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return
    seen.add(key)
    for (const next of manifest[key]?.imports ?? []) visit(next)
  }
  for (const root of roots) visit(root)
  return [...seen]
}

function figure(distDir: string, manifest: Manifest, jsFiles: string[], keys: string[]): BundleFigure {
  const css = [...new Set(keys.flatMap((key) => manifest[key]?.css ?? []))]
  return {
    jsGzipBytes: jsFiles.reduce((sum, file) => sum + gzipBytes(distDir, file), 0),
    cssGzipBytes: css.reduce((sum, file) => sum + gzipBytes(distDir, file), 0),
    files: [...jsFiles, ...css],
  }
}

/**
 * Gzip (level 9) bytes of what `/` needs before it renders for a visitor without a wallet (the entry chunk and
 * its static imports and the service worker: the web app's own size check, `apps/web/scripts/size-check.ts`,
 * plus their CSS), and of
 * the card list route (that plus the lazy CardsPage chunk and its static imports).
 */
export function measureBundles(distDir: string): BundleSizes {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest
  const entryKey = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0]
  if (!entryKey) throw new Error('the build manifest has no entry chunk')
  const homeJs = measure(distDir, 0).files.map((f) => f.file)
  const homeKeys = closureKeys(manifest, [entryKey])
  if (!manifest[CARD_LIST_CHUNK]) throw new Error(`the build manifest has no ${CARD_LIST_CHUNK}`)
  const cardKeys = closureKeys(manifest, [entryKey, CARD_LIST_CHUNK])
  const cardJs = [
    ...new Set([...staticClosure(manifest), ...cardKeys.map((key) => manifest[key]!.file)]),
  ].filter((file) => file.endsWith('.js'))
  return {
    home: figure(distDir, manifest, homeJs, homeKeys),
    cardList: figure(distDir, manifest, cardJs, cardKeys),
  }
}

/** Gzip bytes of the JS and CSS files of `distDir` a browser actually fetched (URL paths from Lighthouse). */
export function measureFetched(distDir: string, urls: string[]): BundleFigure {
  const files = [...new Set(urls.map((url) => new URL(url).pathname.replace(/^\//, '')))].filter(
    (file) => file.endsWith('.js') || file.endsWith('.css'),
  )
  const sum = (ext: string) =>
    files.filter((f) => f.endsWith(ext)).reduce((s, f) => s + gzipBytes(distDir, f), 0)
  return { jsGzipBytes: sum('.js'), cssGzipBytes: sum('.css'), files }
}
