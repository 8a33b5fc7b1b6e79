import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { MetricsNameError } from '../../src/metrics'
import { createTestApp, signIn, type TestApp, testAccount, testConfig } from '../helpers'

let t: TestApp

beforeAll(async () => {
  t = await createTestApp({ config: { metrics: { host: '127.0.0.1', port: 0, required: true } } })
})
afterAll(async () => {
  await t?.close()
})

const scrape = async (): Promise<string> => {
  const res = await fetch(`${t.app.metricsOrigin}/metrics`)
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  return res.text()
}

/** The value of one sample line (`name{labels} value`), or undefined when the series has no such sample. */
const sample = (text: string, series: string): number | undefined => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

const httpCount = (text: string, method: string, route: string, status: number) =>
  sample(
    text,
    `chaincard_http_request_duration_seconds_count{method="${method}",route="${route}",status_code="${status}"}`,
  ) ?? 0

describe('GET /metrics on the metrics port', () => {
  it('listens on a port of its own; the public app has no /metrics', async () => {
    expect(t.app.metricsOrigin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404)
    expect((await fetch(`${t.app.metricsOrigin}/other`)).status).toBe(404)
  })

  it('publishes process, database and money-path series', async () => {
    const text = await scrape()
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_heap_size_used_bytes',
      'chaincard_db_waiting_queries',
      'chaincard_db_pool_connections',
      'chaincard_http_request_duration_seconds',
      'chaincard_watcher_head_lag_blocks',
      'chaincard_payment_credits_total',
      'chaincard_payment_exceptions_total',
      'chaincard_payment_reversals_total',
      'chaincard_settlement_queue_age_seconds',
      'chaincard_job_failures_total',
      'chaincard_issuer_decision_duration_seconds',
    ]) {
      expect(text, name).toContain(`# TYPE ${name} `)
    }
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(10_000_000)
    expect(sample(text, `chaincard_payment_credits_total{chain_id="${t.chainId}"}`)).toBe(0)
    if (t.database.stats().kind !== 'postgres-js')
      expect(sample(text, 'chaincard_db_waiting_queries')).toBeGreaterThanOrEqual(0)
    if (t.database.kind === 'postgres') {
      expect(sample(text, 'chaincard_db_pool_connections{state="max"}')).toBe(5)
      // postgres.js (DATABASE_DRIVER=postgres) publishes no pool state: its size only.
      if (t.database.stats().kind === 'postgres')
        expect(sample(text, 'chaincard_db_pool_connections{state="open"}')).toBeGreaterThanOrEqual(1)
    }
  })

  it('HTTP latency per route pattern moves with traffic; raw URLs never become labels', async () => {
    const before = await scrape()
    for (let i = 0; i < 3; i++)
      expect((await t.app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200)
    const session = await signIn(t.app, testAccount(1))
    for (const id of ['0b6c3f2e-1d4a-4c8e-9f00-aaaaaaaaaaaa', '0b6c3f2e-1d4a-4c8e-9f00-bbbbbbbbbbbb']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/card/${id}`, headers: session.headers })
      expect(res.statusCode).toBe(404)
    }
    await t.app.inject({ method: 'GET', url: '/api/no-such-route' })
    const after = await scrape()

    expect(httpCount(after, 'GET', '/api/config', 200) - httpCount(before, 'GET', '/api/config', 200)).toBe(3)
    expect(
      httpCount(after, 'GET', '/api/card/:id', 404) - httpCount(before, 'GET', '/api/card/:id', 404),
    ).toBe(2)
    expect(httpCount(after, 'POST', '/api/nonce', 200) - httpCount(before, 'POST', '/api/nonce', 200)).toBe(1)
    expect(httpCount(after, 'POST', '/api/auth', 200) - httpCount(before, 'POST', '/api/auth', 200)).toBe(1)
    expect(httpCount(after, 'GET', 'unmatched', 404) - httpCount(before, 'GET', 'unmatched', 404)).toBe(1)
    expect(after).not.toContain('aaaaaaaaaaaa')
    expect(after).not.toContain('no-such-route')
    const sum = sample(
      after,
      'chaincard_http_request_duration_seconds_sum{method="GET",route="/api/config",status_code="200"}',
    )
    expect(sum).toBeGreaterThan(0)
    expect(sum).toBeLessThan(30)
  })

  it('series the rest of the server adds and feeds appear in the scrape', async () => {
    const probe = t.app.metrics.counter({
      name: 'chaincard_probe_total',
      help: 'probe',
      labelNames: ['kind'],
    })
    probe.inc({ kind: 'a' }, 2)
    t.app.metrics.moneyPath.watcherHeadLagBlocks.set({ chain_id: '137' }, 500)
    t.app.metrics.moneyPath.jobFailures.inc({ job: 'settlement' })
    const text = await scrape()
    expect(sample(text, 'chaincard_probe_total{kind="a"}')).toBe(2)
    expect(sample(text, 'chaincard_watcher_head_lag_blocks{chain_id="137"}')).toBe(500)
    expect(sample(text, 'chaincard_job_failures_total{job="settlement"}')).toBe(1)
  })

  it('refuses a series name outside chaincard_ snake case, and a name declared twice', () => {
    expect(() => t.app.metrics.gauge({ name: 'queue_depth', help: 'x' })).toThrow(MetricsNameError)
    expect(() => t.app.metrics.gauge({ name: 'chaincard_Bad', help: 'x' })).toThrow(MetricsNameError)
    expect(() => t.app.metrics.gauge({ name: 'chaincard_job_failures_total', help: 'x' })).toThrow(
      /declared twice/,
    )
  })
})

describe('the metrics listener', () => {
  it('closes with the app', async () => {
    const other = await buildApp(
      testConfig({
        rpcUrl: t.rpcUrl,
        overrides: { metrics: { host: '127.0.0.1', port: 0, required: true } },
      }),
      { database: t.database, keepDatabaseOpen: true },
    )
    const origin = other.metricsOrigin!
    expect((await fetch(`${origin}/metrics`)).status).toBe(200)
    await other.close()
    await expect(fetch(`${origin}/metrics`)).rejects.toThrow()
  })

  it('a taken default port: the app starts without metrics; an explicit one: start fails', async () => {
    const blocker = createServer()
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', () => r()))
    const port = (blocker.address() as { port: number }).port
    try {
      const lenient = await buildApp(
        testConfig({
          rpcUrl: t.rpcUrl,
          overrides: { metrics: { host: '127.0.0.1', port, required: false } },
        }),
        { database: t.database, keepDatabaseOpen: true },
      )
      expect(lenient.metricsOrigin).toBeUndefined()
      await lenient.close()
      await expect(
        buildApp(
          testConfig({
            rpcUrl: t.rpcUrl,
            overrides: { metrics: { host: '127.0.0.1', port, required: true } },
          }),
          { database: t.database, keepDatabaseOpen: true },
        ),
      ).rejects.toThrow(/EADDRINUSE/)
    } finally {
      blocker.close()
    }
  })
})
