import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { serverRoot } from '../serverRoot'
import { ConfigError } from './ConfigError'
import { genericEnvName, sandboxOnlyEnvNames, serverEnvNames } from './envNames'
import { loadConfig } from './loadConfig'

const example = readFileSync(resolve(serverRoot, '../../production.env.example'), 'utf8')
const lines = example.split('\n')
const entry = /^([A-Z][A-Z0-9_]*)=(.*)$/

/** `KEY=value` lines: what compose's env_file sets. */
const active = Object.fromEntries(
  lines.flatMap((line) => {
    const m = entry.exec(line)
    return m ? [[m[1]!, m[2]!]] : []
  }),
) as Record<string, string>

/** `# KEY=value` lines: documented, left to their defaults. */
const commented = lines.flatMap((line) => {
  const m = /^#\s*([A-Z][A-Z0-9_]*)=/.exec(line)
  return m ? [m[1]!] : []
})

/** What an operator fills in for each placeholder (valid values, none of them real). */
const filledIn: Record<string, string> = {
  DEPOSIT_XPUB: `xpub${'A'.repeat(107)}`,
  CARD_DATA_KEY: 'ab'.repeat(32),
  RPC_URL_137: 'https://polygon.example/v2/test-key',
  LITHIC_API_KEY: 'lithic-test-key',
  LITHIC_WEBHOOK_SECRET: `whsec_${Buffer.from('lithic-event-subscription-secret').toString('base64')}`,
  TERMS_URL: 'https://cards.example.com/terms',
  PRIVACY_URL: 'https://cards.example.com/privacy',
  LEGAL_NOTICE_URL: 'https://cards.example.com/legal-notice',
}
/** compose sets it per service (the example shows it commented out). */
const databaseUrl = 'postgres://chaincard_app_chaincard:pw@postgres:5432/chaincard'

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return [...(error as ConfigError).problems]
  }
  return []
}

describe('production.env.example', () => {
  it('names only variables the server reads', () => {
    const unknown = [...Object.keys(active), ...commented].filter(
      (name) => !serverEnvNames.includes(genericEnvName(name)),
    )
    expect(unknown).toEqual([])
  })

  it('is complete: every variable production reads is set or shown commented out', () => {
    const shown = new Set([...Object.keys(active), ...commented].map(genericEnvName))
    const missing = serverEnvNames.filter((name) => !sandboxOnlyEnvNames.includes(name) && !shown.has(name))
    expect(missing).toEqual([])
  })

  it('as copied, refuses to start and names each placeholder left to fill in', () => {
    expect(problemsOf({ ...active, DATABASE_URL: databaseUrl }).sort()).toEqual(
      Object.keys(filledIn)
        .map((name) => `${name}: still the <...> placeholder of production.env.example`)
        .sort(),
    )
  })

  it('filled in, starts production on Lithic with the chain it names', () => {
    const config = loadConfig({ ...active, ...filledIn, DATABASE_URL: databaseUrl })
    expect(config).toMatchObject({
      mode: 'production',
      publicOrigin: 'https://cards.example.com',
      issuer: { kind: 'lithic', lithic: { environment: 'production', apiKey: 'lithic-test-key' } },
    })
    expect(config.chains.map((chain) => chain.id)).toEqual([137])
  })

  it('sets every variable the production start-up check requires (ISSUER and LITHIC_* included)', () => {
    const required = problemsOf({ MODE: 'production' }).map((p) => p.slice(0, p.indexOf(':')))
    expect(required).toContain('ISSUER')
    const set = new Set([...Object.keys(active).map(genericEnvName), 'DATABASE_URL'])
    expect(required.filter((name) => !set.has(name))).toEqual([])
  })
})
