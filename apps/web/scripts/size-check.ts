/**
 * Bundle budget for `/`: the gzip size of the entry chunk plus everything it imports statically (what a
 * visitor without a wallet downloads before the home page renders), and the service worker (`sw.js`, which
 * the page registers once loaded: Chromium fetches it on every first load too). Lazy chunks (wallet runtime,
 * modals, card pages, locale files, the English only they say) are not counted: `/` requests none of them (the
 * bench checks that in Chromium). Fails (exit 1) over budget.
 *
 *   npx tsx scripts/size-check.ts [--budget-kb 140] [--json]
 */
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

type ManifestEntry = {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestEntry>

/** Copied from public/ as it is (minified by the build), registered by URL: not in the manifest. */
const SERVICE_WORKER = 'sw.js'

export type SizeReport = {
  files: { file: string; gzipBytes: number }[]
  totalGzipBytes: number
  budgetBytes: number
}

export function staticClosure(manifest: Manifest): string[] {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)
  if (!entry) throw new Error('The build manifest has no entry chunk.')
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const next of manifest[key]?.imports ?? []) visit(next)
  }
  visit(entry[0])
  return [...seen].map((key) => manifest[key]?.file ?? key)
}

export function measure(distDir: string, budgetBytes: number): SizeReport {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest
  const files = [...staticClosure(manifest), SERVICE_WORKER]
    .filter((file) => file.endsWith('.js') && existsSync(join(distDir, file)))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length }))
  const totalGzipBytes = files.reduce((sum, f) => sum + f.gzipBytes, 0)
  return { files, totalGzipBytes, budgetBytes }
}

const isMain = process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]
if (isMain) {
  const args = process.argv.slice(2)
  const budgetArg = args.indexOf('--budget-kb')
  const budgetKb = budgetArg >= 0 ? Number(args[budgetArg + 1]) : 140
  const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist')
  const report = measure(dist, budgetKb * 1024)
  if (args.includes('--json')) console.log(JSON.stringify(report))
  else {
    for (const f of report.files) console.log(`${(f.gzipBytes / 1024).toFixed(1).padStart(8)} KB  ${f.file}`)
    console.log(
      `JS for / (entry + static imports + sw.js): ${(report.totalGzipBytes / 1024).toFixed(1)} KB gzip, budget ${budgetKb} KB`,
    )
  }
  if (report.totalGzipBytes > report.budgetBytes) {
    console.error(
      'Over budget: move wallet or page code (or words only lazy pages say) behind a dynamic import.',
    )
    process.exit(1)
  }
}
