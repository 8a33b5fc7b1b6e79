import { resolve } from 'node:path'
import { startSandbox } from './sandbox/startSandbox'

/**
 * Short delays so journeys see approval and settlement within seconds, yet long enough (8 s) that a pending
 * top-up is on screen before it settles; anvil mines a block every second.
 */
export const SANDBOX_TEST_ENV = {
  // The operator's token, so a spec can ask for what an operator does (a reserves snapshot now).
  ADMIN_TOKEN: 'e2e-operator-token-not-secret',
  SETTLEMENT_DELAY: '8s',
  APPLICATION_DELAY: '1s',
  REQUIRED_CONFIRMATIONS: '2',
  ANVIL_BLOCK_TIME: '1',
} as const

/**
 * Starts one sandbox for the run (`npm start` on free ports, fresh data) and hands its URLs to the workers.
 * With E2E_BASE_URL and E2E_RPC_URL already set, uses that sandbox instead (handy while writing tests; then
 * E2E_ADMIN_TOKEN is its DATA_DIR/admin-token for the specs that act as the operator).
 */
export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL && process.env.E2E_RPC_URL) return undefined
  const logFile = resolve(import.meta.dirname, '../sandbox.log')
  const started = Date.now()
  const sandbox = await startSandbox({ logFile, env: { ...SANDBOX_TEST_ENV } })
  console.log(
    `[e2e] sandbox ready at ${sandbox.baseUrl} in ${((Date.now() - started) / 1000).toFixed(1)} s (log: ${logFile})`,
  )
  process.env.E2E_BASE_URL = sandbox.baseUrl
  process.env.E2E_RPC_URL = sandbox.rpcUrl
  process.env.E2E_ADMIN_TOKEN = SANDBOX_TEST_ENV.ADMIN_TOKEN
  return () => sandbox.stop()
}
