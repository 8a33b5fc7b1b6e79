// `npm run pglite-memory -w @chaincard/bench` (no database needed): where the PGlite server's RSS goes under the
// hot routes' load. Seeds the bench's user on PGlite (`withHotRoutes`), starts the bundled server with its metrics
// port and `--heapsnapshot-signal`, loads each hot route BENCH_MEMORY_ROUNDS (2) times as `npm run bench` does, and
// after each run prints the process's RSS beside the main thread's JS heap (prom-client's default metrics) and
// the anonymous resident memory by mapping size (/proc/<pid>/smaps), then writes a heap snapshot of the main
// thread and prints its largest constructors by self size.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { getFreePort } from '@chaincard/devchain'
import { loadRoute } from '../api/loadRoute'
import { readMetricSum } from '../lib/readMetricSum'
import { readRssMiB } from '../lib/readRss'
import { round } from '../lib/stats'
import { startServer } from '../sandbox/startServer'
import { hotRouteServerEnv, withHotRoutes } from './hotRoutes'

const rounds = Number(process.env.BENCH_MEMORY_ROUNDS ?? 2)
const seconds = Number(process.env.BENCH_LOAD_SECONDS ?? 10)
const MiB = 1024 * 1024

/**
 * Resident MiB of the process's anonymous mappings by size: V8 keeps each isolate's heap (the main thread's and
 * the PGlite worker's) in pages of 256 KiB, malloc its arenas in mappings of 64-128 MiB, and a WebAssembly memory
 * is one mapping of its own size (PGlite's: its whole linear memory, which grows and never shrinks).
 */
function anonymousResidentMiB(pid: number): Record<string, number> {
  const classes: Record<string, number> = {}
  let size = 0
  let anonymous = false
  for (const line of readFileSync(`/proc/${pid}/smaps`, 'utf8').split('\n')) {
    const header = /^[0-9a-f]+-[0-9a-f]+ \S+ \S+ \S+ \S+\s*(.*)$/.exec(line)
    if (header) anonymous = header[1] === ''
    const sizeLine = /^Size:\s+(\d+) kB$/.exec(line)
    if (sizeLine) size = Number(sizeLine[1]) / 1024
    const rss = /^Rss:\s+(\d+) kB$/.exec(line)
    if (rss && anonymous) {
      const name =
        size < 2 ? 'under 2 MiB' : size < 16 ? '2-16 MiB' : size < 128 ? '16-128 MiB' : '128 MiB and up'
      classes[name] = round((classes[name] ?? 0) + Number(rss[1]) / 1024)
    }
  }
  return classes
}

/** A memory series of the server in MiB. */
async function metric(port: number, name: string): Promise<number> {
  return (await readMetricSum(port, name)) / MiB
}

/** Self size by constructor of a V8 heap snapshot, largest first. */
function heapByConstructor(file: string): { name: string; mib: number; count: number }[] {
  const snapshot = JSON.parse(readFileSync(file, 'utf8')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } }
    nodes: number[]
    strings: string[]
  }
  const fields = snapshot.snapshot.meta.node_fields
  const width = fields.length
  const typeAt = fields.indexOf('type')
  const nameAt = fields.indexOf('name')
  const sizeAt = fields.indexOf('self_size')
  const types = snapshot.snapshot.meta.node_types[0]
  const totals = new Map<string, { bytes: number; count: number }>()
  for (let i = 0; i < snapshot.nodes.length; i += width) {
    const type = types[snapshot.nodes[i + typeAt]!]!
    const name = type === 'object' ? snapshot.strings[snapshot.nodes[i + nameAt]!]! : `(${type})`
    const entry = totals.get(name) ?? { bytes: 0, count: 0 }
    entry.bytes += snapshot.nodes[i + sizeAt]!
    entry.count++
    totals.set(name, entry)
  }
  return [...totals.entries()]
    .map(([name, { bytes, count }]) => ({ name, mib: round(bytes / MiB, 1), count }))
    .sort((a, b) => b.mib - a.mib)
}

await withHotRoutes(
  async ({ dataDir, headers, routes }) => {
    const metricsPort = await getFreePort()
    const snapshots = mkdtempSync(join(tmpdir(), 'chaincard-heap-'))
    try {
      const server = await startServer({
        dataDir,
        webDistDir: '/nonexistent',
        env: { ...hotRouteServerEnv, METRICS_PORT: String(metricsPort) },
        nodeArgs: [
          '--heapsnapshot-signal=SIGUSR2',
          `--diagnostic-dir=${snapshots}`,
          // BENCH_MEMORY_NODE_ARGS: more Node.js flags for the server, for an A/B of a heap setting.
          ...(process.env.BENCH_MEMORY_NODE_ARGS ?? '').split(' ').filter(Boolean),
        ],
      })
      const sample = async (when: string) => {
        const rss = readRssMiB(server.pid)
        const heap = await metric(metricsPort, 'nodejs_heap_size_used_bytes')
        const heapTotal = await metric(metricsPort, 'nodejs_heap_size_total_bytes')
        const external = await metric(metricsPort, 'nodejs_external_memory_bytes')
        console.log(
          `${when.padEnd(52)} RSS ${round(rss)} MiB: main JS heap ${round(heap)} used of ${round(heapTotal)}, external ${round(external)}; anonymous resident by mapping size ${JSON.stringify(anonymousResidentMiB(server.pid))}`,
        )
      }
      console.log(
        `Node ${process.version}; PGlite; flags ${process.env.BENCH_MEMORY_NODE_ARGS ?? ''}; ${rounds} rounds of ${seconds} s a route, 50 connections`,
      )
      await sample('started')
      for (let r = 1; r <= rounds; r++) {
        for (const route of routes) {
          const load = await loadRoute(
            { name: route.name, url: `http://127.0.0.1:${server.port}${route.path}`, headers },
            { connections: 50, seconds, warmupSeconds: 2 },
          )
          await sample(`round ${r}: ${route.name} (${Math.round(load.requestsPerSecond)} req/s)`)
        }
      }
      process.kill(server.pid, 'SIGUSR2')
      const deadline = Date.now() + 120_000
      let file: string | undefined
      while (Date.now() < deadline && !file) {
        await new Promise((resolve) => setTimeout(resolve, 1_000))
        const done = readdirSync(snapshots).find((f) => f.endsWith('.heapsnapshot'))
        // Written in one go, then renamed? Not by Node: wait until its size stops moving.
        if (done) {
          const size = readFileSync(join(snapshots, done)).length
          await new Promise((resolve) => setTimeout(resolve, 2_000))
          if (readFileSync(join(snapshots, done)).length === size) file = join(snapshots, done)
        }
      }
      await sample('after the heap snapshot')
      await server.stop()
      if (!file) throw new Error('no heap snapshot was written')
      console.log('\nMain thread heap snapshot, self size by constructor:')
      for (const row of heapByConstructor(file).slice(0, 15))
        console.log(`  ${String(row.mib).padStart(7)} MiB  ${String(row.count).padStart(8)}  ${row.name}`)
    } finally {
      rmSync(snapshots, { recursive: true, force: true })
    }
  },
  { database: 'pglite' },
)
