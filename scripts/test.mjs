#!/usr/bin/env node
// Runs every workspace's tests in dependency order (unit, integration, then end-to-end) and prints one
// closing line "N passed, N failed" summed over all of them. Vitest and Playwright workspaces write a JSON report
// that this script reads; a workspace whose runner wrote no report counts by its exit code alone.
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'

const order = ['packages/domain', 'packages/devchain', 'bench', 'apps/server', 'apps/web', 'e2e']
const only = process.argv.slice(2)
const selected = only.length > 0 ? order.filter((w) => only.some((o) => w.includes(o))) : order
const reports = mkdtempSync(join(tmpdir(), 'chaincard-test-'))

let passed = 0
let failed = 0
let skipped = 0
const failedWorkspaces = []
const times = []
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
  times.push(`${seconds.padStart(8)}s  ${workspace}`)
  if (existsSync(report)) printSlowest(workspace, usesPlaywright, JSON.parse(readFileSync(report, 'utf8')))
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

/**
 * The workspace's slowest test files (Vitest: a file's wall time in its worker; Playwright: a spec file's tests
 * summed), so a CI run says where its minutes went.
 */
function printSlowest(workspace, usesPlaywright, report, count = 8) {
  const perFile = new Map()
  if (usesPlaywright) {
    const walk = (suite, file) => {
      const at = suite.file ?? file
      for (const spec of suite.specs ?? [])
        for (const test of spec.tests ?? [])
          for (const result of test.results ?? [])
            perFile.set(at, (perFile.get(at) ?? 0) + (result.duration ?? 0))
      for (const child of suite.suites ?? []) walk(child, at)
    }
    for (const suite of report.suites ?? []) walk(suite, suite.file)
  } else {
    for (const file of report.testResults ?? [])
      perFile.set(relative(workspace, file.name), (file.endTime ?? 0) - (file.startTime ?? 0))
  }
  const slowest = [...perFile].sort((a, b) => b[1] - a[1]).slice(0, count)
  if (slowest.length === 0) return
  console.log(`=== ${workspace}: slowest files ===`)
  for (const [file, ms] of slowest) console.log(`${(ms / 1000).toFixed(1).padStart(8)}s  ${file}`)
}

const minutes = ((Date.now() - started) / 60000).toFixed(1)
if (failedWorkspaces.length > 0) console.log(`\nFailing workspaces: ${failedWorkspaces.join(', ')}`)
console.log('\n=== time per workspace ===')
for (const line of times) console.log(line)
console.log(`\nAll tests finished in ${minutes} min`)
console.log(`${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`)
process.exit(failedWorkspaces.length > 0 ? 1 : 0)
