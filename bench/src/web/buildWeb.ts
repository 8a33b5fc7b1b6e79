import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot } from '../lib/childProcesses'

/**
 * Builds the web app with vite into a fresh temp directory (not apps/web/dist, which other work in this
 * tree may be building or serving at the same time); returns that directory.
 */
export function buildWeb(): string {
  const outDir = mkdtempSync(join(tmpdir(), 'chaincard-bench-web-'))
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: join(repoRoot, 'apps/web'),
      encoding: 'utf8',
    },
  )
  if (result.status !== 0) throw new Error(`vite build failed:\n${result.stdout}\n${result.stderr}`)
  return outDir
}
