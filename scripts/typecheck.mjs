#!/usr/bin/env node
// `npm run typecheck`: every workspace's `tsc --noEmit`, as many at once as the machine has cores. One tsc uses
// one core, so on CI's two the six workspaces took 64 s one after another. Each workspace's output is printed
// whole when it ends (never interleaved), then the time each took; exits non-zero if any failed.
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import { join } from 'node:path'

const root = join(import.meta.dirname, '..')
const workspaces = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces
// The largest first, so the longest check is not the one left running alone at the end.
const order = ['apps/server', 'apps/web', 'e2e', 'bench', 'packages/devchain', 'packages/domain']
const queue = [
  ...order.filter((w) => workspaces.includes(w)),
  ...workspaces.filter((w) => !order.includes(w)),
]
const parallel = Math.max(1, Math.min(availableParallelism(), queue.length))

/** Runs one workspace's typecheck script; resolves with its exit code, output and seconds. */
function check(workspace) {
  const started = Date.now()
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', 'typecheck', '--silent', '-w', workspace], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('close', (code) =>
      resolve({ workspace, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }),
    )
  })
}

const results = []
async function worker() {
  for (let workspace = queue.shift(); workspace !== undefined; workspace = queue.shift()) {
    const result = await check(workspace)
    console.log(
      `=== typecheck ${workspace}: ${result.code === 0 ? 'ok' : `failed (exit ${result.code})`} ===`,
    )
    if (result.output.trim()) console.log(result.output.trimEnd())
    results.push(result)
  }
}
await Promise.all(Array.from({ length: parallel }, worker))
console.log(`=== typecheck: time per workspace (${parallel} at once) ===`)
for (const r of results) console.log(`${r.seconds.toFixed(1).padStart(8)}s  ${r.workspace}`)
process.exit(results.some((r) => r.code !== 0) ? 1 : 0)
