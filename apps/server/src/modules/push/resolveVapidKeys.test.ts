import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { resolveVapidKeys, SANDBOX_VAPID_FILE } from './resolveVapidKeys'

const dirs: string[] = []
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'vapid-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('resolveVapidKeys', () => {
  it('sandbox: generates a pair once into DATA_DIR (0600) and reuses it on the next start', () => {
    const dir = dataDir()
    const config = { mode: 'sandbox' as const, dataDir: dir, supportEmail: 'support@chaincard.example' }
    const first = resolveVapidKeys(config)
    expect(first).toMatchObject({ subject: 'mailto:support@chaincard.example' })
    expect(first?.publicKey).toMatch(/^B[A-Za-z0-9_-]{86}$/)
    expect(first?.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(statSync(join(dir, SANDBOX_VAPID_FILE)).mode & 0o777).toBe(0o600)
    expect(resolveVapidKeys(config)).toEqual(first)
  })

  it('production: VAPID_* when set, otherwise none (push off) and nothing written', () => {
    const dir = dataDir()
    const vapid = {
      publicKey: `B${'A'.repeat(86)}`,
      privateKey: 'A'.repeat(43),
      subject: 'mailto:ops@x.example',
    }
    expect(resolveVapidKeys({ mode: 'production', dataDir: dir, supportEmail: 's@x.example', vapid })).toBe(
      vapid,
    )
    expect(
      resolveVapidKeys({ mode: 'production', dataDir: dir, supportEmail: 's@x.example' }),
    ).toBeUndefined()
    expect(() => statSync(join(dir, SANDBOX_VAPID_FILE))).toThrow()
  })
})
