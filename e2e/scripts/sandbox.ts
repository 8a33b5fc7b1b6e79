// A sandbox for writing journeys: the same start as the test run's global setup, kept running. Prints the
// variables that make `playwright test` reuse it instead of starting its own. Ctrl-C stops it.
//   npm run sandbox -w @chaincard/e2e
//   E2E_BASE_URL=... E2E_RPC_URL=... E2E_ADMIN_TOKEN=... npx playwright test -c e2e
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { SANDBOX_TEST_ENV } from '../src/globalSetup'
import { startSandbox } from '../src/sandbox/startSandbox'

const logFile = resolve(import.meta.dirname, '../sandbox.log')
const sandbox = await startSandbox({ logFile, env: { ...SANDBOX_TEST_ENV } })
const adminToken = readFileSync(join(sandbox.dataDir, 'admin-token'), 'utf8').trim()
console.log(`E2E_BASE_URL=${sandbox.baseUrl} E2E_RPC_URL=${sandbox.rpcUrl} E2E_ADMIN_TOKEN=${adminToken}`)
console.log(
  'The web app was built from the current source at start: restart this script to pick up web changes.',
)
const stop = () => void sandbox.stop().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
