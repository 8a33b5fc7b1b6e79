import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { ADMIN_TOKEN_FILE } from '../plugins/resolveAdminToken'

export type OpsTarget = { url: string; token: string }

export class OpsTargetError extends Error {
  override readonly name = 'OpsTargetError' as const
  readonly shortMessage: string
  constructor(shortMessage: string, options?: { cause?: unknown }) {
    super(shortMessage, options)
    this.shortMessage = shortMessage
  }
}

/**
 * Where the running server is and the operator token: OPS_URL or http://127.0.0.1:$PORT; ADMIN_TOKEN, else
 * the token the sandbox server keeps in DATA_DIR/admin-token. Operators act through the running server
 * because the embedded database belongs to that one process.
 */
export function resolveOpsTarget(env: Record<string, string | undefined> = process.env): OpsTarget {
  const url = (env.OPS_URL ?? `http://127.0.0.1:${env.PORT ?? '8080'}`).replace(/\/+$/, '')
  if (env.ADMIN_TOKEN) return { url, token: env.ADMIN_TOKEN }
  const file = join(resolve(env.DATA_DIR ?? './data'), ADMIN_TOKEN_FILE)
  try {
    return { url, token: readFileSync(file, 'utf8').trim() }
  } catch (error) {
    throw new OpsTargetError(
      `no ADMIN_TOKEN and no ${file} (start the sandbox server once, or set ADMIN_TOKEN)`,
      {
        cause: error,
      },
    )
  }
}
