import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { request } from 'node:http'
import { loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { privateKeyToAccount } from 'viem/accounts'
import { signInWithEthereum } from '../api/signInWithEthereum'
import { readPeakRssMiB, readRssMiB } from '../lib/readRss'
import { percentile, round } from '../lib/stats'
import { createTempPostgres } from '../sandbox/createTempPostgres'
import { startChain } from '../sandbox/startChain'
import { startServer } from '../sandbox/startServer'
import { seedReservesOwners } from './seedReservesOwners'

export type ReservesBenchSettings = { owners: number; proofs: number; proofOwners: number }

export type ReservesBenchResult = {
  settings: ReservesBenchSettings
  seedSeconds: number
  /** POST /api/admin/reserves/snapshots, sent to answered. */
  snapshotSeconds: number
  /**
   * Where the snapshot's time went, as the server logged it (ms): the liabilities read (the chains read
   * meanwhile), what the chains still took after it, the tree built and stored.
   */
  snapshotSteps: { reserves: number; liabilities: number; tree: number } | null
  leafCount: number
  /** The server's RSS before the snapshot, and its peak (VmHWM: the most it ever held) after it. */
  rssBeforeMiB: number
  peakRssMiB: number
  /**
   * CPU seconds (user + system) the snapshot cost the server and anvil: on a shared machine the wall time
   * grows with the load, this much less.
   */
  cpu: { server: number; chain: number }
  /** GET /api/reserves/proof over HTTP, one at a time, signed in as `proofOwners` owners in turn. */
  proofP50Ms: number
  proofP99Ms: number
  proofMaxMs: number
  /** Proofs whose liability or root was not the seeded one, or answers other than 200. */
  proofFailures: number
  loadAverage: { before: number; after: number }
}

/**
 * A reserves snapshot over `owners` owners on PostgreSQL, through the real server (the bundle `npm
 * start` runs, sandbox mode) on a temporary database: owners seeded straight into it, the snapshot taken
 * through the operator's route and timed from the request to the answer, the server's peak RSS read from
 * /proc (VmHWM), then `proofs` proofs asked over HTTP one at a time by owners signed in with SIWE, each
 * checked against what was seeded.
 */
export async function benchReserves(
  databaseUrl: string,
  settings: ReservesBenchSettings,
  log: (line: string) => void,
): Promise<ReservesBenchResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chaincard-bench-reserves-'))
  try {
    log('reserves: starting a chain and a temporary PostgreSQL database')
    const chain = await startChain(dataDir)
    const database = await createTempPostgres(databaseUrl)
    try {
      const server = await startServer({
        dataDir,
        webDistDir: join(dataDir, 'no-web-app'),
        databaseUrl: database.url,
        // Info: the snapshot's log line says where its time went. The sign-ins of the proof owners come from
        // one address, above the default per-address budget of sign-ins.
        env: {
          LOG_LEVEL: 'info',
          LOG_FORMAT: 'json',
          RATE_LIMIT_NONCE: '1000',
          RATE_LIMIT_AUTH: '1000',
          RATE_LIMIT_PER_48: '100000',
        },
        // BENCH_RESERVES_NODE_ARGS: Node.js flags for the server (e.g. `--heap-prof --heap-prof-dir=/tmp/p`
        // or `--trace-gc`), to see where the snapshot's memory goes.
        nodeArgs: (process.env.BENCH_RESERVES_NODE_ARGS ?? '').split(' ').filter(Boolean),
      })
      try {
        const accounts = Array.from({ length: settings.proofOwners }, (_, i) =>
          privateKeyToAccount(`0x${(0xbe4c0000 + i).toString(16).padStart(64, '0')}`),
        )
        log(`reserves: seeding ${settings.owners.toLocaleString('en')} owners`)
        const seeded = await seedReservesOwners(
          database.url,
          settings.owners,
          accounts.map((a) => a.address),
        )
        log(`reserves: seeded in ${round(seeded.seconds)} s`)
        const origin = server.origin.replace('localhost', '127.0.0.1')
        const token = readFileSync(join(dataDir, 'admin-token'), 'utf8').trim()

        const rssBeforeMiB = readRssMiB(server.pid)
        const loadBefore = loadavg()[0] ?? 0
        log('reserves: taking a snapshot')
        const cpuBefore = { server: cpuSeconds(server.pid), chain: cpuSeconds(chain.pid) }
        const sent = performance.now()
        const answer = await postWithoutTimeout(`${origin}/api/admin/reserves/snapshots`, {
          authorization: `Bearer ${token}`,
        })
        const snapshotSeconds = (performance.now() - sent) / 1000
        if (answer.status !== 200)
          throw new Error(`snapshot: ${answer.status} ${answer.body}\n${server.process.tail()}`)
        const { id } = JSON.parse(answer.body) as { id: string }
        const peakRssMiB = readPeakRssMiB(server.pid)
        const cpu = {
          server: round(cpuSeconds(server.pid) - cpuBefore.server, 2),
          chain: round(cpuSeconds(chain.pid) - cpuBefore.chain, 2),
        }
        const snapshotSteps = loggedSteps(server.process.tail())
        log(
          `reserves: snapshot in ${round(snapshotSeconds)} s, RSS ${round(rssBeforeMiB)} MiB before, peak ${round(peakRssMiB)} MiB, CPU ${JSON.stringify(cpu)} s, steps ${JSON.stringify(snapshotSteps)}`,
        )

        const published = (await (await fetch(`${origin}/api/reserves`)).json()) as {
          snapshot: { root: string; totalMicro: string; leafCount: number }
        }
        if (BigInt(published.snapshot.totalMicro) !== seeded.liabilitiesMicro)
          throw new Error(
            `the snapshot's total ${published.snapshot.totalMicro} is not the seeded ${seeded.liabilitiesMicro}`,
          )

        const chainId = Number(await chain.rpc<string>('eth_chainId'))
        const clients = []
        // Signed in on the origin the server knows itself by (SIWE checks the message's domain).
        for (const account of accounts)
          clients.push(await signInWithEthereum(server.origin, account, chainId))
        log(`reserves: ${settings.proofs} proofs over HTTP, one at a time, ${clients.length} owners in turn`)
        const latencies: number[] = []
        let failures = 0
        for (let i = 0; i < settings.proofs + clients.length; i++) {
          const client = clients[i % clients.length]!
          const owner = client.headers['x-payer']!.toLowerCase()
          const started = performance.now()
          const answer = await fetch(`${origin}/api/reserves/proof?snapshot=${id}`, {
            headers: client.headers,
          })
          const body = (await answer.json()) as { liability?: string; root?: { digest: string } }
          const ms = performance.now() - started
          // The first round of owners warms the connection and the server's caches.
          if (i >= clients.length) latencies.push(ms)
          const ok =
            answer.status === 200 &&
            body.liability === seeded.proofOwners.get(owner)?.toString() &&
            body.root?.digest === published.snapshot.root
          if (!ok) failures++
        }
        return {
          settings,
          seedSeconds: round(seeded.seconds),
          snapshotSeconds: round(snapshotSeconds, 2),
          snapshotSteps,
          leafCount: published.snapshot.leafCount,
          rssBeforeMiB: round(rssBeforeMiB),
          peakRssMiB: round(peakRssMiB),
          cpu,
          proofP50Ms: round(percentile(latencies, 50), 2),
          proofP99Ms: round(percentile(latencies, 99), 2),
          proofMaxMs: round(Math.max(...latencies), 2),
          proofFailures: failures,
          loadAverage: { before: round(loadBefore, 2), after: round(loadavg()[0] ?? 0, 2) },
        }
      } finally {
        await server.stop()
      }
    } finally {
      await database.drop()
      await chain.stop().catch(() => undefined)
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** A process's CPU time so far (user + system), from /proc: its clock ticks are 1/100 s on Linux. */
function cpuSeconds(pid: number): number {
  // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th of them.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/**
 * A POST answered whenever the server is done: fetch gives up on an answer's headers after 300 s, and a
 * snapshot that misses its budget should still be measured.
 */
function postWithoutTimeout(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; body: string }> {
  return new Promise((done, fail) => {
    const req = request(url, { method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
      res.on('error', fail)
    })
    req.on('error', fail)
    req.end()
  })
}

/** The `ms` of the server's "reserves snapshot taken" log line (pino JSON), if the tail still holds it. */
function loggedSteps(tail: string): ReservesBenchResult['snapshotSteps'] {
  for (const line of tail.split('\n').reverse()) {
    if (!line.includes('reserves snapshot taken')) continue
    try {
      const entry = JSON.parse(line) as { ms?: { reserves: number; liabilities: number; tree: number } }
      if (entry.ms) return entry.ms
    } catch {
      // not a JSON line
    }
  }
  return null
}
