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
 * Where the running server is and the operator token: OPS_URL, or the admin listener (ADMIN_PORT) on this host,
 * or http://127.0.0.1:$PORT; the operator's own OPS_TOKEN (the server knows only its digest, ADMIN_TOKENS), else
 * ADMIN_TOKEN, else the token the sandbox server keeps in DATA_DIR/admin-token. Operators act through the running
 * server because the embedded database belongs to that one process.
 */
export function resolveOpsTarget(env: Record<string, string | undefined> = process.env): OpsTarget {
  const port = env.ADMIN_PORT?.trim() ? env.ADMIN_PORT.trim() : (env.PORT ?? '8080')
  const url = (env.OPS_URL ?? `http://127.0.0.1:${port}`).replace(/\/+$/, '')
  if (env.OPS_TOKEN) return { url, token: env.OPS_TOKEN }
  if (env.ADMIN_TOKEN) return { url, token: env.ADMIN_TOKEN }
  const file = join(resolve(env.DATA_DIR ?? './data'), ADMIN_TOKEN_FILE)
  try {
    return { url, token: readFileSync(file, 'utf8').trim() }
  } catch (error) {
    throw new OpsTargetError(
      `no OPS_TOKEN, no ADMIN_TOKEN and no ${file} (start the sandbox server once, or set OPS_TOKEN)`,
      {
        cause: error,
      },
    )
  }
}
