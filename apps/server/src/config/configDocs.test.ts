import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { serverRoot } from '../serverRoot'
import type { ConfigError } from './ConfigError'
import { genericEnvName, serverEnvNames } from './envNames'
import { loadConfig } from './loadConfig'

const readme = readFileSync(resolve(serverRoot, '../../README.md'), 'utf8')
const between = (start: string, end: string) => readme.slice(readme.indexOf(start), readme.indexOf(end))
const names = (text: string) => [...text.matchAll(/`([A-Z][A-Z0-9_]*(?:<chainId>)?)`/g)].map((m) => m[1]!)

/** Variable names in the first column of README "Configuration"'s table. */
const documented = new Set(
  between('## Configuration', '## Running in production')
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => names(line.split('|')[1]!)),
)

const read = serverEnvNames

describe('README documents the configuration the server reads', () => {
  it('every variable is in the Configuration table', () => {
    expect(read.filter((name) => !documented.has(name))).toEqual([])
  })

  it('the table lists nothing the server or npm start does not read', () => {
    const npmStart = ['ANVIL_PORT', 'ANVIL_BLOCK_TIME']
    expect([...documented].filter((name) => !read.includes(name) && !npmStart.includes(name))).toEqual([])
  })

  it('"Running in production" names exactly what the start-up check requires', () => {
    let problems: readonly string[] = []
    try {
      loadConfig({ MODE: 'production' })
    } catch (error) {
      problems = (error as ConfigError).problems
    }
    expect(problems.length).toBeGreaterThan(0)
    const required = problems.map((p) => p.slice(0, p.indexOf(':')))
    const line = between('Required in production', 'Every other variable')
    expect(names(line).sort()).toEqual([...new Set(required)].sort())
  })

  it("the production command sets every variable the start-up check requires (it lacked the issuer's)", () => {
    let problems: readonly string[] = []
    try {
      loadConfig({ MODE: 'production' })
    } catch (error) {
      problems = (error as ConfigError).problems
    }
    const required = new Set(problems.map((p) => p.slice(0, p.indexOf(':'))))
    // ISSUER=lithic brings its own requirements.
    for (const name of ['LITHIC_API_KEY', 'LITHIC_ENVIRONMENT', 'LITHIC_WEBHOOK_SECRET']) required.add(name)
    const section = between('Then each instance', 'Point the load balancer')
    const command = section.slice(section.indexOf('```sh'), section.lastIndexOf('```'))
    const set = new Set([...command.matchAll(/\b([A-Z][A-Z0-9_]*)=/g)].map((m) => genericEnvName(m[1]!)))
    expect([...required].filter((name) => !set.has(name))).toEqual([])
    expect(command).toContain('ISSUER=lithic')
  })
})
