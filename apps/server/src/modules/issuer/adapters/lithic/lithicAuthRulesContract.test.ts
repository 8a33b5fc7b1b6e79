import { DEFAULT_PROGRAM_POLICY, programAuthRules } from '@chaincard/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLithicClient } from './createLithicClient'
import {
  createLithicAuthRule,
  deactivateLithicAuthRule,
  listLithicAuthRules,
  updateLithicAuthRule,
} from './lithicAuthRules'
import { type Prism, startPrism } from './test/startPrism'

// The program policy's Auth Rules v2 calls (list, create and promote, draft and promote, deactivate), through
// the official SDK, against Prism serving Lithic's vendored definition offline: Prism refuses (422) a request
// that breaks the definition, which the adapter turns into an error, and logs each request it validated.
let prism: Prism

beforeAll(async () => {
  prism = await startPrism()
}, 120_000)
afterAll(async () => {
  await prism?.stop()
})

const client = () =>
  createLithicClient({
    apiKey: 'lithic-test-api-key',
    environment: 'sandbox',
    baseUrl: prism.url,
    webhookSecrets: [],
  })

/** Prism's log since `from` shows `count` requests that passed validation and none that broke it. */
async function expectValidated(from: number, count: number): Promise<void> {
  const passed = () => prism.log().slice(from).split('The request passed the validation rules').length - 1
  for (let waited = 0; passed() < count && waited < 3_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  expect(prism.log().slice(from)).not.toMatch(/Violation: request/)
  expect(passed()).toBe(count)
}

const rules = programAuthRules(DEFAULT_PROGRAM_POLICY)

describe('Lithic Auth Rules v2 (contract)', () => {
  it('lists the program rules as the definition answers them', async () => {
    const from = prism.log().length
    const listed = await listLithicAuthRules(client())
    // Prism answers the definition's example page: rules with a token, a state and their parameters.
    expect(listed.length).toBeGreaterThan(0)
    for (const rule of listed)
      expect(rule).toMatchObject({ token: expect.any(String), state: expect.any(String) })
    // Prism's example page says has_more and its next page is the same page again: the listing asks once more,
    // finds nothing new and ends (a real cursor moves on; one that does not must not hang a sync).
    await expectValidated(from, 2)
    expect(prism.log().slice(from)).toContain('/v2/auth_rules')
  }, 60_000)

  it('creates each rule of the policy at program level and promotes it, as the definition takes them', async () => {
    expect(rules.map((r) => r.type)).toEqual([
      'CONDITIONAL_ACTION',
      'CONDITIONAL_ACTION',
      'VELOCITY_LIMIT',
      'VELOCITY_LIMIT',
    ])
    const from = prism.log().length
    for (const rule of rules) expect(await createLithicAuthRule(client(), rule)).toEqual(expect.any(String))
    // Each: the create, then the promote.
    await expectValidated(from, rules.length * 2)
  }, 60_000)

  it('updates a rule with a new draft promoted, and turns one off, as the definition takes them', async () => {
    const token = '4fa2aa9e-d5b4-4f50-8ff5-0b5d1a7f4bd1'
    const from = prism.log().length
    for (const rule of rules) await updateLithicAuthRule(client(), token, rule)
    await deactivateLithicAuthRule(client(), token)
    await expectValidated(from, rules.length * 2 + 1)
    expect(prism.log().slice(from)).toContain(`/v2/auth_rules/${token}/draft`)
  }, 60_000)

  it('a request the definition refuses is an error, not a silent success', async () => {
    const broken = { ...rules[2]!, parameters: { ...rules[2]!.parameters, scope: 'PLANET' } }
    await expect(createLithicAuthRule(client(), broken)).rejects.toThrow(/auth rules create failed/)
  }, 60_000)
})
