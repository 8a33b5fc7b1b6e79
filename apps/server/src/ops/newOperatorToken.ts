import { createHash, randomBytes } from 'node:crypto'
import { OpsUsageError } from './parseOpsArgs'

/**
 * `ops token new <name>`: a new operator token (32 random bytes, base64url) for the operator to keep, and the
 * `name:sha256` entry of ADMIN_TOKENS for the server, which never holds the token itself.
 */
export function newOperatorToken(name: string): { token: string; entry: string } {
  if (!/^[a-z0-9][a-z0-9._-]{0,39}$/.test(name))
    throw new OpsUsageError(`"${name}" is not an operator name (lowercase letters, digits, . _ -, up to 40)`)
  const token = randomBytes(32).toString('base64url')
  return { token, entry: `${name}:${createHash('sha256').update(token).digest('hex')}` }
}
