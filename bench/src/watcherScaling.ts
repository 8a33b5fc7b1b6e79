import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { repoRoot } from './lib/childProcesses'

type WatcherPoint = { addresses: number; blocksPerSecond: number; rpcCallsPer1000Blocks: number }
export type WatcherScaling =
  | { status: 'measured'; points: WatcherPoint[]; rpcGrowth: number; raw: unknown }
  | { status: 'missing'; detail: string }

/** Where the payments engineer's watcher benchmark may live (bench/watcher is theirs: we only run it). */
const CANDIDATES = [
  'bench/watcher/run.ts',
  'bench/watcher/src/run.ts',
  'bench/watcher/index.ts',
  'bench/watcher/src/index.ts',
]

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined)

function toPoint(item: unknown): WatcherPoint | undefined {
  if (typeof item !== 'object' || item === null) return undefined
  const o = item as Record<string, unknown>
  const addresses = num(o.addresses)
  const blocksPerSecond = num(o.blocksPerSecond)
  const rpcCallsPer1000Blocks = num(o.rpcCallsPer1000Blocks ?? o.rpcPer1000Blocks)
  if (addresses === undefined || blocksPerSecond === undefined || rpcCallsPer1000Blocks === undefined)
    return undefined
  return { addresses, blocksPerSecond, rpcCallsPer1000Blocks }
}

/**
 * Arguments for bench/watcher/run.ts: 10,000 receiving addresses (it also measures 100 and 1,000 registered),
 * 1,000 blocks and 500 transfers, so that crediting stays a small part and the whole fits the bench's time.
 */
const WATCHER_ARGS = ['--addresses', '10000', '--blocks', '1000', '--transfers', '500', '--json']

const TIMEOUT_MS = 300_000

/**
 * Runs a command in a process group of its own; past `timeoutMs` the whole group (the command and the anvil it
 * started) gets SIGKILL, so nothing outlives the bench.
 */
function runInOwnGroup(command: string, args: string[], timeoutMs: number) {
  return new Promise<{ code: number | string; stdout: string; stderr: string }>((done) => {
    const child = spawn(command, args, { cwd: repoRoot, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8')
    })
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8')
    })
    const timer = setTimeout(() => {
      stderr += `\n(killed after ${timeoutMs / 1000} s)`
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL')
    }, timeoutMs)
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      done({ code: code ?? signal ?? 'unknown', stdout, stderr })
    })
  })
}

/**
 * Runs the watcher benchmark of bench/watcher (tsx, `WATCHER_ARGS`) and reads its last JSON line.
 */
export async function runWatcherBench(log: (line: string) => void): Promise<WatcherScaling> {
  const script = CANDIDATES.find((path) => existsSync(join(repoRoot, path)))
  if (!script) return { status: 'missing', detail: 'bench/watcher has not landed' }
  log(`  running ${script} ${WATCHER_ARGS.join(' ')}`)
  const result = await runInOwnGroup(
    process.execPath,
    ['--import', 'tsx', script, ...WATCHER_ARGS],
    TIMEOUT_MS,
  )
  if (result.code !== 0) {
    return { status: 'missing', detail: `${script} ended with ${result.code}: ${result.stderr.slice(-500)}` }
  }
  return parseWatcherOutput(result.stdout, script)
}

/**
 * The last JSON line of the watcher benchmark: a list of `{ addresses, blocksPerSecond, rpcCallsPer1000Blocks }`
 * or `{ points: [...] }`. `rpcGrowth` = RPC calls per 1,000 blocks at 10,000 addresses over those at 1,000
 * (at the most over the fewest when those two are not both there): 1.00 means flat.
 */
export function parseWatcherOutput(stdout: string, script: string): WatcherScaling {
  const line = stdout
    .trim()
    .split('\n')
    .reverse()
    .find((l) => l.trim().startsWith('{') || l.trim().startsWith('['))
  if (!line) return { status: 'missing', detail: `${script} printed no JSON` }
  let raw: unknown
  try {
    raw = JSON.parse(line)
  } catch {
    return { status: 'missing', detail: `${script} printed invalid JSON: ${line.slice(0, 300)}` }
  }
  const list = Array.isArray(raw) ? raw : (raw as { points?: unknown } | null)?.points
  const points = Array.isArray(list) ? list.map(toPoint) : []
  if (points.length < 2 || points.some((p) => p === undefined)) {
    return { status: 'missing', detail: `unrecognised output of ${script}: ${line.slice(0, 300)}` }
  }
  const sorted = (points as WatcherPoint[]).sort((a, b) => a.addresses - b.addresses)
  const low = sorted.find((p) => p.addresses === 1_000) ?? sorted[0]!
  const high = sorted.find((p) => p.addresses === 10_000) ?? sorted[sorted.length - 1]!
  return {
    status: 'measured',
    points: sorted,
    rpcGrowth: high.rpcCallsPer1000Blocks / low.rpcCallsPer1000Blocks,
    raw,
  }
}
