import { randomBytes } from 'node:crypto'
import { chmodSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Config } from '../config'

export const ADMIN_TOKEN_FILE = 'admin-token'

/**
 * The operator bearer token: ADMIN_TOKEN, or in sandbox one generated once into DATA_DIR/admin-token
 * (0600) and reused. Null outside sandbox without ADMIN_TOKEN: the admin routes then do not exist.
 */
export function resolveAdminToken(config: Pick<Config, 'adminToken' | 'mode' | 'dataDir'>): string | null {
  if (config.adminToken) return config.adminToken
  if (config.mode !== 'sandbox') return null
  const file = join(config.dataDir, ADMIN_TOKEN_FILE)
  mkdirSync(config.dataDir, { recursive: true })
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
  writeFileSync(temp, `${randomBytes(24).toString('base64url')}\n`, { mode: 0o600 })
  try {
    linkSync(temp, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    unlinkSync(temp)
  }
  chmodSync(file, 0o600)
  return readFileSync(file, 'utf8').trim()
}
