#!/usr/bin/env node
// Runs every workspace's tests in dependency order (unit, integration, then end-to-end) and prints one
// closing line "N passed, N failed" summed over all of them. Vitest and Playwright workspaces write a JSON report
// that this script reads; a workspace whose runner wrote no report counts by its exit code alone.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const order = ['packages/domain', 'packages/devchain', 'apps/server', 'apps/web', 'e2e']
const only = process.argv.slice(2)
const selected = only.length > 0 ? order.filter((w) => only.some((o) => w.includes(o))) : order
const reports = mkdtempSync(join(tmpdir(), 'chaincard-test-'))

let passed = 0
let failed = 0
let skipped = 0
const failedWorkspaces = []
const started = Date.now()

for (const workspace of selected) {
  const pkg = JSON.parse(readFileSync(join(workspace, 'package.json'), 'utf8'))
  if (!pkg.scripts?.test) continue
  const report = join(reports, `${workspace.replaceAll('/', '_')}.json`)
  const usesVitest = pkg.scripts.test.startsWith('vitest')
  const usesPlaywright = pkg.scripts.test.startsWith('playwright')
  const extra = usesVitest
    ? ['--', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
    : usesPlaywright
      ? ['--', '--reporter=list,json']
      : []
  console.log(`\n=== ${workspace} ===`)
  const t0 = Date.now()
  const run = spawnSync('npm', ['run', 'test', '--silent', '-w', workspace, ...extra], {
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
  })
  const seconds = ((Date.now() - t0) / 1000).toFixed(1)
  if (existsSync(report) && usesPlaywright) {
    const stats = JSON.parse(readFileSync(report, 'utf8')).stats ?? {}
    const ok = (stats.expected ?? 0) + (stats.flaky ?? 0)
    passed += ok
    failed += stats.unexpected ?? 0
    skipped += stats.skipped ?? 0
    console.log(`=== ${workspace}: ${ok} passed, ${stats.unexpected ?? 0} failed in ${seconds}s ===`)
  } else if (existsSync(report)) {
    const r = JSON.parse(readFileSync(report, 'utf8'))
    passed += r.numPassedTests
    failed += r.numFailedTests
    skipped += r.numPendingTests + r.numTodoTests
    console.log(`=== ${workspace}: ${r.numPassedTests} passed, ${r.numFailedTests} failed in ${seconds}s ===`)
  } else {
    console.log(`=== ${workspace}: exit ${run.status} in ${seconds}s ===`)
  }
  if (run.status !== 0) {
    failedWorkspaces.push(workspace)
    if (!existsSync(report)) failed += 1
  }
}

const minutes = ((Date.now() - started) / 60000).toFixed(1)
if (failedWorkspaces.length > 0) console.log(`\nFailing workspaces: ${failedWorkspaces.join(', ')}`)
console.log(`\nAll tests finished in ${minutes} min`)
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`)
process.exit(failedWorkspaces.length > 0 ? 1 : 0)
