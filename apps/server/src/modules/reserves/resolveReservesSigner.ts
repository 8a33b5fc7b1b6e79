import { randomBytes } from 'node:crypto'
import { chmodSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import type { Config } from '../../config'

export const RESERVES_SIGNER_FILE = 'reserves-signer-key'
const KEY = /^0x[0-9a-f]{64}$/

/**
 * The attestation key that signs reserves snapshots: RESERVES_SIGNER_KEY, or in the sandbox one generated once
 * into DATA_DIR/reserves-signer-key (0600) and reused, so the published signer stays the same across restarts.
 * Null in production without the key: no snapshot is taken (a root nobody signed proves nothing).
 */
export function resolveReservesSigner(
  config: Pick<Config, 'reservesSignerKey' | 'mode' | 'dataDir'>,
): PrivateKeyAccount | null {
  if (config.reservesSignerKey) return privateKeyToAccount(config.reservesSignerKey)
  if (config.mode !== 'sandbox') return null
  const file = join(config.dataDir, RESERVES_SIGNER_FILE)
  mkdirSync(config.dataDir, { recursive: true })
  const temporary = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  writeFileSync(temporary, `0x${randomBytes(32).toString('hex')}\n`, { mode: 0o600 })
  try {
    // Linked into place: a second process starting at the same time reads the first's key.
    linkSync(temporary, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    unlinkSync(temporary)
  }
  chmodSync(file, 0o600)
  const key = readFileSync(file, 'utf8').trim()
  if (!KEY.test(key)) throw new Error(`${file} is not a 32-byte hex key; delete it to generate a new one`)
  return privateKeyToAccount(key as `0x${string}`)
}
