#!/usr/bin/env node
// Runs every workspace's tests in dependency order (unit, integration, then end-to-end) and prints one
// closing line "N passed, N failed" summed over all of them. Vitest and Playwright workspaces write a JSON report
// that this script reads; a workspace whose runner wrote no report counts by its exit code alone.
import { spawn, spawnSync } from 'node:child_process'
import { createWriteStream, existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'

// Steps in order; a step of two workspaces runs them side by side. The web components and the end-to-end journeys
// each leave a core idle much of the time (the journeys wait on 1 s blocks and settlement delays: 41% of two
// cores alone), so together they take little more than the longer of the two; each's output is kept in a file
// and printed whole when it ends.
const steps = [['packages/domain'], ['packages/devchain'], ['bench'], ['apps/server'], ['apps/web', 'e2e']]
const only = process.argv.slice(2)
const selected = steps
  .map((step) => step.filter((w) => only.length === 0 || only.some((o) => w.includes(o))))
  .filter((step) => step.length > 0)
const reports = mkdtempSync(join(tmpdir(), 'chaincard-test-'))

let passed = 0
let failed = 0
let skipped = 0
const failedWorkspaces = []
const times = []
const started = Date.now()

/**
 * Runs one workspace's test script; its output goes to the terminal, or (`logFile`) to a file printed by the
 * caller. Resolves with the exit code and the seconds it took.
 */
function runWorkspace(workspace, logFile) {
  const pkg = JSON.parse(readFileSync(join(workspace, 'package.json'), 'utf8'))
  if (!pkg.scripts?.test) return undefined
  const report = join(reports, `${workspace.replaceAll('/', '_')}.json`)
  const usesVitest = pkg.scripts.test.startsWith('vitest')
  const usesPlaywright = pkg.scripts.test.startsWith('playwright')
  const extra = usesVitest
    ? ['--', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]
    : usesPlaywright
      ? ['--', '--reporter=list,json']
      : []
  const t0 = Date.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'test', '--silent', '-w', workspace, ...extra], {
      stdio: logFile ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: report },
    })
    if (logFile) {
      const out = createWriteStream(logFile)
      child.stdout.pipe(out, { end: false })
      child.stderr.pipe(out, { end: false })
      child.on('close', () => out.end())
    }
    child.on('close', (code, signal) =>
      resolve({
        workspace,
        report,
        usesPlaywright,
        status: code ?? (signal ? 1 : 0),
        seconds: (Date.now() - t0) / 1000,
      }),
    )
  })
}

/** Adds a finished workspace's counts and time to the totals and prints its summary. */
function tally({ workspace, report, usesPlaywright, status, seconds: secondsTaken }) {
  const seconds = secondsTaken.toFixed(1)
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
    console.log(`=== ${workspace}: exit ${status} in ${seconds}s ===`)
  }
  if (status !== 0) {
    failedWorkspaces.push(workspace)
    if (!existsSync(report)) failed += 1
  }
}

/**
 * One production build of the web app for the whole run, before the first workspace that serves it (the web
 * suite's browser files and the journeys' sandboxes): they read its folder from CHAINCARD_WEB_BUILD instead of
 * each building the same source again (six builds a run before: two browser files, four sandbox starts).
 * Returns false when the build failed.
 */
function buildWebOnce() {
  if (process.env.CHAINCARD_WEB_BUILD) return true
  const outDir = join(reports, 'web-build')
  const t0 = Date.now()
  console.log('\n=== the web app, built once for the browser tests and the journeys ===')
  const build = spawnSync(
    process.execPath,
    [
      join(process.cwd(), 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    // React's production build, as users get it, whatever NODE_ENV the caller has.
    { cwd: 'apps/web', stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  )
  const seconds = ((Date.now() - t0) / 1000).toFixed(1)
  times.push(`${seconds.padStart(8)}s  (the web app's build, shared)`)
  if (build.status !== 0) {
    console.log(`=== the web app did not build (exit ${build.status}) ===`)
    return false
  }
  process.env.CHAINCARD_WEB_BUILD = outDir
  return true
}

for (const step of selected) {
  if (step.some((workspace) => workspace === 'apps/web' || workspace === 'e2e') && !buildWebOnce()) {
    failedWorkspaces.push('apps/web (build)')
    failed += 1
    break
  }
  if (step.length === 1) {
    console.log(`\n=== ${step[0]} ===`)
    const result = await runWorkspace(step[0])
    if (result) tally(result)
    continue
  }
  console.log(`\n=== ${step.join(' and ')}, side by side (each one's output follows when it ends) ===`)
  const stepStarted = Date.now()
  await Promise.all(
    step.map(async (workspace) => {
      const logFile = join(reports, `${workspace.replaceAll('/', '_')}.log`)
      const result = await runWorkspace(workspace, logFile)
      if (!result) return
      console.log(`\n=== ${workspace} ===`)
      process.stdout.write(readFileSync(logFile, 'utf8'))
      tally(result)
    }),
  )
  times.push(
    `${((Date.now() - stepStarted) / 1000).toFixed(1).padStart(8)}s  (${step.join(' and ')} side by side)`,
  )
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
// Not process.exit(): into a pipe (CI's log), the side-by-side workspaces' whole outputs are still being written,
// and exiting now cut the web suite's output off in the middle, its summary lines with it.
process.exitCode = failedWorkspaces.length > 0 ? 1 : 0
