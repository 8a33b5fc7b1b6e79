import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { serverRoot } from '../../src/serverRoot'

/** Runs `src/main.ts` (through tsx, as in development) with exactly `env`; resolves with its exit code and stderr. */
function runMain(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(serverRoot, 'src/main.ts')], {
      cwd: serverRoot,
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8')
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    child.on('error', reject)
    child.on('close', (code) => {
      clearTimeout(timer)
      resolve({ code, stderr })
    })
  })
}

const production = {
  MODE: 'production',
  RPC_URL_1: 'https://eth.example/v2/secret-key',
  PUBLIC_ORIGIN: 'https://cards.example.com',
  DATABASE_URL: 'postgres://u@127.0.0.1:1/x',
  DEPOSIT_XPUB: `xpub${'A'.repeat(107)}`,
  CARD_DATA_KEY: 'ab'.repeat(32),
  TERMS_URL: 'https://cards.example.com/terms',
  PRIVACY_URL: 'https://cards.example.com/privacy',
  LEGAL_NOTICE_URL: 'https://cards.example.com/legal-notice',
  TRUST_PROXY: 'none',
}

describe('main with MODE=production and no real issuer', () => {
  it('exits non-zero before listening, listing what is missing', async () => {
    const unset = await runMain(production)
    expect(unset.code).toBe(1)
    expect(unset.stderr).toContain('invalid configuration (1 problem)')
    expect(unset.stderr).toContain('ISSUER: missing (required in production: lithic)')

    const bare = await runMain({ ...production, ISSUER: 'lithic', LITHIC_API_KEY: 'lithic-secret-api-key' })
    expect(bare.code).toBe(1)
    expect(bare.stderr).toContain('LITHIC_ENVIRONMENT: missing')
    expect(bare.stderr).toContain('LITHIC_WEBHOOK_SECRET: missing')
    expect(bare.stderr).not.toContain('LITHIC_API_KEY')
    expect(bare.stderr).not.toContain('lithic-secret-api-key')
  }, 60_000)
})
