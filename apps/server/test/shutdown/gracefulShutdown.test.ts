import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { deploySandbox } from '@chaincard/devchain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrate, openPglite } from '../../src/db'
import {
  type ServerProcess,
  type SlowRpcProxy,
  startServerProcess,
  startSlowRpcProxy,
  startTestChain,
  type TestChain,
  testAccount,
} from '../helpers'

let chain: TestChain
let proxy: SlowRpcProxy
let dataDir: string
const started: ServerProcess[] = []

beforeAll(async () => {
  chain = await startTestChain()
  proxy = await startSlowRpcProxy(chain.rpcUrl)
  dataDir = mkdtempSync(join(tmpdir(), 'chaincard-shutdown-'))
  const manifestPath = join(dataDir, 'devchain.json')
  await deploySandbox({ rpcUrl: chain.rpcUrl, manifestPath })
  // The server reaches the chain through the proxy, so requests that touch the chain can be made slow.
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { rpcUrl: string }
  writeFileSync(manifestPath, JSON.stringify({ ...manifest, rpcUrl: proxy.url }))
  // Create the database once here: a first start's initdb on this busy 2-core machine can take longer than
  // Fastify's 10 s plugin timeout.
  const database = await openPglite({ dataDir: join(dataDir, 'db') })
  await migrate(database)
  await database.close()
}, 120_000)
afterAll(async () => {
  for (const s of started) s.kill()
  await proxy?.close()
  await chain?.stop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

const start = async () => {
  proxy.setDelay(0)
  const server = await startServerProcess({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    RATE_LIMIT_NONCE: '100000',
  })
  started.push(server)
  return server
}

type Outcome = {
  path: string
  startedAt: number
  /** When the TCP connection was established, as this process saw it (undefined: it never was). */
  connectedAt?: number
  endedAt: number
  status?: number
  error?: string
}

/** One request on a connection of its own (Connection: close); never throws. */
function send(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<Outcome> {
  const startedAt = Date.now()
  return new Promise((resolve) => {
    let connectedAt: number | undefined
    const req = request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (res) => {
      res.resume()
      res.on('end', () =>
        resolve({
          path,
          startedAt,
          endedAt: Date.now(),
          ...(connectedAt === undefined ? {} : { connectedAt }),
          status: res.statusCode ?? 0,
        }),
      )
      res.on('error', (e: NodeJS.ErrnoException) =>
        resolve({ path, startedAt, endedAt: Date.now(), error: e.code ?? e.message }),
      )
    })
    req.on('socket', (socket) => {
      if (!socket.connecting) connectedAt = startedAt
      else socket.once('connect', () => (connectedAt = Date.now()))
    })
    req.on('error', (e: NodeJS.ErrnoException) =>
      resolve({
        path,
        startedAt,
        endedAt: Date.now(),
        ...(connectedAt === undefined ? {} : { connectedAt }),
        error: e.code ?? e.message,
      }),
    )
    req.end()
  })
}

const payer = testAccount(1).address
const mix = [
  { method: 'GET', path: '/api/health' }, // touches the chain: slow while the proxy delays
  { method: 'GET', path: '/api/config' },
  { method: 'POST', path: '/api/nonce', headers: { 'x-payer': payer } },
]

describe('SIGTERM', () => {
  it('during a burst: every request on an accepted connection is answered, none 5xx or reset; exit 0 within 10 s', async () => {
    const server = await start()
    proxy.setDelay(700)
    const outcomes: Outcome[] = []
    let sigtermAt = 0
    const worker = async (w: number) => {
      for (let i = w; ; i++) {
        const { method, path, headers } = mix[i % mix.length]!
        const outcome = await send(server.port, method, path, headers)
        outcomes.push(outcome)
        if (outcome.error === 'ECONNREFUSED') return
      }
    }
    const workers = Array.from({ length: 24 }, (_, w) => worker(w))
    await new Promise((r) => setTimeout(r, 1_500))
    sigtermAt = Date.now()
    server.child.kill('SIGTERM')
    await Promise.all(workers)
    const exit = await server.exited

    expect(exit.code, server.output()).toBe(0)
    // the server's log says what held it (a request still in flight, a job stopping, the database closing)
    expect(exit.at - sigtermAt, server.output()).toBeLessThan(10_000)

    // Every request whose connection was established before the signal was answered, none with a 5xx.
    const accepted = outcomes.filter((o) => o.connectedAt !== undefined && o.connectedAt < sigtermAt)
    expect(accepted.length).toBeGreaterThan(50)
    expect(
      accepted.filter((o) => o.status === undefined),
      'reset after connecting',
    ).toEqual([])
    expect(accepted.filter((o) => o.status! >= 500)).toEqual([])
    // Requests in flight when the signal came were answered after it.
    const inFlight = accepted.filter((o) => o.endedAt > sigtermAt)
    expect(inFlight.length).toBeGreaterThan(0)
    expect(inFlight.every((o) => o.status === 200)).toBe(true)
    // Connections attempted after the signal were not accepted: refused, or reset by the closing listener
    // before any request was read; none was answered with an error.
    const late = outcomes.filter((o) => o.connectedAt === undefined || o.connectedAt >= sigtermAt)
    expect(late.filter((o) => o.status !== undefined && o.status >= 500)).toEqual([])
    expect(
      late.filter((o) => o.error !== undefined && !['ECONNREFUSED', 'ECONNRESET'].includes(o.error)),
    ).toEqual([])
    expect(late.filter((o) => o.error === 'ECONNREFUSED').length).toBeGreaterThan(0)
    expect(server.output()).not.toMatch(/still in flight after/)
    expect(server.output()).toMatch(/shutting down: finishing requests in flight/)
  }, 60_000)

  it('a second signal exits at once', async () => {
    const server = await start()
    proxy.setDelay(5_000)
    const slow = send(server.port, 'GET', '/api/health')
    await new Promise((r) => setTimeout(r, 300))
    server.child.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 300))
    const secondAt = Date.now()
    server.child.kill('SIGTERM')
    const exit = await server.exited
    expect(exit.code).toBe(1)
    // The second signal's own path: code 1 and its line, where the graceful path exits 0 once the in-flight
    // request (held 5 s by the proxy) ends, and the hang guard exits 1 only after 20 s. Before the 10 s grace
    // cutoff too. Not a tighter figure: on a loaded 2-core CI machine the exit has taken 1.25 s, once 6.8 s, to
    // reach this process (the child's loop busy with the close the first signal began).
    expect(server.output()).toMatch(/second signal: exiting now/)
    expect(exit.at - secondAt).toBeLessThan(9_000)
    await slow
  }, 60_000)

  it('a request that never completes is cut off after 10 s, and the server still exits 0', async () => {
    const server = await start()
    // A POST that announces a body it never sends keeps its connection busy.
    const stuck = connect(server.port, '127.0.0.1', () => {
      stuck.write(
        `POST /api/auth HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"mess`,
      )
    })
    stuck.on('error', () => {})
    await new Promise((r) => setTimeout(r, 300))
    const sigtermAt = Date.now()
    server.child.kill('SIGTERM')
    const exit = await server.exited
    expect(exit.code, server.output()).toBe(0)
    expect(exit.at - sigtermAt).toBeGreaterThanOrEqual(9_900)
    expect(exit.at - sigtermAt).toBeLessThan(13_000)
    expect(server.output()).toMatch(/requests still in flight after 10 s: closing their connections/)
    stuck.destroy()
  }, 60_000)
})
