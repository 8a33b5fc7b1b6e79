import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, describe, expect, it } from 'vitest'
import { RESERVES_SIGNER_FILE, resolveReservesSigner } from './resolveReservesSigner'

const dataDir = mkdtempSync(join(tmpdir(), 'reserves-signer-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe('resolveReservesSigner (RESERVES_SIGNER_KEY)', () => {
  it('the configured key signs, in either mode', () => {
    const key = `0x${'11'.repeat(32)}` as const
    for (const mode of ['sandbox', 'production'] as const) {
      expect(resolveReservesSigner({ reservesSignerKey: key, mode, dataDir })?.address).toBe(
        privateKeyToAccount(key).address,
      )
    }
  })

  it('production without it has no signer (no snapshots), and writes no key', () => {
    const empty = mkdtempSync(join(tmpdir(), 'reserves-signer-production-'))
    expect(resolveReservesSigner({ mode: 'production', dataDir: empty })).toBeNull()
    expect(() => statSync(join(empty, RESERVES_SIGNER_FILE))).toThrow()
    rmSync(empty, { recursive: true, force: true })
  })

  it('the sandbox generates one key into DATA_DIR (0600) and keeps it across starts', () => {
    const first = resolveReservesSigner({ mode: 'sandbox', dataDir })
    const second = resolveReservesSigner({ mode: 'sandbox', dataDir })
    expect(first?.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(second?.address).toBe(first?.address)
    expect(statSync(join(dataDir, RESERVES_SIGNER_FILE)).mode & 0o777).toBe(0o600)
  })
})
