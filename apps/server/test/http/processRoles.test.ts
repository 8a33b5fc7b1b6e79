import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/db/rowsOf'
import { createTestApp, startTestChain, type TestApp, type TestChain } from '../helpers'

/**
 * What each ROLE composes (app.ts, worker.ts): a worker registers the background jobs and no route but
 * liveness and readiness; an api process registers the routes and runs no job.
 */
let chain: TestChain
let worker: TestApp
let api: TestApp

/** Rows of the watcher's cursor: the deposit watcher writes its chain's on its first round. */
const cursors = async (t: TestApp) =>
  rowsOf<{ n: number }>(await t.database.db.execute(sql`SELECT count(*)::int AS n FROM chain_cursors`))[0]!.n

/** Waits up to `ms` for `check` to hold. */
async function eventually(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const until = Date.now() + ms
  while (Date.now() < until) {
    if (await check()) return true
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return check()
}

beforeAll(async () => {
  chain = await startTestChain()
  worker = await createTestApp({ chain, config: { role: 'worker' } })
  api = await createTestApp({ chain, config: { role: 'api' } })
}, 120_000)
afterAll(async () => {
  await worker?.close()
  await api?.close()
  await chain?.stop()
})

describe('ROLE=worker', () => {
  it('answers health and readiness, and 404 for every other route', async () => {
    expect((await worker.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    expect((await worker.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200)
    for (const url of [
      '/api/config',
      '/api/openapi.json',
      '/api/user',
      '/api/legal',
      '/api/admin/exceptions',
    ]) {
      const res = await worker.app.inject({ method: 'GET', url })
      expect(res.statusCode, url).toBe(404)
    }
    const nonce = await worker.app.inject({ method: 'POST', url: '/api/auth/nonce' })
    expect(nonce.statusCode).toBe(404)
  })

  it('registers no route but health and readiness', () => {
    const routes = worker.app
      .printRoutes({ commonPrefix: false })
      .split('\n')
      .map((line) => line.replace(/^[\s│├└─]+/, '').replace(/ \(.*\)$/, ''))
      .filter((line) => line !== '')
    expect(routes.sort()).toEqual(['/api/health', '/api/ready'])
  })

  it('runs the background jobs: the deposit watcher writes its cursor', async () => {
    expect(await eventually(async () => (await cursors(worker)) > 0, 20_000)).toBe(true)
  })
})

describe('ROLE=api', () => {
  it('serves the routes and runs no job', async () => {
    expect((await api.app.inject({ method: 'GET', url: '/api/config' })).statusCode).toBe(200)
    expect((await api.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200)
    // The worker's watcher wrote its cursor within this time (above); the api process's never does.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    expect(await cursors(api)).toBe(0)
  })
})
