import { DEFAULT_PROGRAM_POLICY } from '@chaincard/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseOpsArgs } from '../../../ops/parseOpsArgs'
import { runOpsCommand } from '../../../ops/runOpsCommand'
import { createLithicClient } from '../adapters/lithic/createLithicClient'
import { createLithicKit, type LithicKit } from '../adapters/lithic/test/lithicKit'
import { type FakeLithic, startFakeLithic } from '../adapters/lithic/test/startFakeLithic'
import { syncProgramRules } from './syncProgramRules'

// `npm run ops -- issuer rules sync` through the real app (ROLE=all, ISSUER=lithic, PGlite or PostgreSQL) and the
// official SDK, against a local stand-in for Lithic's API that keeps the rules as Lithic does (created as drafts,
// enforced once promoted): the policy's rules are created, a second sync changes nothing, a rule changed at
// Lithic is put back, one no longer wanted is turned off; a rule someone else made is never touched.
const ADMIN_TOKEN = 'ops-rules-sync-admin-token'
let lithic: FakeLithic
let kit: LithicKit
let url: string

const theirs = {
  token: '0d9c6b8e-56a4-4c11-9a3e-3b0a1f3a0c01',
  name: 'fraud team: block one country',
  state: 'ACTIVE',
  type: 'CONDITIONAL_ACTION',
  current_version: {
    version: 3,
    parameters: {
      action: 'DECLINE',
      conditions: [{ attribute: 'COUNTRY', operation: 'IS_ONE_OF', value: ['PRK'] }],
    },
  },
  draft_version: null,
}

beforeAll(async () => {
  lithic = await startFakeLithic()
  lithic.authRules.push(structuredClone(theirs))
  kit = await createLithicKit({ lithicBaseUrl: lithic.url, config: { adminToken: ADMIN_TOKEN } })
  url = await kit.app.listen({ host: '127.0.0.1', port: 0 })
}, 120_000)
afterAll(async () => {
  await kit?.close()
  await lithic?.stop()
})

const sync = () => runOpsCommand({ url, token: ADMIN_TOKEN }, parseOpsArgs(['issuer', 'rules', 'sync']))
const ours = () => lithic.authRules.filter((r) => String(r.name).startsWith('chaincard: '))
const writes = () => lithic.requests.filter((r) => !r.startsWith('GET '))

describe('issuer rules sync', () => {
  it('creates the rules of the policy, enforced, and prints what it did', async () => {
    const result = await sync()
    expect(result, result.output).toMatchObject({ ok: true })
    expect(result.output.split('\n')).toEqual([
      'created      chaincard: blocked merchant categories',
      'created      chaincard: no cash',
      'created      chaincard: daily spend per card',
      'created      chaincard: monthly spend per card',
      '4 created, 0 updated, 0 deactivated',
    ])
    expect(ours().map((r) => [r.name, r.state, r.program_level])).toEqual([
      ['chaincard: blocked merchant categories', 'ACTIVE', true],
      ['chaincard: no cash', 'ACTIVE', true],
      ['chaincard: daily spend per card', 'ACTIVE', true],
      ['chaincard: monthly spend per card', 'ACTIVE', true],
    ])
    const daily = ours()[2]!.current_version as { parameters: Record<string, unknown> }
    expect(daily.parameters).toMatchObject({
      scope: 'CARD',
      period: { type: 'DAY' },
      limit_amount: 250_000,
      limit_count: DEFAULT_PROGRAM_POLICY.dailyCount,
    })
    expect(lithic.authRules.find((r) => r.token === theirs.token)).toEqual(theirs)
  })

  it('is idempotent: a second sync changes nothing', async () => {
    const before = writes().length
    const result = await sync()
    expect(result.output.split('\n').at(-1)).toBe('nothing changed')
    expect(result.output).toContain('unchanged    chaincard: daily spend per card')
    expect(writes().length).toBe(before)
  })

  it('puts back a rule changed at Lithic, with a new version; then nothing again', async () => {
    const daily = ours()[2]!
    const current = daily.current_version as { parameters: Record<string, unknown>; version: number }
    daily.current_version = { ...current, parameters: { ...current.parameters, limit_count: 500 } }
    const before = writes().length
    const result = await sync()
    expect(result.output.split('\n')).toContain('updated      chaincard: daily spend per card')
    expect(result.output.split('\n').at(-1)).toBe('0 created, 1 updated, 0 deactivated')
    expect(writes().slice(before)).toEqual([
      `POST /v2/auth_rules/${daily.token}/draft`,
      `POST /v2/auth_rules/${daily.token}/promote`,
    ])
    expect(daily.current_version).toMatchObject({
      version: current.version + 1,
      parameters: { limit_count: 50 },
    })
    expect((await sync()).output.split('\n').at(-1)).toBe('nothing changed')
  })

  it('turns off a rule the policy no longer wants (cash allowed), never one of someone else', async () => {
    const client = createLithicClient({
      apiKey: 'lithic-test-api-key',
      environment: 'sandbox',
      baseUrl: lithic.url,
      webhookSecrets: [],
    })
    const result = await syncProgramRules(client, { ...DEFAULT_PROGRAM_POLICY, cashAllowed: true })
    expect(result).toMatchObject({ created: [], updated: [], deactivated: ['chaincard: no cash'] })
    expect(ours().find((r) => r.name === 'chaincard: no cash')).toMatchObject({ state: 'INACTIVE' })
    expect(lithic.authRules.find((r) => r.token === theirs.token)).toEqual(theirs)
    // Wanted again: promoted back.
    expect((await sync()).output.split('\n')).toContain('updated      chaincard: no cash')
  })

  it('Lithic refusing or unreachable is 503, the sync stopped there', async () => {
    await lithic.stop()
    const result = await sync()
    expect(result).toMatchObject({ ok: false, status: 503 })
    expect(result.output).toContain('auth rules list failed')
  })
})
