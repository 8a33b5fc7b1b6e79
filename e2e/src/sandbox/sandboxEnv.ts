/** How the tests reach the sandbox: set by the global setup for the workers (or by hand, to reuse one). */
export type SandboxEnv = {
  baseUrl: string
  rpcUrl: string
  /** E2E_ADMIN_TOKEN: the sandbox's operator token (its DATA_DIR/admin-token), for the mailbox page. */
  adminToken?: string
}

class SandboxEnvMissingError extends Error {
  override name = 'SandboxEnvMissingError' as const
  shortMessage = 'E2E_BASE_URL and E2E_RPC_URL are not set: run the tests through playwright.config.ts.'
  constructor() {
    super('E2E_BASE_URL and E2E_RPC_URL are not set: run the tests through playwright.config.ts.')
  }
}

export function readSandboxEnv(env: NodeJS.ProcessEnv = process.env): SandboxEnv {
  const baseUrl = env.E2E_BASE_URL
  const rpcUrl = env.E2E_RPC_URL
  if (!baseUrl || !rpcUrl) throw new SandboxEnvMissingError()
  return { baseUrl, rpcUrl, ...(env.E2E_ADMIN_TOKEN ? { adminToken: env.E2E_ADMIN_TOKEN } : {}) }
}
