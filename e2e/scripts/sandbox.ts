// A sandbox for writing journeys: the same start as the test run's global setup, kept running. Prints the two
// variables that make `playwright test` reuse it instead of starting its own. Ctrl-C stops it.
//   npm run sandbox -w @chaincard/e2e
//   E2E_BASE_URL=... E2E_RPC_URL=... npx playwright test -c e2e
import { resolve } from 'node:path'
import { SANDBOX_TEST_ENV } from '../src/globalSetup'
import { startSandbox } from '../src/sandbox/startSandbox'

const logFile = resolve(import.meta.dirname, '../sandbox.log')
const sandbox = await startSandbox({ logFile, env: { ...SANDBOX_TEST_ENV } })
console.log(`E2E_BASE_URL=${sandbox.baseUrl} E2E_RPC_URL=${sandbox.rpcUrl}`)
console.log(
  'The web app was built from the current source at start: restart this script to pick up web changes.',
)
const stop = () => void sandbox.stop().then(() => process.exit(0))
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
