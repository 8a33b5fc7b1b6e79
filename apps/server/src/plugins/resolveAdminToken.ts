import { createHash, randomBytes } from 'node:crypto'
import { chmodSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Config, LEGACY_ADMIN_NAME } from '../config'

export const ADMIN_TOKEN_FILE = 'admin-token'

/** The operator the sandbox's generated token belongs to. */
const SANDBOX_OPERATOR = 'sandbox'

/** An operator the server accepts: their name and the SHA-256 of their token (32 bytes). */
export type OperatorCredential = { name: string; digest: Buffer }

export function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest()
}

type OperatorConfig = Pick<Config, 'adminToken' | 'adminTokens' | 'mode' | 'dataDir'>

/**
 * Who may call `/api/admin`: each ADMIN_TOKENS operator, ADMIN_TOKEN as the operator `admin`, or, in the sandbox
 * without either, one token generated once into DATA_DIR/admin-token (0600) and reused, the operator `sandbox`.
 * Null outside the sandbox without any: the admin routes then do not exist.
 */
export function resolveOperators(config: OperatorConfig): OperatorCredential[] | null {
  const operators: OperatorCredential[] = (config.adminTokens ?? []).map((o) => ({
    name: o.name,
    digest: Buffer.from(o.tokenSha256, 'hex'),
  }))
  if (config.adminToken) operators.push({ name: LEGACY_ADMIN_NAME, digest: sha256(config.adminToken) })
  if (operators.length > 0) return operators
  const generated = resolveAdminToken(config)
  return generated ? [{ name: SANDBOX_OPERATOR, digest: sha256(generated) }] : null
}

/**
 * The sandbox's operator token in clear (what `npm run ops` and the mailbox link use): ADMIN_TOKEN, or one
 * generated once into DATA_DIR/admin-token (0600) and reused. Null outside the sandbox without ADMIN_TOKEN, and
 * wherever ADMIN_TOKENS names the operators (the server then holds digests only).
 */
export function resolveAdminToken(config: OperatorConfig): string | null {
  if (config.adminToken) return config.adminToken
  if (config.mode !== 'sandbox' || (config.adminTokens?.length ?? 0) > 0) return null
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
