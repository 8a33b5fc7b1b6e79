import type { SandboxInfo } from '../fixtures'

/**
 * The operator takes a reserves snapshot now (`POST /api/admin/reserves/snapshots`, the token the global setup
 * gave the sandbox, or E2E_ADMIN_TOKEN for one started by hand); resolves with its id.
 */
export async function takeReservesSnapshot(sandbox: SandboxInfo): Promise<string> {
  const token = process.env.E2E_ADMIN_TOKEN
  if (!token) throw new Error('E2E_ADMIN_TOKEN is not set: run the tests through playwright.config.ts.')
  const response = await fetch(`${sandbox.baseUrl}/api/admin/reserves/snapshots`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  })
  if (!response.ok)
    throw new Error(`POST /api/admin/reserves/snapshots: ${response.status} ${await response.text()}`)
  return ((await response.json()) as { id: string }).id
}
